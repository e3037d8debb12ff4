/**
 * The public face of domain/comments/ for server code: index.ts and what other folders use from its server
 * modules. Other folders import only this and index.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export * from './index';
export { commentAction } from './action.server';
export {
  commentCounts,
  commentsForPost,
  confirmReplyNotifications,
  deleteComment,
  inspectConfirmToken,
  inspectStopToken,
  listCommentsAdmin,
  pendingCommentCount,
  replyToComment,
  setCommentStatus,
  stopReplyNotifications,
} from './comments.server';
export { commentStats } from './stats.server';
