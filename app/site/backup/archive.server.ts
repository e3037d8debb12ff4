import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip, type Gzip } from 'node:zlib';
import { getDb } from '~/server/db/index.server';
import { MAX_UPLOAD_BYTES, contentTypeOf, storage, UPLOAD_KEY_RE, type Storage } from '~/domain/media/index.server';
import { auditor } from '~/domain/audit/index.server';
import type { AdminSession } from '~/domain/auth/index.server';
import { backupChunks, tempName, writeWhole } from './backup.server';
import { BackupError } from './errors';
import { ChunkReader, parseTarHeader, TAR_END, tarHeader, tarPadding, TarError, BLOCK } from './tar.server';

/**
 * A complete backup: one gzip-compressed tar archive (docs/decisions/019-backup-archives.md) holding
 *
 *   backup.json                 the database rows, in the JSON format of backup.server.ts
 *   media/project-images/…webp  every uploaded image file in the media store (all its sizes)
 *   manifest.json               format, version, created_at, engine, and each entry's size and sha256
 *
 * The manifest comes last so the archive is written in one pass, streamed: each
 * entry's checksum is known once it has been written. Social cards are not stored
 * (derived: drawn again after a restore, social-card.server.ts). Never in an
 * archive: DATA_DIR/secret.key, sessions, credentials, private `_` settings (the
 * rows come from backupChunks, which leaves those out).
 */

export const ARCHIVE_FORMAT = 'site-backup-archive';
export const ARCHIVE_VERSION = 1;
export const ROWS_ENTRY = 'backup.json';
export const MANIFEST_ENTRY = 'manifest.json';
const MEDIA_DIR = 'media/';
/** The folder of the store an archive holds (social cards are derived). */
const MEDIA_PREFIX = 'project-images/';
/** A manifest larger than this is not one we wrote (2,000 images make about 300 kB). */
const MAX_MANIFEST_BYTES = 32 * 1024 * 1024;
/** Everything an archive may unpack to, together, whatever its size. */
export const MAX_UNPACKED_BYTES = 16 * 1024 * 1024 * 1024;
/**
 * Unpacked bytes allowed per archive byte: images (WebP) do not shrink in gzip and the rows' JSON
 * shrinks about 12 times at the level we write (20 at gzip's best); zeros shrink a thousand times.
 */
const UNPACK_RATIO = 32;
/** What any archive may unpack to, however small it is (a small site's whole backup fits easily). */
export const MIN_UNPACK_LIMIT = 64 * 1024 * 1024;
/** One image file in an archive: never more than an upload may be (the stored sizes are smaller). */
export const MAX_ARCHIVE_IMAGE_BYTES = MAX_UPLOAD_BYTES;

/** What an archive of `archiveBytes` may unpack to: a small archive that unpacks to a disk-full is refused. */
export function unpackLimit(archiveBytes: number): number {
  return Math.min(MAX_UNPACKED_BYTES, Math.max(MIN_UNPACK_LIMIT, archiveBytes * UNPACK_RATIO));
}

export interface ManifestEntry {
  path: string;
  size: number;
  sha256: string;
}

export interface ArchiveManifest {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  created_at: string;
  engine: string;
  rows: typeof ROWS_ENTRY;
  /** How many images (media entries) the archive holds. */
  media: number;
  entries: ManifestEntry[];
}

/** `backup-YYYY-MM-DD.tar.gz` (the date in UTC, like the timestamp inside). */
export function archiveFilename(now = new Date()): string {
  return `backup-${now.toISOString().slice(0, 10)}.tar.gz`;
}

/** Counts and hashes what passes through. */
class Digest extends Transform {
  readonly hash = createHash('sha256');
  size = 0;
  override _transform(chunk: Buffer, _enc: BufferEncoding, cb: () => void) {
    this.hash.update(chunk);
    this.size += chunk.length;
    this.push(chunk);
    cb();
  }
}

/**
 * The rows (backupChunks) written to a temporary file: a tar header needs the size first.
 * The JSON text goes to the file and the hash as strings: converted to bytes inside Node's
 * C++ side and freed at once, so no buffer per chunk waits for the garbage collector.
 */
