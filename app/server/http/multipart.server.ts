import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';

/** What became of a multipart body's file part. */
export type MultipartFile<T> = { kind: 'file'; value: T } | { kind: 'too_large' } | { kind: 'no_file' } | { kind: 'bad_request' };

/**
 * THE reader of an uploaded file (the image upload and the backup restore): the one file
 * part of a multipart/form-data body (the `field` named, or the first), streamed to `take`,
 * which consumes it (buffers it, writes it to disk) and resolves to what the caller keeps.
 * - Past `max` bytes busboy stops passing the file on: `take` sees at most `max` bytes and
 *   the answer is `too_large` (the rest of the body is discarded as it arrives).
 * - Past `cutOff` bytes of the whole body (when given) the body is no longer drained but cut off.
 * - A body that is not multipart, is malformed, fails or is cut off (the client went away)
 *   ends at once as `bad_request`, unless the file was complete; `onBroken` lets the caller
 *   stop what `take` writes. No file part at all: `no_file`.
 * The file's name and declared type are ignored (callers name files and sniff bytes).
 */
export function readMultipartFile<T>(
  request: Request,
  o: { field?: string; max: number; cutOff?: number; take: (file: Readable) => Promise<T>; onBroken?: () => void },
): Promise<MultipartFile<T>> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!request.body || !/^multipart\/form-data/i.test(contentType)) return Promise.resolve({ kind: 'bad_request' });
  return new Promise((resolve) => {
    let settled = false;
    let outcome: MultipartFile<T> | undefined;
    let taking: Promise<void> | undefined;
    const finish = (fallback: MultipartFile<T>) => {
      if (settled) return;
      settled = true;
      resolve(outcome ?? fallback);
    };
    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: { 'content-type': contentType },
        limits: { files: 1, fileSize: o.max, fields: 10, parts: 12, fieldSize: 1024 },
      });
    } catch {
      finish({ kind: 'bad_request' });
      return;
    }
    const source = Readable.fromWeb(request.body as NodeReadableStream);
    const broken = (answer: MultipartFile<T>) => {
      o.onBroken?.();
      bb.destroy();
      finish(answer);
    };
    if (o.cutOff !== undefined) {
      const cutOff = o.cutOff;
      let total = 0;
      source.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (total > cutOff) {
          source.destroy();
          broken({ kind: 'too_large' });
        }
      });
    }
    source.on('error', () => broken({ kind: 'bad_request' }));
    request.signal.addEventListener('abort', () => broken({ kind: 'bad_request' }), { once: true });
    bb.on('file', (name, file) => {
      if ((o.field !== undefined && name !== o.field) || taking) {
        file.resume();
        return;
      }
      let tooLarge = false;
      file.on('limit', () => (tooLarge = true));
      taking = o.take(file).then(
        (value) => {
          outcome ??= tooLarge ? { kind: 'too_large' } : { kind: 'file', value };
        },
        () => {
          outcome ??= tooLarge ? { kind: 'too_large' } : { kind: 'bad_request' };
        },
      );
    });
    bb.on('error', () => broken({ kind: 'bad_request' }));
    // Busboy is done with the body: wait for the file to be taken; its outcome wins.
    bb.on('close', () => {
      void (taking ?? Promise.resolve()).then(() => finish({ kind: 'no_file' }));
    });
    source.pipe(bb);
  });
}
