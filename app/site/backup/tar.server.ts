/**
 * The few parts of the tar format (POSIX ustar) a backup archive needs: regular
 * files with short names, written and read as streams. Written here rather than
 * taken from a library because the reader must refuse everything else (links,
 * devices, long-name extensions, names that climb out of the staging folder)
 * and that is most of what a general tar library is for.
 */

export const BLOCK = 512;
/** The largest entry the 11-digit octal size field holds (8 GiB − 1). */
export const MAX_ENTRY_BYTES = 8 ** 11 - 1;

export class TarError extends Error {}

function octal(n: number, width: number): string {
  return n.toString(8).padStart(width - 1, '0') + '\0';
}

/** The 512-byte header of a regular file `name` (ASCII, at most 100 bytes) of `size` bytes. */
export function tarHeader(name: string, size: number, mtime = new Date()): Buffer {
  if (!/^[\x21-\x7e]{1,100}$/.test(name)) throw new TarError(`tar name not allowed: ${name.slice(0, 120)}`);
  if (!Number.isSafeInteger(size) || size < 0 || size > MAX_ENTRY_BYTES) throw new TarError(`tar size not allowed: ${size}`);
  const h = Buffer.alloc(BLOCK);
  h.write(name, 0, 100, 'ascii');
  h.write(octal(0o644, 8), 100, 'ascii');
  h.write(octal(0, 8), 108, 'ascii');
  h.write(octal(0, 8), 116, 'ascii');
  h.write(octal(size, 12), 124, 'ascii');
  h.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  h.write('        ', 148, 'ascii');
  h.write('0', 156, 'ascii');
  h.write('ustar\0', 257, 'ascii');
  h.write('00', 263, 'ascii');
  let sum = 0;
  for (const b of h) sum += b;
  h.write(octal(sum, 7) + ' ', 148, 'ascii');
  return h;
}

/** Zero bytes that bring an entry of `size` bytes to a whole block. */
export function tarPadding(size: number): Buffer {
  const rest = size % BLOCK;
  return Buffer.alloc(rest ? BLOCK - rest : 0);
}

/** Two zero blocks: the end of the archive. */
export const TAR_END = Buffer.alloc(BLOCK * 2);

function field(h: Buffer, start: number, len: number): string {
  const raw = h.subarray(start, start + len);
  const nul = raw.indexOf(0);
  return raw.subarray(0, nul === -1 ? len : nul).toString('latin1');
}

function parseOctal(h: Buffer, start: number, len: number): number {
  const s = field(h, start, len).trim();
  if (!/^[0-7]+$/.test(s)) throw new TarError('tar header: bad number');
  return parseInt(s, 8);
}

export interface TarEntryHeader {
  name: string;
  size: number;
}

/** Reads a header block; undefined for a zero block (the end). Refuses anything but a regular file. */
export function parseTarHeader(h: Buffer): TarEntryHeader | undefined {
  if (h.every((b) => b === 0)) return undefined;
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : h[i]!;
  if (parseOctal(h, 148, 8) !== sum) throw new TarError('tar header: bad checksum');
  const type = String.fromCharCode(h[156]!);
  if (type !== '0' && type !== '\0') throw new TarError('tar entry is not a plain file');
  const prefix = field(h, 345, 155);
  const name = (prefix ? `${prefix}/` : '') + field(h, 0, 100);
  return { name, size: parseOctal(h, 124, 12) };
}

/** Pulls exact byte counts out of a stream of chunks (the gunzipped archive). */
export class ChunkReader {
  private buffered: Buffer[] = [];
  private length = 0;
  private done = false;
  private readonly it: AsyncIterator<Buffer>;

  constructor(source: AsyncIterable<Buffer>) {
    this.it = source[Symbol.asyncIterator]();
  }

  private async fill(n: number): Promise<boolean> {
    while (this.length < n && !this.done) {
      const next = await this.it.next();
      if (next.done) this.done = true;
      else if (next.value.length) {
        this.buffered.push(next.value);
        this.length += next.value.length;
      }
    }
    return this.length >= n;
  }

  private take(n: number): Buffer {
    const all = this.buffered.length === 1 ? this.buffered[0]! : Buffer.concat(this.buffered);
    this.buffered = n < all.length ? [all.subarray(n)] : [];
    this.length = all.length - n;
    return all.subarray(0, n);
  }

  /** Exactly `n` bytes, or a TarError when the stream ends before. */
  async read(n: number): Promise<Buffer> {
    if (!(await this.fill(n))) throw new TarError('archive cut short');
    return this.take(n);
  }

  /** `n` bytes in pieces of at most `piece` bytes (an entry's body, never held whole). */
  async *pieces(n: number, piece = 256 * 1024): AsyncGenerator<Buffer> {
    let left = n;
    while (left > 0) {
      if (!this.length && !(await this.fill(1))) throw new TarError('archive cut short');
      const size = Math.min(left, this.length, piece);
      left -= size;
      yield this.take(size);
    }
  }

  /** Discards the rest of the stream (bytes after the end blocks). */
  async drain(): Promise<void> {
    this.buffered = [];
    this.length = 0;
    while (!this.done) {
      const next = await this.it.next();
      if (next.done) this.done = true;
    }
  }
}
