/**
 * The public face of site/seo/ for server code: index.ts and what other folders use from its server
 * modules. Other folders import only this and index.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export { buildSitemap } from './sitemap.server';
