import { getSiteCatalog } from '~/domain/texts/index.server';
import { recordConversion } from '../analytics/index.server';
import { logger } from '~/server/logger.server';
import { AlreadySubscribedError } from '~/lib/errors';
import { readPublicForm, langOf, refused, reply, type Ctx, field } from '../forms/index.server';
import { getSettings } from '../settings/index.server';
import { newsletterSchema, sanitiseSourcePage } from './schema';
import { subscribe } from './subscribers.server';

/**
 * The newsletter sign-up form's action: the post through the public forms' abuse
 * checks, refused while the newsletter is off, validated with the browser's zod
 * schema, stored (or a former subscriber reactivated).
 */
export async function newsletterAction(request: Request, context: Ctx) {
  const lang = langOf(request);
  const t = (await getSiteCatalog(lang)).forms.newsletter;
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
    const sourcePage = sanitiseSourcePage(field(body.form, 'source'));
    const outcome = await subscribe({ email: parsed.data.email, language: lang, sourcePage });
    // Visitor analytics: a sign-up, with the page it was sent from.
    recordConversion(request, context, 'newsletter', sourcePage);
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
