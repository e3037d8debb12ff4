// Relative: routes.ts reads this file where the ~ alias is unknown.
import { isOneOf } from '../../lib/vocabulary';
/**
 * Blog comments' rules the browser needs too (no zod here: a page does not load
 * it to render the form; the schema is in ./schema.ts).
 */
export const COMMENT_STATUSES = ['pending', 'approved', 'spam'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

export const isCommentStatus = isOneOf(COMMENT_STATUSES);

export const COMMENT_MIN = 2;
export const COMMENT_MAX = 2000;
export const COMMENT_NAME_MAX = 100;
export const COMMENT_REPLY_MAX = 2000;

/** The comment form's fields in page order: the first failing one is the answer's message. */
export const COMMENT_FIELDS = ['name', 'email', 'notify', 'comment'] as const;
export type CommentField = (typeof COMMENT_FIELDS)[number];

/** The admin list's page size. */
export const COMMENTS_PAGE_SIZE = 20;

/** The admin screen (a sub-page of İçerik, beside the posts). */
export const ADMIN_COMMENTS_PATH = '/admin/icerik/yorumlar';

/** The page a reply notification's "stop" link opens (GET confirms, POST stops). */
export const COMMENT_STOP_PATHS = { tr: '/yorum-bildirimi', en: '/en-comment-notifications' } as const;
