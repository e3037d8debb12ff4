/**
 * The public face of site/dashboard/ for server code: index.ts and what other folders use from its server
 * modules. Other folders import only this and index.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export * from './index';
export { getDashboardData } from './dashboard.server';
export { launchChecklist } from './launch-checklist.server';
