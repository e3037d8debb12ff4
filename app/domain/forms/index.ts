/**
 * The public face of domain/forms/ for browser and server code: what other folders use from its client-safe
 * modules. Other folders import only this and index.server.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export { FOLLOW_UP_NOTE_MAX } from './follow-up';
export { FORM_BODY_LIMIT_BYTES, formOfPath, formPath } from './paths';
export { type FormResult } from './result';
export {
  CONSULTATION_FIELDS,
  type ConsultationField,
  CONTACT_FIELDS,
  type ContactField,
  field,
  firstError,
  HONEYPOT_FIELD,
  isValidEmail,
  isValidPhone,
  MAX_LONG_TEXT,
  MAX_NAME,
  normalisePhone,
  type PhoneRule,
  phoneRuleOf,
  SERVICE_DESCRIPTION_MIN,
} from './shared';
