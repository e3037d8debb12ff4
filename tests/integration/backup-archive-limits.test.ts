import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { parseConfig, setConfig } from '~/server/config.server';
import { BackupError } from '~/site/backup/errors';
import {
  ARCHIVE_FORMAT,
  MANIFEST_ENTRY,
  MAX_ARCHIVE_IMAGE_BYTES,
  MIN_UNPACK_LIMIT,
  restoreMedia,
  ROWS_ENTRY,
  unpackBackup,
  unpackLimit,
} from '~/site/backup/archive.server';
import { backupErrorText } from '~/site/backup/upload.server';
import { tarHeader, tarPadding, TAR_END } from '~/site/backup/tar.server';
import { LocalStorage, type Storage } from '~/domain/media/storage.server';
import { MAX_UPLOAD_BYTES } from '~/domain/media/constants';
import { catalog } from '~/i18n/catalog';

/**
 * Archives that expand without bound (a small gzip'd tar of zero-filled "images"): refused while
 * they stream, before the entry that crosses a limit is written, so the staging folder never holds
 * more than the limit. Images are put back into the store streamed from their staged files.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'archive-limits-'));
setConfig(parseConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: undefined }));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const MB = 1024 * 1024;
const ZEROS = Buffer.alloc(MB);
const key = (n: number) => `project-images/1700000000${String(n).padStart(3, '0')}-abcdef12-800.webp`;

interface Entry {
  name: string;
  /** The bytes, or a count of zero bytes (streamed, never held whole). */
  data: Buffer | number;
}

function* bytesOf(e: Entry): Generator<Buffer> {
  if (Buffer.isBuffer(e.data)) {
    yield e.data;
    return;
  }
  for (let left = e.data; left > 0; left -= MB) yield left >= MB ? ZEROS : ZEROS.subarray(0, left);
}

const sizeOf = (e: Entry) => (Buffer.isBuffer(e.data) ? e.data.length : e.data);

/** A gzip'd tar of the entries and a manifest that lists them truly (so only the limits refuse it). */
async function craft(file: string, entries: Entry[], junkAfterEnd = 0): Promise<number> {
  const listed = entries.map((e) => {
    const hash = createHash('sha256');
    for (const b of bytesOf(e)) hash.update(b);
    return { path: e.name, size: sizeOf(e), sha256: hash.digest('hex') };
  });
  const manifest = Buffer.from(
    JSON.stringify({
      format: ARCHIVE_FORMAT,
      version: 1,
      created_at: new Date().toISOString(),
      engine: 'sqlite',
      rows: ROWS_ENTRY,
      media: entries.length - 1,
      entries: listed,
    }),
  );
  const all = [...entries, { name: MANIFEST_ENTRY, data: manifest }];
  async function* tar() {
    for (const e of all) {
      yield tarHeader(e.name, sizeOf(e));
      yield* bytesOf(e);
      yield tarPadding(sizeOf(e));
    }
    yield TAR_END;
    yield* bytesOf({ name: '', data: junkAfterEnd });
  }
  await pipeline(Readable.from(tar()), createGzip({ level: 9 }), fs.createWriteStream(file));
  return fs.statSync(file).size;
}

const rows: Entry = { name: ROWS_ENTRY, data: Buffer.from('{"format":"site-backup","version":1}') };

