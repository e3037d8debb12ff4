/** Blog categories (docs/product-spec.md §9); labels per language live in the catalogue (blog.categories). */
export const BLOG_CATEGORIES = [
  'technology',
  'ai',
  'web',
  'mobile',
  'innovation',
  'digital-transformation',
  'startup',
  'education',
  'news',
  'other',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const MAX_TAGS = 20;
export const MAX_SLUG_LENGTH = 80;
