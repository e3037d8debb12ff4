/**
 * The public face of domain/texts/ for browser and server code: what other folders use from its client-safe
 * modules. Other folders import only this and index.server.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export { isTextPageId, previewPath, TEXT_PAGES, TEXT_PREVIEW_PARAM, type TextPageId } from './entries';
export { isAccessibilityText, partLabel, shownOnPages, textPlace } from './labels';
export { checkTextValue, placeholdersOf } from './schema';
