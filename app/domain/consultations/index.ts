/**
 * The public face of domain/consultations/ for browser and server code: what other folders use from its client-safe
 * modules. Other folders import only this and index.server.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export { CONSULTATIONS_PAGE_SIZE } from './admin-constants';
export { consultationSchema } from './schema';
export { statPeriods } from './stats';
export { isLeadStatus, LEAD_STATUSES, type LeadStatus } from './status';
