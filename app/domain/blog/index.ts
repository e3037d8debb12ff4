/**
 * The public face of domain/blog/ for browser and server code: what other folders use from its client-safe
 * modules. Other folders import only this and index.server.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export { BLOG_CATEGORIES } from './constants';
export { type BlogListRow } from './list-row';
export { type BlogFormValues, blogPostSchema, emptyBlogForm } from './schema';
export { firstFreeSlug, isSlug, slugify } from './slug';
