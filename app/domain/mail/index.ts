/**
 * The public face of domain/mail/ for browser and server code: what other folders use from its client-safe
 * modules. Other folders import only this and index.server.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export {
  MAIL_LOG_FILTERS,
  MAIL_LOG_PAGE_SIZE,
  type MailHealthView,
  type MailLogFilter,
  mailLogFilterOf,
  type MailLogRow,
  type MailLogStatus,
  type MailReason,
  type MailSource,
} from './log';
export { type MailActionResult, mailFormValues, mailSettingsSchema, type MailSettingsView, testAddressSchema } from './schema';
