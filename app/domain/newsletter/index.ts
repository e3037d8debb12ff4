/**
 * The public face of domain/newsletter/ for browser and server code: what other folders use from its client-safe
 * modules. Other folders import only this and index.server.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export { parseSubscriberFilter, type SubscriberFilter, SUBSCRIBERS_PAGE_SIZE } from './admin-constants';
export { UNSUBSCRIBE_PATHS } from './paths';
export { newsletterSchema, sanitiseSourcePage } from './schema';
