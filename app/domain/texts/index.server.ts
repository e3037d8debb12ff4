/**
 * The public face of domain/texts/ for server code: index.ts and what other folders use from its server
 * modules. Other folders import only this and index.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export * from './index';
export { readTextChange } from './form.server';
export {
  createTextPreview,
  defaultText,
  getSiteCatalog,
  getTextOverrides,
  isStale,
  isValidStoredText,
  previewBanner,
  previewOverrides,
  resetTexts,
  revertTextChange,
  saveTexts,
  type TextChange,
  textEntry,
  textEntryDefs,
  textHistory,
  textRowMap,
  TextValidationError,
} from './texts.server';
