// First: configures zod for the CSP (browser) before this module builds a schema.
import '~/lib/zod-csp';
import { z } from 'zod';
import { forms } from '~/i18n/messages/forms';
import { perLang, type Lang } from '~/i18n/lang';
import { MAX_LONG_TEXT, MAX_NAME, isValidEmail, isValidPhone, normalisePhone, type PhoneRule } from '../forms';

export { CONTACT_FIELDS, type ContactField } from '../forms';

/**
 * The contact form (docs/product-spec.md §5): all fields required and trimmed, messages in the page
 * language; the phone rule is the owner's setting (the spec's Turkish-mobile rule by default).
 */
export function contactSchema(lang: Lang, phoneRule: PhoneRule = 'tr-mobile') {
  return SCHEMAS[phoneRule](lang);
}

function build(lang: Lang, phoneRule: PhoneRule) {
  const m = forms[lang].contact.errors;
  const phone = phoneRule === 'international' ? m.phoneInternational : m.phone;
  return z.object({
    firstName: z.string().trim().min(1, m.firstName).max(MAX_NAME, m.firstNameTooLong),
    lastName: z.string().trim().min(1, m.lastName).max(MAX_NAME, m.lastNameTooLong),
    email: z
      .string()
      .trim()
      .min(1, m.emailRequired)
      .refine((v) => v.length === 0 || isValidEmail(v), m.email),
    phone: z
      .string()
      .trim()
      .min(1, m.phoneRequired)
      .refine((v) => v.length === 0 || isValidPhone(v, phoneRule), phone)
      .transform(normalisePhone),
    message: z.string().trim().min(1, m.message).max(MAX_LONG_TEXT, m.messageTooLong),
  });
}
const SCHEMAS = {
  'tr-mobile': perLang((lang) => build(lang, 'tr-mobile')),
  international: perLang((lang) => build(lang, 'international')),
};

export type ContactInput = z.output<ReturnType<typeof contactSchema>>;
