import { comments } from '~/i18n/messages/comments';
import { logger } from '~/server/logger.server';
import { getPublishedPost } from '../blog/index.server';
import { readPublicForm, langOf, refused, reply, values, type Ctx, firstError } from '../forms/index.server';
import { fieldErrors } from '~/lib/zod-errors';
import { getSettings } from '../settings/index.server';
import { createComment } from './comments.server';
import { isCommenterToken, newCommenterToken } from './tokens.server';
import { COMMENTER_COOKIE, readCookie, setCookie } from '~/server/http/cookies.server';

/** The commenter cookie's life: a year from the last comment. */
const COMMENTER_MAX_AGE = 365 * 24 * 60 * 60;
import { COMMENT_FIELDS } from './constants';
import { commentSchema } from './schema';

/**
 * The comment form's action (a POST to the post's own address): through the
 * public forms' abuse checks (honeypot, body size, per-address rate limit:
 * app/web/form-guard.server.ts counts every post address as one form),
 * refused while `comments_enabled` is off (a replayed post included) or when
 * the post is not live, validated with the browser's zod schema, stored.
 * Answers a FormResult: fetcher data with JavaScript, the re-rendered post
 * page without.
 */
export async function commentAction(request: Request, context: Ctx, slug: string) {
  const lang = langOf(request);
  const t = comments[lang];
  const body = await readPublicForm(request, context);
  if (!body.ok) return refused(body.refusal, lang, t.errorTitle, t.failure);
  const settings = await getSettings();
  if (!settings.comments_enabled) {
    return reply({ ok: false, code: 'disabled', toast: { title: t.errorTitle, description: t.disabled, variant: 'error' } }, 403);
  }
  const post = await getPublishedPost(slug, lang);
  if (!post) {
    return reply({ ok: false, code: 'not_found', toast: { title: t.errorTitle, description: t.notFound, variant: 'error' } }, 404);
  }
  const submitted = values(body.form, COMMENT_FIELDS);
  const parsed = commentSchema(lang).safeParse(submitted);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    const toast = { title: t.errorTitle, description: firstError(errors, COMMENT_FIELDS), variant: 'error' } as const;
    return reply({ ok: false, code: 'invalid', toast, fieldErrors: errors, values: submitted }, 400);
  }
  // The browser's commenter token: the one it proves it holds, or a new one set with this answer.
  const held = readCookie(request, COMMENTER_COOKIE);
  const commenter = isCommenterToken(held) ? held : newCommenterToken();
  try {
    const { status, confirmationSent } = await createComment(parsed.data, {
      postId: post.id,
      postTitle: post.titleTr,
      postTitleInLanguage: lang === 'en' ? post.titleEn || post.titleTr : post.titleTr,
      language: lang,
      moderation: settings.comments_moderation,
      notifyTo: settings.contact_email,
      commenter,
    });
    const description = `${status === 'approved' ? t.published : t.pending}${confirmationSent ? ` ${t.confirmSent}` : ''}`;
    const cookie = commenter === held ? undefined : setCookie(request, COMMENTER_COOKIE, commenter, COMMENTER_MAX_AGE);
    return reply({ ok: true, code: 'created', toast: { title: t.successTitle, description, variant: 'success' } }, 200, cookie);
  } catch (err) {
    logger().error({ err }, 'blog comment could not be stored');
    return reply(
      { ok: false, code: 'error', toast: { title: t.errorTitle, description: t.failure, variant: 'error' }, values: submitted },
      500,
    );
  }
}
