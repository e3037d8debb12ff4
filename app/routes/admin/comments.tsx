import { Link } from 'react-router';
import type { Route } from './+types/comments';
import { adminSession, done, runAdminAction, type Intent } from '~/domain/auth/index.server';
import { commentCounts, deleteComment, listCommentsAdmin, replyToComment, setCommentStatus } from '~/domain/comments/index.server';
import { COMMENT_REPLY_MAX, isCommentStatus, type CommentStatus } from '~/domain/comments/index';
import { settingsFor } from '~/domain/settings/index.server';
import { blogPostPath } from '~/i18n/routes';
import { formatDateTime } from '~/lib/format-date';
import { logger } from '~/server/logger.server';
import { mailConfigured } from '~/server/mail/transport.server';
import { catalog } from '~/i18n/catalog';
import { useAdminT } from '~/i18n/admin-context';
import { LoadErrorAlert, PageHeader, type ActionResult } from '~/components/admin/AdminKit';
import { ContentSubNav } from '~/components/admin/SectionNavs';
import { useCanOpen } from '~/components/admin/use-can-open';
import { CommentsTable } from '~/components/admin/comments/CommentsTable';

/**
 * Admin → İçerik → Yorumlar: the blog comments, pending first, filtered by
 * status; approve, mark as spam, delete (after a confirmation), reply (shown
 * under the comment on the site; e-mailed to a visitor who asked for it).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await adminSession({ request, context });
  const url = new URL(request.url);
  const raw = url.searchParams.get('status');
  const status: CommentStatus | 'all' = isCommentStatus(raw) ? raw : 'all';
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const settings = await settingsFor(context);
  try {
    const [list, counts] = await Promise.all([listCommentsAdmin({ status, page }), commentCounts()]);
    return {
      loadError: false,
      enabled: settings.comments_enabled,
      company: settings.site_title,
      status,
      page,
      total: list.total,
      counts,
      items: list.items.map((c) => ({
        id: c.id,
        name: c.name,
        email: c.email,
        notifyReply: c.notifyReply,
        body: c.body,
        language: c.language,
        status: c.status,
        reply: c.reply,
        postTitle: c.postTitle,
        postPath: blogPostPath(c.postSlug, 'tr'),
        date: formatDateTime(c.createdAt, 'tr'),
        iso: c.createdAt.toISOString(),
      })),
    };
  } catch (err) {
    logger().error({ err }, 'blog comments could not be loaded');
    return {
      loadError: true,
      enabled: settings.comments_enabled,
      company: settings.site_title,
      status,
      page,
      total: 0,
      counts: { pending: 0, approved: 0, spam: 0 },
      items: [],
    };
  }
}

export async function action(args: Route.ActionArgs): Promise<ActionResult> {
  const t = catalog.tr;
  const m = t.adminComments.toasts;
  const moderate =
    (intent: 'approve' | 'spam'): Intent<ActionResult> =>
    async ({ id, ok, fail }) => {
      if (!(await setCommentStatus(id, intent === 'approve' ? 'approved' : 'spam'))) return fail(m.error);
      return done(ok(intent === 'approve' ? m.approved : m.spam), { action: intent, entity: 'comment', entityId: id });
    };
  return runAdminAction<ActionResult>({
    ...args,
    error: m.error,
    failure: { log: 'blog comment action failed' },
    intents: {
      approve: moderate('approve'),
      spam: moderate('spam'),
      delete: async ({ id, ok, fail }) => {
        if (!(await deleteComment(id))) return fail(m.error);
        return done(ok(m.deleted), { action: 'delete', entity: 'comment', entityId: id });
      },
      reply: async ({ form, id, ok, fail }) => {
        const text = String(form.get('reply') ?? '');
        if (text.trim().length > COMMENT_REPLY_MAX) return fail(m.replyTooLong, { errors: { reply: m.replyTooLong } });
        const outcome = await replyToComment(id, text);
        if (outcome === 'not_found') return fail(m.error);
        if (outcome === 'spam') return fail(m.spamReply);
        const entry = {
          action: 'reply' as const,
          entity: 'comment' as const,
          entityId: id,
          summary: outcome === 'removed' ? t.adminAudit.details.replyRemoved : undefined,
        };
        // No sending server yet: the e-mail waits in the queue, and the toast says so.
        const notified = outcome === 'notified' ? ((await mailConfigured()) ? m.repliedNotified : m.repliedQueued) : undefined;
        return done(ok(outcome === 'removed' ? m.replyRemoved : (notified ?? m.replied)), entry);
      },
    },
  });
}

export default function Comments({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const m = t.adminComments;
  const canOpen = useCanOpen();
  const { loadError, enabled } = loaderData;

  return (
    <div>
      <ContentSubNav />
      <PageHeader title={m.title} description={m.description} />
      {!enabled ? (
        <p role="status" className="mb-6 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {m.disabled}{' '}
          {canOpen('/admin/ayarlar') ? (
            <Link to="/admin/ayarlar#comments_enabled" className="font-medium underline underline-offset-4">
              {m.openSettings}
            </Link>
          ) : null}
        </p>
      ) : null}
      {loadError ? <LoadErrorAlert text={m.toasts.loadError} toast /> : null}
      <CommentsTable {...loaderData} />
    </div>
  );
}
