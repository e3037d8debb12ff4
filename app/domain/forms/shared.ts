import type { z } from 'zod';

/**
 * Rules shared by the public forms' schemas (client and server).
 *
 * Phone (spec §5): an optional +90 or 0 prefix, then 5 and nine digits;
 * whitespace is ignored. E-mail: the spec's simple {email} shape, no spaces.
 */
export const PHONE_PATTERN = /^(?:\+90|0)?5\d{9}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The phone number as stored: whitespace removed. */
export function normalisePhone(value: string): string {
  return value.replace(/\s+/g, '');
}

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(normalisePhone(value));
}

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

/** Name of the honeypot field every public form carries (must stay empty). */
export const HONEYPOT_FIELD = 'website';

/** Maximum lengths (the request body limit is 32 KB; these keep valid input well below it). */
export const MAX_NAME = 100;
export const MAX_LONG_TEXT = 4000;

/** A form value as a string ('' for a missing field or a file). */
export function field(form: FormData | URLSearchParams, name: string): string {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
}

/** The first error message per field, from a failed parse. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in out)) out[key] = issue.message;
  }
  return out;
}

/** The first error message in the order of the schema's fields. */
export function firstError(errors: Record<string, string>, order: readonly string[]): string | undefined {
  for (const k of order) if (errors[k]) return errors[k];
  return Object.values(errors)[0];
}
