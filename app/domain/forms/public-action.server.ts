import { getSiteCatalog } from '~/domain/texts/index.server';
import type { z } from 'zod';
import type { Lang } from '~/i18n/lang';
import { logger } from '~/server/logger.server';
import { readPublicForm } from './guard.server';
import { langOf, refused, reply, values, type Ctx } from './reply.server';
import { firstError, phoneRuleOf, type PhoneRule } from './shared';
import { getSettings } from '../settings/index.server';
import { fieldErrors } from '~/lib/zod-errors';
import { recordConversion } from '../analytics/index.server';

/** The consultation and contact forms: what differs between them. */
export interface PublicFormSpec<T> {
  /** Which texts of the forms catalogue answer (titles, success, failure). */
  form: 'consultation' | 'contact';
  /** The fields in their order on the page: the first failing one is the toast's message. */
  fields: readonly string[];
  /** The same zod schema the browser validates with, in the page's language, with the owner's phone rule. */
  schema: (lang: Lang, phoneRule: PhoneRule) => z.ZodType<T>;
  /** Stores a valid submission. */
  store: (data: T, lang: Lang) => Promise<unknown>;
  /** For the log when storing fails. */
  what: string;
}

/**
 * A public form's action: the post through the abuse checks (honeypot, size, rate),
 * validated with the browser's zod schema (messages in the page's language), stored,
 * answered with a FormResult (fetcher data with JavaScript, the re-rendered page without).
 */
export async function publicFormAction<T>(spec: PublicFormSpec<T>, request: Request, context: Ctx) {
  const lang = langOf(request);
  const t = (await getSiteCatalog(lang)).forms[spec.form];
  const body = await readPublicForm(request, context);
  if (!body.ok) return refused(body.refusal, lang, t.errorTitle, t.failure);
  const submitted = values(body.form, spec.fields);
  const parsed = spec.schema(lang, phoneRuleOf(await getSettings())).safeParse(submitted);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    const toast = { title: t.errorTitle, description: firstError(errors, spec.fields), variant: 'error' } as const;
    return reply({ ok: false, code: 'invalid', toast, fieldErrors: errors, values: submitted }, 400);
  }
  try {
    await spec.store(parsed.data, lang);
  } catch (err) {
    logger().error({ err }, `${spec.what} could not be stored`);
    const toast = { title: t.errorTitle, description: t.failure, variant: 'error' } as const;
    return reply({ ok: false, code: 'error', toast, values: submitted }, 500);
  }
  // Visitor analytics: a form sent, with the page it was sent from.
  recordConversion(request, context, spec.form);
  return reply({ ok: true, code: 'created', toast: { title: t.successTitle, description: t.success, variant: 'success' } }, 200);
}