/** Stages `file`, recording the bytes in the staging folder after each file written; returns the refusal. */
async function stageRefused(file: string, limit?: number) {
  let staged = 0;
  let most = 0;
  const names: string[] = [];
  const err = await unpackBackup(file, {
    limit,
    onStaged: (name, bytes) => {
      names.push(name);
      staged += bytes;
      most = Math.max(most, staged);
    },
  }).then(
    async (s) => {
      await s.cleanup();
      return undefined;
    },
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(BackupError);
  // Nothing is left behind in the server's temporary folder.
  expect(fs.readdirSync(path.join(dataDir, 'tmp'))).toEqual([]);
  return { err: err as BackupError, most, names };
}

describe('archive limits', () => {
  it('refuses four zero-filled 256 MB images in a small archive at the first one, before writing it', async () => {
    const file = path.join(dataDir, 'bomb.tar.gz');
    const entries = [rows, ...[1, 2, 3, 4].map((n) => ({ name: `media/${key(n)}`, data: 256 * MB }))];
    const size = await craft(file, entries);
    expect(size).toBeLessThan(2 * MB);
    const { err, most, names } = await stageRefused(file);
    expect(err.backupCode).toBe('image_too_large');
    expect(names).toEqual([ROWS_ENTRY]);
    expect(most).toBeLessThan(1024);
    expect(backupErrorText(err)).toBe(catalog.tr.adminSettings.toasts.restoreImageTooLarge.replace('{mb}', String(MAX_UPLOAD_BYTES / MB)));
  });

  it('takes an image of exactly the upload limit, refuses one byte more', async () => {
    expect(MAX_ARCHIVE_IMAGE_BYTES).toBe(MAX_UPLOAD_BYTES);
    const file = path.join(dataDir, 'edge.tar.gz');
    await craft(file, [rows, { name: `media/${key(1)}`, data: MAX_UPLOAD_BYTES }]);
    const ok = await unpackBackup(file);
    expect(ok.media.map((m) => m.size)).toEqual([MAX_UPLOAD_BYTES]);
    await ok.cleanup();
    await craft(file, [rows, { name: `media/${key(1)}`, data: MAX_UPLOAD_BYTES + 1 }]);
    expect((await stageRefused(file)).err.backupCode).toBe('image_too_large');
  });

  it('refuses an archive that unpacks to more than its limit, never staging more than the limit', async () => {
    const file = path.join(dataDir, 'many.tar.gz');
    // Twenty images, each within the image limit, 80 MB together: the small archive's limit is the floor.
    const entries = [rows, ...Array.from({ length: 20 }, (_, n) => ({ name: `media/${key(n)}`, data: 4 * MB }))];
    const size = await craft(file, entries);
    const limit = unpackLimit(size);
    expect(limit).toBe(MIN_UNPACK_LIMIT);
    const { err, most, names } = await stageRefused(file);
    expect(err.backupCode).toBe('archive_too_large');
    expect(most).toBeLessThanOrEqual(limit);
    // Refused on the header of the entry that would cross the limit: the ones before it were written whole.
    expect(names.length).toBeGreaterThan(1);
    expect(names.length).toBeLessThan(entries.length);
    expect(backupErrorText(err)).toBe(catalog.tr.adminSettings.toasts.restoreArchiveTooLarge);

    // A lower limit (as given to the staging) holds the same way.
    const low = await stageRefused(file, 10 * MB);
    expect(low.err.backupCode).toBe('archive_too_large');
    expect(low.most).toBeLessThanOrEqual(10 * MB);
  });

  it('refuses zeros after the end of the tar instead of unpacking them without end', async () => {
    const file = path.join(dataDir, 'junk.tar.gz');
    await craft(file, [rows, { name: `media/${key(1)}`, data: Buffer.from('RIFF....WEBP') }], 200 * MB);
    const { err } = await stageRefused(file);
    expect(err.backupCode).toBe('archive_too_large');
  });

  it('puts the images back streamed from their staged files, never as a whole buffer', async () => {
    const file = path.join(dataDir, 'fine.tar.gz');
    const image = Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ' + 'x'.repeat(3000));
    await craft(file, [rows, { name: `media/${key(1)}`, data: image }, { name: `media/${key(2)}`, data: 2 * MB }]);
    const staged = await unpackBackup(file);
    try {
      const local = new LocalStorage(path.join(dataDir, 'uploads'));
      const streamed: string[] = [];
      const store: Storage = {
        kind: 'local',
        put: async () => {
          throw new Error('an image was read whole');
        },
        putFile: async (k, from, type) => {
          streamed.push(`${k} ${type}`);
          await local.putFile(k, from);
        },
        get: (k) => local.get(k),
        delete: (k) => local.delete(k),
        publicUrl: (k) => local.publicUrl(k),
        list: (p) => local.list(p),
      };
      expect(await restoreMedia(staged, store)).toBe(2);
      expect(streamed.sort()).toEqual([`${key(1)} image/webp`, `${key(2)} image/webp`]);
      expect(fs.readFileSync(local.localPath(key(1))).equals(image)).toBe(true);
      expect(fs.statSync(local.localPath(key(2))).size).toBe(2 * MB);
      expect((fs.statSync(local.localPath(key(2))).mode & 0o777).toString(8)).toBe('644');
    } finally {
      await staged.cleanup();
    }
  });
});
