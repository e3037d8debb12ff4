/**
 * The public face of domain/blog/ for server code: index.ts and what other folders use from its server
 * modules. Other folders import only this and index.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export * from './index';
export { createPost, deletePost, getPost, listPostsAdmin, postToForm, setPostPublished, updatePost } from './admin.server';
export { blogFeedXml, FEED_SIZE } from './feed.server';
export {
  currentSlugFor,
  formatPostDate,
  getPublishedPost,
  hasLivePosts,
  listPublishedPosts,
  listPublishedPostSlugs,
  postExcerpt,
  postReadingMinutes,
} from './public.server';
export { startScheduledPublishing } from './schedule.server';
export { postSocialImage, startSocialCards, syncAllSocialCards } from './social-card.server';
export { postStats } from './stats.server';
