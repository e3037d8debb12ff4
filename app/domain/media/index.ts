/**
 * The public face of domain/media/ for browser and server code: what other folders use from its client-safe
 * modules. Other folders import only this and index.server.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export { IMAGE_ACCEPT, looksLikeAcceptedImage, MAX_UPLOAD_BYTES, UPLOAD_URL, UPLOADS_PREFIX } from './constants';