async function rowsToFile(now: Date): Promise<{ file: string; size: number; sha256: string }> {
  const file = tempName('rows') + '.json';
  const hash = createHash('sha256');
  let size = 0;
  const fh = await fsp.open(file, 'w', 0o600);
  try {
    for await (const text of backupChunks(now)) {
      hash.update(text, 'utf8');
      size += Buffer.byteLength(text, 'utf8');
      await fh.write(text, null, 'utf8');
    }
    await fh.close();
  } catch (err) {
    await fh.close().catch(() => {});
    await fsp.rm(file, { force: true });
    throw err;
  }
  return { file, size, sha256: hash.digest('hex') };
}

async function* webBytes(body: ReadableStream<Uint8Array>): AsyncGenerator<Buffer> {
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>)
    yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/** The size of the one read buffer an archive is written through. */
const READ_BYTES = 64 * 1024;

/** A file's `size` bytes through one reused buffer (no allocation per read): each piece is written before the next read. */
async function* fileBytes(file: string, size: number, buffer: Buffer): AsyncGenerator<Buffer> {
  const fh = await fsp.open(file, 'r');
  try {
    for (let at = 0; at < size;) {
      const { bytesRead } = await fh.read(buffer, 0, Math.min(buffer.length, size - at), at);
      // Shorter than its size: TarFeed.entry refuses it.
      if (!bytesRead) return;
      at += bytesRead;
      yield buffer.subarray(0, bytesRead);
    }
  } finally {
    await fh.close();
  }
}

/**
 * Hands the tar to the gzip stream one chunk at a time and waits until zlib has taken each
 * (the write's callback): so the caller may reuse its buffer at once, and a reader that is
 * slower than the disk (a download) holds the writing back instead of piling up memory.
 */
class TarFeed {
  /** Reused for every file read (fileBytes): allocated once per archive. */
  readonly buffer = Buffer.allocUnsafe(READ_BYTES);
  constructor(
    private readonly gzip: Gzip,
    readonly now: Date,
  ) {}

  write(chunk: Buffer): Promise<void> {
    if (!chunk.length) return Promise.resolve();
    return new Promise((resolve, reject) => this.gzip.write(chunk, (err) => (err ? reject(err) : resolve())));
  }

  /** One entry: its header, its `size` bytes (hashed; a body that changes while it is read is refused), its padding. */
  async entry(name: string, size: number, body: AsyncIterable<Buffer> | Iterable<Buffer>): Promise<ManifestEntry> {
    await this.write(tarHeader(name, size, this.now));
    const hash = createHash('sha256');
    let written = 0;
    for await (const chunk of body) {
      written += chunk.length;
      if (written > size) throw new Error(`${name} changed while it was read`);
      hash.update(chunk);
      await this.write(chunk);
    }
    if (written !== size) throw new Error(`${name} was cut short (${written} of ${size} bytes)`);
    await this.write(tarPadding(size));
    return { path: name, size, sha256: hash.digest('hex') };
  }
}

/** One image of the store, or undefined when it was removed since the listing (a deleted picture: not part of this backup). */
async function feedImage(feed: TarFeed, store: Storage, key: string): Promise<ManifestEntry | undefined> {
  const name = MEDIA_DIR + key;
  if (store.localPath) {
    const file = store.localPath(key);
    const st = await fsp.stat(file).catch(() => undefined);
    return st?.isFile() ? feed.entry(name, st.size, fileBytes(file, st.size, feed.buffer)) : undefined;
  }
  // A store without local files (S3): streamed from the object's body.
  const obj = await store.get(key);
  if (!obj) return undefined;
  const body = webBytes(obj.body);
  if (obj.size !== undefined) return feed.entry(name, obj.size, body);
  // A store that does not say the size first: this one image is read whole (they are small).
  const parts: Buffer[] = [];
  for await (const c of body) parts.push(c);
  const whole = Buffer.concat(parts);
  return feed.entry(name, whole.length, [whole]);
}

