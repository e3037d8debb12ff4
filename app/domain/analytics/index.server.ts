/**
 * The public face of domain/analytics/ for server code: index.ts and what other folders use from its server
 * modules. Other folders import only this and index.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export * from './index';
export { type PendingEvent, recorder, visitorHash } from './collect.server';
export { recordConversion } from './conversions.server';
export { isKnownPublicPath } from './known-paths.server';
export { analyticsReport, dailyRowsBatches, dashboardAnalytics, dayOffset } from './report.server';
export { rollUpDay, startAnalytics } from './rollup.server';
