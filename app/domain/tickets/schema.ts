// First: configures zod for the CSP (browser) before this module builds a schema.
import '~/lib/zod-csp';
import { z } from 'zod';
import { forms } from '~/i18n/messages/forms';
import { perLang } from '~/i18n/lang';
import { MAX_LONG_TEXT, MAX_NAME, isValidEmail, isValidPhone, normalisePhone } from '../forms/shared';

export { CONTACT_FIELDS, type ContactField } from '../forms/shared';

/** The contact form (docs/product-spec.md §5): all fields required and trimmed, messages in the page language. */
export const contactSchema = perLang((lang) => {
  const m = forms[lang].contact.errors;
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
      .refine((v) => v.length === 0 || isValidPhone(v), m.phone)
      .transform(normalisePhone),
    message: z.string().trim().min(1, m.message).max(MAX_LONG_TEXT, m.messageTooLong),
  });
});

export type ContactInput = z.output<ReturnType<typeof contactSchema>>;