/** The uncompressed tar, written into `feed`: the rows, every image, the manifest last. */
async function writeTar(feed: TarFeed, store: Storage): Promise<ArchiveManifest> {
  const rows = await rowsToFile(feed.now);
  let entries: ManifestEntry[];
  try {
    const entry = await feed.entry(ROWS_ENTRY, rows.size, fileBytes(rows.file, rows.size, feed.buffer));
    if (entry.sha256 !== rows.sha256) throw new Error(`${ROWS_ENTRY} changed while it was read`);
    entries = [entry];
  } finally {
    await fsp.rm(rows.file, { force: true });
  }
  const keys = (await store.list(MEDIA_PREFIX)).filter((k) => UPLOAD_KEY_RE.test(k)).sort();
  for (const key of keys) {
    const entry = await feedImage(feed, store, key);
    if (entry) entries.push(entry);
  }
  const manifest: ArchiveManifest = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    created_at: feed.now.toISOString(),
    engine: getDb().kind,
    rows: ROWS_ENTRY,
    media: entries.length - 1,
    entries,
  };
  const text = Buffer.from(JSON.stringify(manifest, null, 1) + '\n');
  await feed.entry(MANIFEST_ENTRY, text.length, [text]);
  await feed.write(TAR_END);
  return manifest;
}

/**
 * The archive as a byte stream (gzip), produced as it is read: the rows and the
 * images are never held whole, and the writing waits for the reader (TarFeed).
 * Destroying the stream (a client that went away) stops the work and removes the
 * temporary rows file.
 */
export function archiveStream(opts: { now?: Date; store?: Storage; onManifest?: (m: ArchiveManifest) => void } = {}): Readable {
  // Level 1: the images are compressed already; the rows shrink nearly as well as at the default level, for a third of the CPU.
  const gzip = createGzip({ level: 1 });
  writeTar(new TarFeed(gzip, opts.now ?? new Date()), opts.store ?? storage()).then(
    (manifest) => {
      opts.onManifest?.(manifest);
      gzip.end();
    },
    (err: unknown) => gzip.destroy(err instanceof Error ? err : new Error(String(err))),
  );
  return gzip;
}

/**
 * The admin's backup download. Not a write, but every row of the site leaves it: the
 * audit log names who took it (before the first byte).
 */
export async function startBackupDownload(session: Pick<AdminSession, 'id'>, now: Date): Promise<Readable> {
  await auditor(session)({ action: 'backup', entity: 'backup' });
  return archiveStream({ now });
}

export interface WrittenArchive {
  file: string;
  size: number;
  manifest: ArchiveManifest;
}

/** Writes an archive to `file` (through a temporary name: a reader never sees half an archive). */
export async function writeArchiveFile(file: string, opts: { now?: Date; store?: Storage } = {}): Promise<WrittenArchive> {
  let manifest: ArchiveManifest | undefined;
  await writeWhole(file, archiveStream({ ...opts, onManifest: (m) => (manifest = m) }));
  const { size } = await fsp.stat(file);
  return { file, size, manifest: manifest! };
}

// ---------------------------------------------------------------------------
// Restore side: unpacking and checking

export interface StagedMedia {
  /** The storage key (project-images/…). */
  key: string;
  /** The checked file on disk. */
  file: string;
  size: number;
}

export interface StagedRestore {
  kind: 'archive' | 'json';
  /** The rows (backup.server.ts format): give it to the restore of rows. */
  rowsFile: string;
  media: StagedMedia[];
  manifest?: ArchiveManifest;
  /** The folder an archive was unpacked into (undefined for a plain JSON backup). */
  dir?: string;
  /** Removes what staging unpacked (never the uploaded file itself). */
  cleanup(): Promise<void>;
}

/** What the first bytes of a file say it is: a gzip archive, a JSON backup (after spaces / a BOM), or neither. */
export async function sniffBackupFile(file: string): Promise<'archive' | 'json' | 'unknown'> {
  const fd = await fsp.open(file, 'r');
  try {
    const head = Buffer.alloc(64);
    const { bytesRead } = await fd.read(head, 0, head.length, 0);
    const b = head.subarray(0, bytesRead);
    if (b.length >= 2 && b[0] === 0x1f && b[1] === 0x8b) return 'archive';
    const text = b
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimStart();
    return text.startsWith('{') ? 'json' : 'unknown';
  } finally {
    await fd.close();
  }
}

