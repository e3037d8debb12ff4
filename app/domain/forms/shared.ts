/**
 * Rules shared by the public forms' schemas (client and server).
 *
 * Phone (docs/product-spec.md §5): an optional +90 or 0 prefix, then 5 and nine digits;
 * whitespace is ignored. E-mail: one plain local@domain.tld address (see
 * ~/lib/email: nothing that could add a recipient, a header or mailto
 * parameters).
 */
export const PHONE_PATTERN = /^(?:\+90|0)?5\d{9}$/;

/**
 * Which numbers the public forms accept (the owner's `phone_international` setting):
 * `tr-mobile` is the spec's rule above (the default); `international` also takes any number
 * in E.164 form (+, a country code, 8 to 15 digits in all) and Turkish landlines and
 * 0850 numbers (0212 123 45 67).
 */
export type PhoneRule = 'tr-mobile' | 'international';
const E164_PATTERN = /^\+[1-9]\d{7,14}$/;
const TR_LANDLINE_PATTERN = /^(?:\+90|0)?(?:[2-4]\d{2}|850)\d{7}$/;

/** The rule the `phone_international` setting selects. */
export function phoneRuleOf(settings: { phone_international?: boolean } | undefined): PhoneRule {
  return settings?.phone_international ? 'international' : 'tr-mobile';
}

/** The phone number as stored: whitespace removed. */
export function normalisePhone(value: string): string {
  return value.replace(/\s+/g, '');
}

export function isValidPhone(value: string, rule: PhoneRule = 'tr-mobile'): boolean {
  const v = normalisePhone(value);
  if (PHONE_PATTERN.test(v)) return true;
  return rule === 'international' && (E164_PATTERN.test(v) || TR_LANDLINE_PATTERN.test(v));
}

export { isValidEmail } from '~/lib/email';

/** Name of the honeypot field every public form carries (must stay empty). */
export const HONEYPOT_FIELD = 'website';

/** Maximum lengths (the request body limit is 32 KB; these keep valid input well below it). */
export const MAX_NAME = 100;
export const MAX_LONG_TEXT = 4000;

/*
 * The forms' fields and limits the components need up front. Here, not in the
 * schema modules, so a page does not load zod to render a form: the schemas
 * are loaded on demand for client-side validation (app/components/forms/validation.ts).
 */

/** docs/product-spec.md §5/§9: the service description needs at least 20 characters after trimming. */
export const SERVICE_DESCRIPTION_MIN = 20;

/** Field order of the consultation form; the first failing rule in this order is the toast's message. */
export const CONSULTATION_FIELDS = ['name', 'surname', 'email', 'phone', 'service_description'] as const;
export type ConsultationField = (typeof CONSULTATION_FIELDS)[number];

/** Field order of the contact form. */
export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** A form value as a string ('' for a missing field or a file). */
export function field(form: FormData | URLSearchParams, name: string): string {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
}

/** The first error message in the order of the schema's fields. */
export function firstError(errors: Record<string, string>, order: readonly string[]): string | undefined {
  for (const k of order) if (errors[k]) return errors[k];
  return Object.values(errors)[0];
}
