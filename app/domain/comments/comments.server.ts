import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Lang } from '~/i18n/lang';
import { blogPostPath } from '~/i18n/routes';
import { notifyContentChanged } from '~/server/cache/invalidation.server';
import { db } from '~/server/db/index.server';
import { countByStatus, countRows } from '~/server/db/counts.server';
import { createdAtIso, nowIso, toBool, toDate, toDateOrNull } from '~/server/db/values';
import { mailLink } from '~/server/http/origin.server';
import { enqueueMail, wakeMailWorker } from '~/server/mail/queue.server';
import { takeVisitorMailTurn } from '../forms/index.server';
import { getSettings, type CommentModeration } from '../settings/index.server';
import {
  ADMIN_COMMENTS_PATH,
  COMMENT_STATUSES,
  COMMENT_STOP_PATHS,
  COMMENTS_PAGE_SIZE,
  isCommentStatus,
  type CommentStatus,
} from './constants';
import { confirmNotification, newCommentNotification, replyNotification } from './notifications.server';
import type { CommentInput } from './schema';
import { commenterKey, signConfirmToken, signStopToken, verifyConfirmToken, verifyStopToken } from './tokens.server';

/**
 * Blog comments (table blog_comments, 008). A visitor's comment waits for
 * approval, or, in the `trusted` moderation mode, is approved at once when an
 * earlier comment from the same browser (its commenter token's key, ADR 023)
 * was approved; the e-mail address typed proves nothing and counts for nothing. Only
 * approved comments of a live post are shown, and only while the
 * `comments_enabled` setting is on. Every change visitors can see drops the
 * page caches (notifyContentChanged), on every instance.
 */

export interface PublicComment {
  id: string;
  name: string;
  body: string;
  createdAt: Date;
  reply: string | null;
  repliedAt: Date | null;
}

export interface AdminComment extends PublicComment {
  postId: string;
  postTitle: string;
  postSlug: string;
  email: string | null;
  notifyReply: boolean;
  language: Lang;
  status: CommentStatus;
}

const lang = (v: string): Lang => (v === 'en' ? 'en' : 'tr');

/**
 * Stores a visitor's comment on a post and queues the staff notification in the
 * same transaction. Returns the comment's id and whether it was approved at once.
 */
export async function createComment(
  input: CommentInput,
  opts: {
    postId: string;
    postTitle: string;
    /** The title in the comment's language (the visitor's e-mail). */
    postTitleInLanguage?: string;
    language: Lang;
    moderation: CommentModeration;
    notifyTo: string;
    /** The sender's commenter token (their cookie, or a new one the answer sets). */
    commenter: string;
  },
): Promise<{ id: string; status: CommentStatus; confirmationSent: boolean }> {
  const id = randomUUID();
  // No confirmation without a link to the site's known address: the address is then not kept either.
  const confirmUrl =
    input.notify && input.email ? mailLink(`${COMMENT_STOP_PATHS[opts.language]}?token=${await signConfirmToken(id)}`) : undefined;
  const wantsReply = !!confirmUrl && !!input.email;
  const createdAt = createdAtIso();
  const key = await commenterKey(opts.commenter);
  const result = await db()
    .transaction()
    .execute(async (trx) => {
      let status: CommentStatus = 'pending';
      if (opts.moderation === 'trusted') {
        const known = await trx
          .selectFrom('blog_comments')
          .select('id')
          .where('author_key', '=', key)
          .where('status', '=', 'approved')
          .limit(1)
          .executeTakeFirst();
        if (known) status = 'approved';
      }
      await trx
        .insertInto('blog_comments')
        .values({
          id,
          post_id: opts.postId,
          name: input.name,
          // The address only while a reply notification is wanted (data minimisation); the
          // notification only once the address's owner confirmed it (the link mailed below).
          email: wantsReply ? input.email : null,
          notify_reply: false,
          author_key: key,
          body: input.comment,
          language: opts.language,
          status,
          reply: null,
          replied_at: null,
          created_at: createdAt,
        })
        .execute();
      await enqueueMail(
        newCommentNotification(opts.notifyTo, {
          name: input.name,
          postTitle: opts.postTitle,
          body: input.comment,
          language: opts.language,
          approved: status === 'approved',
          createdAt: new Date(createdAt),
          // Without a known address the path alone: no untrusted host in a message (ADR 021).
          manageUrl: mailLink(ADMIN_COMMENTS_PATH) ?? ADMIN_COMMENTS_PATH,
        }),
        trx,
      );
      // One confirmation a day per mailbox (visitor-mail.server.ts): typing someone's address
      // into many comments does not fill their mailbox.
      let confirmationSent = false;
      if (wantsReply && (await takeVisitorMailTurn(trx, 'comment-confirm', input.email!))) {
        await enqueueMail(
          confirmNotification(input.email!, {
            postTitle: opts.postTitleInLanguage ?? opts.postTitle,
            language: opts.language,
            confirmUrl: confirmUrl!,
          }),
          trx,
        );
        confirmationSent = true;
      }
      return { status, confirmationSent };
    });
  wakeMailWorker();
  if (result.status === 'approved') await notifyContentChanged('comments');
  return { id, ...result };
}