const refuse = (detail: string) => new BackupError('invalid_structure', `archive: ${detail}`);

/** An entry name the archive may hold, and where it is unpacked to (undefined: refused). */
function stagedPath(dir: string, name: string): string | undefined {
  if (name === ROWS_ENTRY) return path.join(dir, ROWS_ENTRY);
  if (name.startsWith(MEDIA_DIR) && UPLOAD_KEY_RE.test(name.slice(MEDIA_DIR.length))) return path.join(dir, name);
  return undefined;
}

function checkManifest(text: string): ArchiveManifest {
  let m: ArchiveManifest;
  try {
    m = JSON.parse(text) as ArchiveManifest;
  } catch {
    throw refuse(MANIFEST_ENTRY);
  }
  if (!m || typeof m !== 'object' || m.format !== ARCHIVE_FORMAT) throw new BackupError('not_backup');
  if (typeof m.version !== 'number') throw refuse(`${MANIFEST_ENTRY}.version`);
  if (m.version > ARCHIVE_VERSION) throw new BackupError('newer_version', String(m.version));
  if (!Array.isArray(m.entries)) throw refuse(`${MANIFEST_ENTRY}.entries`);
  for (const e of m.entries) {
    if (!e || typeof e.path !== 'string' || typeof e.size !== 'number' || typeof e.sha256 !== 'string') {
      throw refuse(`${MANIFEST_ENTRY}.entries`);
    }
  }
  return m;
}

/** Bytes the gunzipped tar may hold beyond its entries' limit: the end blocks and a tar tool's record padding. */
const TAR_SLACK = 64 * 1024;

/** The gunzipped archive, counted as it streams: past `max` bytes it stops with `tooLarge()`. */
async function* counted(source: AsyncIterable<Buffer>, max: number, tooLarge: () => Error): AsyncGenerator<Buffer> {
  let n = 0;
  for await (const chunk of source) {
    n += chunk.length;
    if (n > max) throw tooLarge();
    yield chunk;
  }
}

export interface StageOptions {
  /** What the archive may unpack to (default: unpackLimit of its size). */
  limit?: number;
  /** Told of each file once it is written to the staging folder (name, bytes). */
  onStaged?: (name: string, bytes: number) => void;
}

/**
 * Takes an uploaded backup (on disk) and makes it ready to restore. A plain JSON
 * backup (today's and older files) is passed on as it is. An archive is unpacked,
 * streamed, into a private folder under DATA_DIR/tmp: only `backup.json`,
 * `media/project-images/<generated name>.webp` and `manifest.json` (last) are
 * accepted, each file's size and sha256 must be the manifest's, and nothing may be
 * missing or extra. An image larger than an upload may be, or an archive that would unpack
 * to more than its limit (unpackLimit), is refused before the entry that crosses it is
 * written. Throws BackupError (the folder removed) when anything is wrong.
 */
