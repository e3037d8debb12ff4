import { data, type AppLoadContext } from 'react-router';
import { catalog } from '~/i18n/catalog';
import { langFromPath, type Lang } from '~/i18n/lang';
import { logger } from '~/server/logger.server';
import { AlreadySubscribedError } from '../errors';
import { CONSULTATION_FIELDS, consultationSchema } from '../consultations/schema';
import { createConsultationRequest } from '../consultations/requests.server';
import { newsletterSchema, sanitiseSourcePage } from '../newsletter/schema';
import { subscribe } from '../newsletter/subscribers.server';
import { getSettings } from '../settings/settings.server';
import { CONTACT_FIELDS, contactSchema } from '../tickets/schema';
import { createContactTicket } from '../tickets/contact.server';
import { REFUSAL_STATUS, readPublicForm, type Refusal } from './guard.server';
import type { FormResult } from './result';
import { field, fieldErrors, firstError } from './shared';

/**
 * The server side of the three public forms. Each action reads the post
 * through the abuse checks, validates it with the same zod schema the
 * browser uses (messages in the page's language), stores it, and answers a
 * FormResult: fetcher data with JavaScript, the re-rendered page without.
 */
type Ctx = Pick<AppLoadContext, 'formGuard'> | undefined;

function langOf(request: Request): Lang {
  return langFromPath(new URL(request.url).pathname);
}

function reply(result: FormResult, status: number) {
  return data(result, { status, headers: { 'Cache-Control': 'no-store' } });
}

function refused(refusal: Refusal, lang: Lang, errorTitle: string, genericMessage: string) {
  const s = catalog[lang].forms.shared;
  const description = refusal === 'rate_limited' ? s.tooMany : refusal === 'too_large' ? s.tooLarge : genericMessage;
  return reply({ ok: false, code: refusal, toast: { title: errorTitle, description, variant: 'error' } }, REFUSAL_STATUS[refusal]);
}

function values(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((n) => [n, field(form, n)]));
}

export async function consultationAction(request: Request, context: Ctx) {
  const lang = langOf(request);
  const t = catalog[lang].forms.consultation;
  const body = await readPublicForm(request, context);
  if (!body.ok) return refused(body.refusal, lang, t.errorTitle, t.failure);
  const submitted = values(body.form, CONSULTATION_FIELDS);
  const parsed = consultationSchema(lang).safeParse(submitted);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return reply(
      {
        ok: false,
        code: 'invalid',
        toast: { title: t.errorTitle, description: firstError(errors, CONSULTATION_FIELDS), variant: 'error' },
        fieldErrors: errors,
        values: submitted,
      },
      400,
    );
  }
  try {
    await createConsultationRequest(parsed.data, lang);
  } catch (err) {
    logger().error({ err }, 'consultation request could not be stored');
    return reply(
      { ok: false, code: 'error', toast: { title: t.errorTitle, description: t.failure, variant: 'error' }, values: submitted },
      500,
    );
  }
  return reply({ ok: true, code: 'created', toast: { title: t.successTitle, description: t.success, variant: 'success' } }, 200);
}

export async function newsletterAction(request: Request, context: Ctx) {
  const lang = langOf(request);
  const t = catalog[lang].forms.newsletter;
  const body = await readPublicForm(request, context);
  if (!body.ok) return refused(body.refusal, lang, t.errorTitle, t.failure);
  const email = field(body.form, 'email');
  const settings = await getSettings();
  if (!settings.newsletter_enabled) {
    return reply({ ok: false, code: 'disabled', toast: { title: t.errorTitle, description: t.disabled, variant: 'error' } }, 403);
  }
  const parsed = newsletterSchema(lang).safeParse({ email });
  if (!parsed.success) {
    return reply(
      {
        ok: false,
        code: 'invalid',
        toast: { title: t.invalidTitle, description: t.invalid, variant: 'error' },
        fieldErrors: { email: t.invalid },
        values: { email },
      },
      400,
    );
  }
  try {
    const outcome = await subscribe({
      email: parsed.data.email,
      language: lang,
      sourcePage: sanitiseSourcePage(field(body.form, 'source')),
    });
    return reply({ ok: true, code: outcome, toast: { title: t.successTitle, description: t.success, variant: 'success' } }, 200);
  } catch (err) {
    if (err instanceof AlreadySubscribedError) {
      return reply(
        { ok: false, code: 'duplicate', toast: { title: t.duplicateTitle, description: t.duplicate, variant: 'error' }, values: { email } },
        409,
      );
    }
    logger().error({ err }, 'newsletter sign-up failed');
    return reply(
      { ok: false, code: 'error', toast: { title: t.errorTitle, description: t.failure, variant: 'error' }, values: { email } },
      500,
    );
  }
}

export async function contactAction(request: Request, context: Ctx) {
  const lang = langOf(request);
  const t = catalog[lang].forms.contact;
  const body = await readPublicForm(request, context);
  if (!body.ok) return refused(body.refusal, lang, t.errorTitle, t.failure);
  const submitted = values(body.form, CONTACT_FIELDS);
  const parsed = contactSchema(lang).safeParse(submitted);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return reply(
      {
        ok: false,
        code: 'invalid',
        toast: { title: t.errorTitle, description: firstError(errors, CONTACT_FIELDS), variant: 'error' },
        fieldErrors: errors,
        values: submitted,
      },
      400,
    );
  }
  try {
    await createContactTicket(parsed.data, lang);
  } catch (err) {
    logger().error({ err }, 'contact message could not be stored');
    return reply(
      { ok: false, code: 'error', toast: { title: t.errorTitle, description: t.failure, variant: 'error' }, values: submitted },
      500,
    );
  }
  return reply({ ok: true, code: 'created', toast: { title: t.successTitle, description: t.success, variant: 'success' } }, 200);
}
