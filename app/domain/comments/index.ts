/**
 * The public face of domain/comments/ for browser and server code: what other folders use from its client-safe
 * modules. Other folders import only this and index.server.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export {
  ADMIN_COMMENTS_PATH,
  COMMENT_FIELDS,
  COMMENT_MAX,
  COMMENT_NAME_MAX,
  COMMENT_REPLY_MAX,
  COMMENT_STATUSES,
  type CommentField,
  COMMENTS_PAGE_SIZE,
  type CommentStatus,
  isCommentStatus,
} from './constants';
export { commentSchema } from './schema';