export async function unpackBackup(file: string, opts: StageOptions = {}): Promise<StagedRestore> {
  const kind = await sniffBackupFile(file);
  if (kind === 'json') return { kind, rowsFile: file, media: [], cleanup: async () => {} };
  if (kind !== 'archive') throw new BackupError('not_backup');

  const limit = opts.limit ?? unpackLimit((await fsp.stat(file)).size);
  const tooLarge = () => new BackupError('archive_too_large', `archive: unpacks to more than ${Math.floor(limit / 1024 / 1024)} MB`);
  const dir = tempName('restore');
  await fsp.mkdir(path.join(dir, MEDIA_DIR, MEDIA_PREFIX), { recursive: true, mode: 0o700 });
  const cleanup = () => fsp.rm(dir, { recursive: true, force: true });
  const input = fs.createReadStream(file);
  const gunzip = createGunzip();
  input.on('error', (err) => gunzip.destroy(err));
  // The tar stream itself is bounded too (its framing, and junk after the end that nothing stages).
  const reader = new ChunkReader(counted(input.pipe(gunzip), limit + TAR_SLACK, tooLarge));
  try {
    const seen = new Map<string, { size: number; sha256: string; file: string }>();
    let manifest: ArchiveManifest | undefined;
    let unpacked = 0;
    for (;;) {
      const header = parseTarHeader(await reader.read(BLOCK));
      if (!header) break;
      if (manifest) throw refuse(`${header.name} after ${MANIFEST_ENTRY}`);
      // Refused on the header's word, before a byte of the entry is written.
      const padding = (BLOCK - (header.size % BLOCK)) % BLOCK;
      const image = header.name !== MANIFEST_ENTRY && header.name !== ROWS_ENTRY;
      if (image && header.size > MAX_ARCHIVE_IMAGE_BYTES) {
        throw new BackupError('image_too_large', `archive: ${header.name.slice(0, 120)} is larger than ${MAX_ARCHIVE_IMAGE_BYTES} bytes`);
      }
      unpacked += BLOCK + header.size + padding;
      if (unpacked > limit) throw tooLarge();
      if (header.name === MANIFEST_ENTRY) {
        if (header.size > MAX_MANIFEST_BYTES) throw refuse(MANIFEST_ENTRY);
        manifest = checkManifest((await reader.read(header.size)).toString('utf8'));
      } else {
        const target = stagedPath(dir, header.name);
        if (!target) throw refuse(`unexpected entry ${header.name.slice(0, 120)}`);
        if (seen.has(header.name)) throw refuse(`${header.name} twice`);
        const digest = new Digest();
        await pipeline(Readable.from(reader.pieces(header.size)), digest, fs.createWriteStream(target, { mode: 0o600 }));
        seen.set(header.name, { size: digest.size, sha256: digest.hash.digest('hex'), file: target });
        opts.onStaged?.(header.name, digest.size);
      }
      if (padding) await reader.read(padding);
    }
    await reader.drain();
    if (!manifest) throw refuse(`no ${MANIFEST_ENTRY}`);
    const listed = new Set<string>();
    for (const e of manifest.entries) {
      const got = seen.get(e.path);
      if (!got) throw refuse(`missing ${e.path.slice(0, 120)}`);
      if (got.size !== e.size || got.sha256 !== e.sha256) throw refuse(`checksum ${e.path.slice(0, 120)}`);
      listed.add(e.path);
    }
    for (const name of seen.keys()) if (!listed.has(name)) throw refuse(`not in ${MANIFEST_ENTRY}: ${name.slice(0, 120)}`);
    const rows = seen.get(ROWS_ENTRY);
    if (!rows) throw refuse(`no ${ROWS_ENTRY}`);
    const media = [...seen.entries()]
      .filter(([name]) => name !== ROWS_ENTRY)
      .map(([name, s]) => ({ key: name.slice(MEDIA_DIR.length), file: s.file, size: s.size }));
    return { kind, rowsFile: rows.file, media, manifest, dir, cleanup };
  } catch (err) {
    input.destroy();
    gunzip.destroy();
    await cleanup();
    if (err instanceof BackupError) throw err;
    if (err instanceof TarError) throw refuse(err.message);
    // zlib: not gzip after all, or cut short.
    throw refuse(err instanceof Error ? err.message.split('\n')[0]!.slice(0, 200) : 'unreadable');
  }
}

/**
 * Puts a staged archive's images back into the media store (local folder or S3
 * bucket), a few at a time; an image already there is written again (same key,
 * same bytes). Images in the store that the archive does not hold are left alone.
 * Derived files are not in archives: the social cards are drawn again by the
 * sync that follows every restore (social-card.server.ts, topic 'restore') and at
 * start-up. Returns the number of images written.
 */
export async function restoreMedia(staged: Pick<StagedRestore, 'media'>, store: Storage = storage(), concurrency = 4): Promise<number> {
  let next = 0;
  let done = 0;
  const worker = async () => {
    for (;;) {
      const m = staged.media[next++];
      if (!m) return;
      // Streamed from the staged file: an image is never held whole.
      await store.putFile(m.key, m.file, contentTypeOf(m.key));
      done++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, staged.media.length) }, worker));
  return done;
}
