import { catalog } from '~/i18n/catalog';
import { logger } from '~/server/logger.server';
import { CONSULTATION_FIELDS, consultationSchema } from '../consultations/schema';
import { createConsultationRequest } from '../consultations/requests.server';
import { CONTACT_FIELDS, contactSchema } from '../tickets/schema';
import { createContactTicket } from '../tickets/contact.server';
import { readPublicForm } from './guard.server';
import { langOf, refused, reply, values, type Ctx } from './reply.server';
import { fieldErrors, firstError } from './shared';

/**
 * The server side of the consultation and contact forms (the newsletter's sign-up is
 * in domain/newsletter/sign-up.server.ts). Each action reads the post
 * through the abuse checks, validates it with the same zod schema the
 * browser uses (messages in the page's language), stores it, and answers a
 * FormResult: fetcher data with JavaScript, the re-rendered page without.
 */
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
