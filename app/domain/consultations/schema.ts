import { z } from 'zod';
import { catalog } from '~/i18n/catalog';
import type { Lang } from '~/i18n/lang';
import { MAX_LONG_TEXT, MAX_NAME, isValidEmail, isValidPhone, normalisePhone } from '../forms/shared';

/** Spec §5/§9: the service description needs at least 20 characters after trimming. */
export const SERVICE_DESCRIPTION_MIN = 20;

/** Field order of the form; the first failing rule in this order is the toast's message. */
export const CONSULTATION_FIELDS = ['name', 'surname', 'email', 'phone', 'service_description'] as const;
export type ConsultationField = (typeof CONSULTATION_FIELDS)[number];

/** The consultation request form (spec §5), with its messages in the page language. */
export function consultationSchema(lang: Lang) {
  const m = catalog[lang].forms.consultation.errors;
  return z.object({
    name: z.string().trim().min(1, m.name).max(MAX_NAME, m.nameTooLong),
    surname: z.string().trim().min(1, m.surname).max(MAX_NAME, m.surnameTooLong),
    email: z.string().trim().refine(isValidEmail, m.email),
    phone: z.string().trim().refine(isValidPhone, m.phone).transform(normalisePhone),
    service_description: z
      .string()
      .trim()
      .min(SERVICE_DESCRIPTION_MIN, m.serviceDescription)
      .max(MAX_LONG_TEXT, m.serviceDescriptionTooLong),
  });
}

export type ConsultationInput = z.output<ReturnType<typeof consultationSchema>>;
