import { catalog } from '~/i18n/catalog';
import { logger } from '~/server/logger.server';
import { readMultipartFile } from '~/server/http/multipart.server';
import { auditor } from '~/domain/audit/index.server';
import type { AdminSession } from '~/domain/auth/index.server';
import { MAX_UPLOAD_BYTES } from './constants';
import { InvalidImageError } from './image-encode.server';
import { saveImage, type UploadedImage } from './images.server';

/** Past this many bytes an over-long body is no longer drained but cut off. */
const DRAIN_LIMIT_BYTES = 4 * MAX_UPLOAD_BYTES;

export type UploadErrorCode = 'too_large' | 'invalid_type' | 'no_file' | 'failed';

export type UploadResult =
  | ({ ok: true; toast: { title: string; description: string } } & UploadedImage)
  | { ok: false; code: UploadErrorCode; toast: { title: string; description: string; variant: 'error' } };

type ReadOutcome = { kind: 'file'; data: Buffer } | { kind: 'too_large' } | { kind: 'no_file' } | { kind: 'bad_request' };

/**
 * Reads the single file of a multipart/form-data body, at most `max` bytes
 * (server/http/multipart.server.ts). Past the limit nothing more is buffered: the rest of
 * the body is discarded as it arrives, and cut off entirely past DRAIN_LIMIT_BYTES.
 */
export async function readSingleFile(request: Request, max = MAX_UPLOAD_BYTES): Promise<ReadOutcome> {
  const out = await readMultipartFile(request, {
    max,
    cutOff: DRAIN_LIMIT_BYTES,
    take: (file) =>
      new Promise<Buffer>((resolve, reject) => {
        const chunks: Buffer[] = [];
        let tooLarge = false;
        file.on('limit', () => {
          tooLarge = true;
          chunks.length = 0;
        });
        file.on('data', (c: Buffer) => {
          if (!tooLarge) chunks.push(c);
        });
        file.on('end', () => resolve(Buffer.concat(chunks)));
        file.on('error', reject);
      }),
  });
  return out.kind === 'file' ? { kind: 'file', data: out.value } : out;
}

function failure(code: UploadErrorCode): UploadResult {
  const m = catalog.tr.media;
  const toast =
    code === 'too_large'
      ? { title: m.tooLargeTitle, description: m.tooLargeMessage }
      : code === 'invalid_type' || code === 'no_file'
        ? { title: m.invalidTypeTitle, description: m.invalidTypeMessage }
        : { title: m.failedTitle, description: m.failedMessage };
  return { ok: false, code, toast: { ...toast, variant: 'error' } };
}

/** The upload endpoint's work, after the admin check: a JSON response; a saved image is in the audit log. */
export async function handleImageUpload(request: Request, session: Pick<AdminSession, 'id'>): Promise<Response> {
  const json = (body: UploadResult, status = 200, close = false) =>
    Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...(close ? { Connection: 'close' } : {}) } });
  // A declared length far past the limit is refused without reading; anything
  // smaller is read up to the limit and the rest discarded, so that the client,
  // still sending, receives the answer.
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > DRAIN_LIMIT_BYTES) return json(failure('too_large'), 413, true);
  const outcome = await readSingleFile(request);
  if (outcome.kind === 'too_large') return json(failure('too_large'), 413);
  if (outcome.kind === 'no_file' || outcome.kind === 'bad_request') return json(failure('no_file'), 400);
  try {
    const image = await saveImage(outcome.data);
    await auditor(session)({ action: 'upload', entity: 'media', entityId: image.id });
    const m = catalog.tr.media;
    return json({ ok: true, toast: { title: m.successTitle, description: m.successMessage }, ...image });
  } catch (err) {
    if (err instanceof InvalidImageError) return json(failure('invalid_type'), 415);
    logger().error({ err }, 'image upload failed');
    return json(failure('failed'), 500);
  }
}
