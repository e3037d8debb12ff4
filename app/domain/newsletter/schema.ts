import { z } from 'zod';
import { catalog } from '~/i18n/catalog';
import type { Lang } from '~/i18n/lang';
import { isValidEmail } from '../forms/shared';

/**
 * Newsletter sign-up (spec §5): a non-empty address containing @ (and, on top
 * of the spec, the simple name@domain.tld shape so no junk is stored);
 * trimmed and lowercased. Every violation is 'Geçersiz Email'.
 */
export function newsletterSchema(lang: Lang) {
  const m = catalog[lang].forms.newsletter;
  return z.object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .refine((v) => v.length > 0 && v.includes('@') && isValidEmail(v), m.invalid),
  });
}

/** The page a sign-up came from: a site path, or nothing. */
export function sanitiseSourcePage(value: string): string | null {
  const v = value.trim();
  if (!v.startsWith('/') || v.startsWith('//') || v.length > 300 || /[\s\\]/.test(v)) return null;
  return v;
}

export type NewsletterInput = z.output<ReturnType<typeof newsletterSchema>>;
