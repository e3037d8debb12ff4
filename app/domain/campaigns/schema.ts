// First: configures zod for the CSP (browser) before this module builds a schema.
import '~/lib/zod-csp';
import { z } from 'zod';
import { catalog } from '~/i18n/catalog';
import type { Lang } from '~/i18n/lang';
import { isValidEmail } from '~/lib/email';

/**
 * The campaign form (docs/product-spec.md §3 campaign form, §5 campaign rules), shared by the
 * admin editor (instant feedback) and the server action (the authority).
 *
 * A campaign has a Turkish and an English subject and content (Markdown).
 * At least one language must be complete; in a language that is used, both
 * the subject and the content are required. Subscribers receive their own
 * language; a campaign written in one language goes to everyone in that one.
 * The optional test address must be an e-mail. `send_to_all` off limits the
 * audience to subscribers of the language(s) the campaign is written in.
 */
type Errors = (typeof catalog)['tr']['adminCampaigns']['errors'];

export const MAX_SUBJECT = 200;
export const MAX_CONTENT = 20_000;

/** The test address: one plain address, as everywhere else (~/lib/email). */
export function isCampaignEmail(value: string): boolean {
  return isValidEmail(value);
}

export interface CampaignContent {
  subject_tr: string;
  content_tr: string;
  subject_en: string;
  content_en: string;
}

/** The languages a campaign is written in (subject and content both present). */
export function campaignLanguages(c: CampaignContent): Lang[] {
  const out: Lang[] = [];
  if (c.subject_tr.trim() && c.content_tr.trim()) out.push('tr');
  if (c.subject_en.trim() && c.content_en.trim()) out.push('en');
  return out;
}

/**
 * How many active subscribers a campaign reaches: everyone when it is written
 * in both languages or `sendToAll` is on, otherwise those of its language.
 */
export function audienceSize(counts: Record<Lang, number>, languages: readonly Lang[], sendToAll: boolean): number {
  if (languages.length === 0) return 0;
  if (sendToAll || languages.length === 2) return counts.tr + counts.en;
  return counts[languages[0]!];
}

/** The form's fields with their length and address rules, shared by a campaign and a draft. */
function campaignFields(e: Errors) {
  const text = (max: number) => z.string().trim().max(max, e.tooLong);
  return z.object({
    subject_tr: text(MAX_SUBJECT),
    content_tr: text(MAX_CONTENT),
    subject_en: text(MAX_SUBJECT),
    content_en: text(MAX_CONTENT),
    test_email: z
      .string()
      .trim()
      .toLowerCase()
      .refine((v) => v === '' || isCampaignEmail(v), e.testEmail),
    send_to_all: z.boolean(),
  });
}

export function campaignSchema(e: Errors = catalog.tr.adminCampaigns.errors) {
  return campaignFields(e)
    .superRefine((v, ctx) => {
      const langs = campaignLanguages(v);
      for (const lang of ['tr', 'en'] as const) {
        const subject = v[`subject_${lang}`];
        const content = v[`content_${lang}`];
        // A language that is started must be finished.
        if (subject && !content) ctx.addIssue({ code: 'custom', path: [`content_${lang}`], message: e.contentRequired });
        if (content && !subject) ctx.addIssue({ code: 'custom', path: [`subject_${lang}`], message: e.subjectRequired });
      }
      if (langs.length === 0 && !v.subject_tr && !v.content_tr && !v.subject_en && !v.content_en) {
        ctx.addIssue({ code: 'custom', path: ['subject_tr'], message: e.subjectRequired });
        ctx.addIssue({ code: 'custom', path: ['content_tr'], message: e.contentRequired });
        ctx.addIssue({ code: 'custom', path: ['form'], message: e.oneLanguage });
      }
    })
    .transform((v) => ({ ...v, languages: campaignLanguages(v) }));
}

export type CampaignInput = z.output<ReturnType<typeof campaignSchema>>;

/**
 * A draft: saved before it is finished, so a language may be half written; the same length and
 * test-address rules as a campaign, and at least one word somewhere (an empty form is not worth keeping).
 */
export function campaignDraftSchema(e: Errors = catalog.tr.adminCampaigns.errors) {
  return campaignFields(e).superRefine((v, ctx) => {
    if (!v.subject_tr && !v.content_tr && !v.subject_en && !v.content_en) {
      ctx.addIssue({ code: 'custom', path: ['form'], message: e.draftEmpty });
    }
  });
}

export type CampaignDraftInput = z.output<ReturnType<typeof campaignDraftSchema>>;

/** The form's fields as the browser posts them (checkbox: 'on' when ticked). */
export function campaignFormValues(form: FormData): Record<string, unknown> {
  const s = (name: string) => {
    const v = form.get(name);
    return typeof v === 'string' ? v : '';
  };
  return {
    subject_tr: s('subject_tr'),
    content_tr: s('content_tr'),
    subject_en: s('subject_en'),
    content_en: s('content_en'),
    test_email: s('test_email'),
    send_to_all: form.get('send_to_all') === 'on' || form.get('send_to_all') === 'true',
  };
}

/** Campaign states (stored in campaigns.status). A draft has no deliveries and is never sent by the worker. */
export const CAMPAIGN_STATUSES = ['draft', 'queued', 'sending', 'completed', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export function isActiveStatus(status: string): boolean {
  return status === 'queued' || status === 'sending';
}
