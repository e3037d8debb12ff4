/**
 * The public face of site/dashboard/ for browser and server code: what other folders use from its client-safe
 * modules. Other folders import only this and index.server.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export { type LaunchItem } from './launch-checklist';
export { type DashboardTotals } from './counts';
