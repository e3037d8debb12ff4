/**
 * The public face of domain/pages/ for browser and server code: what other folders use from its client-safe
 * modules. Other folders import only this and index.server.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export { type SitePageNav } from './nav';
export {
  META_DESCRIPTION_HINT,
  PAGE_LANGUAGES,
  PAGE_STATUSES,
  pageInputSchema,
  type PageStatus,
  SLUG_PATTERN,
  slugify,
  TRANSLATION_FIELDS,
} from './schema';
