// First: configures zod for the CSP (browser) before this module builds a schema.
import '~/lib/zod-csp';
import { z } from 'zod';
import { forms } from '~/i18n/messages/forms';
import { perLang } from '~/i18n/lang';
import { isValidEmail } from '../forms';

/**
 * Newsletter sign-up (docs/product-spec.md §5): a non-empty address containing @ (and, on top
 * of the spec, the simple name@domain.tld shape so no junk is stored);
 * trimmed and lowercased. Every violation is 'Geçersiz Email'.
 */
export const newsletterSchema = perLang((lang) => {
  const m = forms[lang].newsletter;
  return z.object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .refine((v) => v.length > 0 && v.includes('@') && isValidEmail(v), m.invalid),
  });
});

/** The page a sign-up came from: a site path, or nothing. */
export function sanitiseSourcePage(value: string): string | null {
  const v = value.trim();
  if (!v.startsWith('/') || v.startsWith('//') || v.length > 300 || /[\s\\]/.test(v)) return null;
  return v;
}

export type NewsletterInput = z.output<ReturnType<typeof newsletterSchema>>;
