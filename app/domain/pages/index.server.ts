/**
 * The public face of domain/pages/ for server code: index.ts and what other folders use from its server
 * modules. Other folders import only this and index.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export * from './index';
export {
  createPage,
  deletePage,
  DuplicateSlugError,
  findPublishedPage,
  getPage,
  getSitePageNav,
  listPages,
  listPublishedPageSlugs,
  setPageStatus,
  type StaticPage,
  updatePage,
} from './pages.server';
