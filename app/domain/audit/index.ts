/**
 * The public face of domain/audit/ for browser and server code: what other folders use from its client-safe
 * modules. Other folders import only this and index.server.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export { ADMIN_AUDIT_CSV_PATH, AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity, auditEntityLink } from './constants';
export { baseSummary, changedFields, clip, fieldLabel, withFields } from './summary';
