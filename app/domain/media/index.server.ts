/**
 * The public face of domain/media/ for server code: index.ts and what other folders use from its server
 * modules. Other folders import only this and index.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export * from './index';
export { type BrandKind, SVG_REFUSED } from './brand-draw.server';
export { InvalidImageError } from './image-encode.server';
export { imageJob, type ImageWorkerOptions, setImageWorker, stopImageWorker } from './image-worker.server';
export { storeSeedImage } from './images.server';
export { drawRenditions, renditionObject, saveBrandPicture } from './renditions.server';
export { contentTypeOf, IMMUTABLE_CACHE, KEY_RE, RENDITION_KEY_RE, storage, type Storage, UPLOAD_KEY_RE } from './storage.server';
export { handleImageUpload, readSingleFile } from './upload.server';