/** The approved comments of a post, oldest first (a conversation reads top down). */
export async function listApprovedComments(postId: string): Promise<PublicComment[]> {
  const rows = await db()
    .selectFrom('blog_comments')
    .select(['id', 'name', 'body', 'created_at', 'reply', 'replied_at'])
    .where('post_id', '=', postId)
    .where('status', '=', 'approved')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    body: r.body,
    createdAt: toDate(r.created_at),
    reply: r.reply,
    repliedAt: toDateOrNull(r.replied_at),
  }));
}

/** What a post page shows: its approved comments, or null while comments are off (no list, no form). */
export async function commentsForPost(postId: string): Promise<{ comments: PublicComment[]; company: string } | null> {
  const settings = await getSettings();
  if (!settings.comments_enabled) return null;
  return { comments: await listApprovedComments(postId), company: settings.site_title };
}

/** The admin list: pending first, then newest first; optionally one status. */
export async function listCommentsAdmin(opts: { status?: CommentStatus | 'all'; page?: number; pageSize?: number } = {}) {
  const pageSize = opts.pageSize ?? COMMENTS_PAGE_SIZE;
  const page = Math.max(1, opts.page ?? 1);
  const status = opts.status && opts.status !== 'all' ? opts.status : undefined;
  let list = db()
    .selectFrom('blog_comments')
    .innerJoin('blog_posts', 'blog_posts.id', 'blog_comments.post_id')
    .select([
      'blog_comments.id',
      'blog_comments.post_id',
      'blog_comments.name',
      'blog_comments.email',
      'blog_comments.notify_reply',
      'blog_comments.body',
      'blog_comments.language',
      'blog_comments.status',
      'blog_comments.reply',
      'blog_comments.replied_at',
      'blog_comments.created_at',
      'blog_posts.title_tr',
      'blog_posts.slug',
    ]);
  let count = db()
    .selectFrom('blog_comments')
    .select((eb) => eb.fn.countAll<number>().as('n'));
  if (status) {
    list = list.where('blog_comments.status', '=', status);
    count = count.where('status', '=', status);
  }
  const [rows, n] = await Promise.all([
    list
      .orderBy(sql`case when blog_comments.status = 'pending' then 0 else 1 end`)
      .orderBy('blog_comments.created_at', 'desc')
      .orderBy('blog_comments.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  const items: AdminComment[] = rows.map((r) => ({
    id: r.id,
    postId: r.post_id,
    postTitle: r.title_tr,
    postSlug: r.slug,
    name: r.name,
    email: r.email,
    notifyReply: toBool(r.notify_reply),
    body: r.body,
    language: lang(r.language),
    status: isCommentStatus(r.status) ? r.status : 'pending',
    reply: r.reply,
    repliedAt: toDateOrNull(r.replied_at),
    createdAt: toDate(r.created_at),
  }));
  return { items, total: Number(n.n) };
}

/** Comments per status. */
export function commentCounts(): Promise<Record<CommentStatus, number>> {
  return countByStatus('blog_comments', COMMENT_STATUSES);
}

/** Comments waiting for approval (the dashboard and the İçerik tab's badge). */
export function pendingCommentCount(): Promise<number> {
  return countRows('blog_comments', (eb) => eb('status', '=', 'pending'));
}

/** Approves a comment or marks it as spam (rejected: never shown). */
export async function setCommentStatus(id: string, status: 'approved' | 'spam'): Promise<boolean> {
  const r = await db().updateTable('blog_comments').set({ status }).where('id', '=', id).executeTakeFirst();
  const ok = Number(r.numUpdatedRows) > 0;
  if (ok) await notifyContentChanged('comments');
  return ok;
}

export async function deleteComment(id: string): Promise<boolean> {
  const r = await db().deleteFrom('blog_comments').where('id', '=', id).executeTakeFirst();
  const ok = Number(r.numDeletedRows) > 0;
  if (ok) await notifyContentChanged('comments');
  return ok;
}

