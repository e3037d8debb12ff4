import { pendingCommentCount } from './comments.server';

/** The dashboard's figure of the blog comments: how many wait for approval. */
export const commentStats = {
  pending: () => pendingCommentCount(),
};
