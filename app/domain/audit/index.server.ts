/**
 * The public face of domain/audit/ for server code: index.ts and what other folders use from its server
 * modules. Other folders import only this and index.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export * from './index';
export { type Actor, actorOf, actorOfToken, anonymousActor, type AuditedSession, serverActor } from './actor.server';
export { auditBatches, type AuditEntry, auditFilterChoices, auditor, listAudit, recordAfter, recordAudit } from './audit.server';
export { auditFilterOf, readAuditQuery } from './filter.server';
export { startAuditRetention } from './retention.server';
