// First: configures zod for the CSP (browser) before this module builds a schema.
import '~/lib/zod-csp';
import { z } from 'zod';
import { forms } from '~/i18n/messages/forms';
import { perLang, type Lang } from '~/i18n/lang';
import { SERVICE_IDS } from '~/lib/anchors';
import {
  CONSULTATION_FIELDS as CONSULTATION_FIELDS_LIST,
  MAX_LONG_TEXT,
  MAX_NAME,
  SERVICE_DESCRIPTION_MIN,
  isValidEmail,
  isValidPhone,
  normalisePhone,
  type PhoneRule,
} from '../forms';

/** The posted fields the action reads: the form's own and the card's service (hidden). */
export const CONSULTATION_POST_FIELDS = [...CONSULTATION_FIELDS_LIST, 'service'] as const;

export { CONSULTATION_FIELDS, SERVICE_DESCRIPTION_MIN, type ConsultationField } from '../forms';

/**
 * The consultation request form (docs/product-spec.md §5), with its messages in the page language;
 * the phone rule is the owner's setting (the spec's Turkish-mobile rule by default).
 */
export function consultationSchema(lang: Lang, phoneRule: PhoneRule = 'tr-mobile') {
  return SCHEMAS[phoneRule](lang);
}

function build(lang: Lang, phoneRule: PhoneRule) {
  const m = forms[lang].consultation.errors;
  const phone = phoneRule === 'international' ? m.phoneInternational : m.phone;
  return z.object({
    name: z.string().trim().min(1, m.name).max(MAX_NAME, m.nameTooLong),
    surname: z.string().trim().min(1, m.surname).max(MAX_NAME, m.surnameTooLong),
    email: z.string().trim().refine(isValidEmail, m.email),
    phone: z
      .string()
      .trim()
      .refine((v) => isValidPhone(v, phoneRule), phone)
      .transform(normalisePhone),
    service_description: z
      .string()
      .trim()
      .min(SERVICE_DESCRIPTION_MIN, m.serviceDescription)
      .max(MAX_LONG_TEXT, m.serviceDescriptionTooLong),
    // The services page card the dialog was opened from (a hidden field): an unknown value is dropped, never an error.
    service: z.enum(SERVICE_IDS).optional().catch(undefined),
  });
}
const SCHEMAS = {
  'tr-mobile': perLang((lang) => build(lang, 'tr-mobile')),
  international: perLang((lang) => build(lang, 'international')),
};

export type ConsultationInput = z.output<ReturnType<typeof consultationSchema>>;
