/**
 * The public face of site/sample/ for browser and server code: what other folders use from its client-safe
 * modules. Other folders import only this and index.server.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export {
  type EmptiableSection,
  emptySectionMarker,
  FOUNDER_DEFAULTS_HIDDEN,
  hiddenPages,
  SAMPLE_REMOVED_KEY,
  type SampleItem,
} from './claims';