export type ReplyOutcome = 'replied' | 'notified' | 'removed' | 'not_found' | 'spam';

/**
 * Saves (or, with an empty text, removes) the staff reply shown under a comment.
 * Replying approves a pending comment; a spam comment is not replied to. The
 * first reply to a comment whose author asked for it is e-mailed to them (in the
 * comment's language, with the link that stops it), queued in the same transaction.
 */
export async function replyToComment(id: string, text: string): Promise<ReplyOutcome> {
  const reply = text.trim();
  const settings = await getSettings();
  const outcome = await db()
    .transaction()
    .execute(async (trx): Promise<ReplyOutcome> => {
      const c = await trx
        .selectFrom('blog_comments')
        .innerJoin('blog_posts', 'blog_posts.id', 'blog_comments.post_id')
        .select([
          'blog_comments.id',
          'blog_comments.name',
          'blog_comments.email',
          'blog_comments.notify_reply',
          'blog_comments.body',
          'blog_comments.language',
          'blog_comments.status',
          'blog_comments.replied_at',
          'blog_posts.title_tr',
          'blog_posts.title_en',
          'blog_posts.slug',
          'blog_posts.slug_en',
        ])
        .where('blog_comments.id', '=', id)
        .executeTakeFirst();
      if (!c) return 'not_found';
      if (!reply) {
        await trx.updateTable('blog_comments').set({ reply: null, replied_at: null }).where('id', '=', id).execute();
        return 'removed';
      }
      if (c.status === 'spam') return 'spam';
      await trx.updateTable('blog_comments').set({ reply, replied_at: nowIso(), status: 'approved' }).where('id', '=', id).execute();
      if (c.replied_at !== null || !toBool(c.notify_reply) || !c.email) return 'replied';
      const language = lang(c.language);
      const slug = language === 'en' ? c.slug_en || c.slug : c.slug;
      const token = await signStopToken(c.id);
      const postUrl = mailLink(`${blogPostPath(slug, language)}#comment-${c.id}`);
      const stopUrl = mailLink(`${COMMENT_STOP_PATHS[language]}?token=${encodeURIComponent(token)}`);
      // No mail without its stop link (the site's address is no longer known: PUBLIC_URL removed).
      if (!postUrl || !stopUrl) return 'replied';
      await enqueueMail(
        replyNotification(c.email, {
          name: c.name,
          postTitle: language === 'en' ? c.title_en : c.title_tr,
          body: c.body,
          reply,
          language,
          company: settings.site_title,
          postUrl,
          stopUrl,
        }),
        trx,
      );
      return 'notified';
    });
  if (outcome === 'notified') wakeMailWorker();
  if (outcome !== 'not_found' && outcome !== 'spam') await notifyContentChanged('comments');
  return outcome;
}

/** What a stop link points at: a comment that still has an address, one that has none any more, or nothing. */
export async function inspectStopToken(token: string | null | undefined): Promise<'active' | 'stopped' | 'invalid'> {
  const id = await verifyStopToken(token);
  if (!id) return 'invalid';
  const row = await db().selectFrom('blog_comments').select(['email']).where('id', '=', id).executeTakeFirst();
  if (!row) return 'invalid';
  return row.email ? 'active' : 'stopped';
}

/** The stop link's POST: no more reply e-mails for that comment, and its address deleted. */
export async function stopReplyNotifications(token: string | null | undefined): Promise<boolean> {
  const id = await verifyStopToken(token);
  if (!id) return false;
  const r = await db().updateTable('blog_comments').set({ email: null, notify_reply: false }).where('id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/**
 * What a confirm link points at: a comment whose address waits for confirmation, one already
 * confirmed, or nothing (forged, deleted, or its address stopped since).
 */
export async function inspectConfirmToken(token: string | null | undefined): Promise<'waiting' | 'confirmed' | 'invalid'> {
  const id = await verifyConfirmToken(token);
  if (!id) return 'invalid';
  const row = await db().selectFrom('blog_comments').select(['email', 'notify_reply']).where('id', '=', id).executeTakeFirst();
  if (!row?.email) return 'invalid';
  return toBool(row.notify_reply) ? 'confirmed' : 'waiting';
}

/** The confirm link's POST: reply notifications for that comment go to its (now proven) address. */
export async function confirmReplyNotifications(token: string | null | undefined): Promise<boolean> {
  const id = await verifyConfirmToken(token);
  if (!id) return false;
  const r = await db()
    .updateTable('blog_comments')
    .set({ notify_reply: true })
    .where('id', '=', id)
    .where('email', 'is not', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
