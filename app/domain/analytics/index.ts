/**
 * The public face of domain/analytics/ for browser and server code: what other folders use from its client-safe
 * modules. Other folders import only this and index.server.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export {
  type AnalyticsReport,
  BEACON_MAX_BYTES,
  BEACON_PATH,
  BEACON_SCRIPT,
  type ChartPoint,
  type DeviceCode,
  DEVICES,
  type DimRow,
  DIMS,
  EVENT_KINDS,
} from './constants';
export { chartPoints, longDay } from './labels';
export { tracksNot } from './privacy';
export { parseRange, type RangeId, RANGES } from './range';
