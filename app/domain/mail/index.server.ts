/**
 * The public face of domain/mail/ for server code: index.ts and what other folders use from its server
 * modules. Other folders import only this and index.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export * from './index';
export { mailAction, mailPasswordOnly, mailSettingsView } from './admin.server';
export { campaignWaitReasons, mailHealth, mailHealthFor } from './health.server';
export { listMailLog, retryMessage } from './log.server';
