import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BACKUP_TABLES } from '~/server/db/schema';
import { parseConfig, setConfig } from '~/server/config.server';
import { BackupError, restoreBackupFile, tableBatches, type BackupRow } from '~/site/backup/backup.server';
import {
  ARCHIVE_FORMAT,
  MANIFEST_ENTRY,
  restoreMedia,
  ROWS_ENTRY,
  unpackBackup,
  writeArchiveFile,
  type ArchiveManifest,
} from '~/site/backup/archive.server';
import { tarHeader, tarPadding, TAR_END } from '~/site/backup/tar.server';
import { saveImage } from '~/domain/media/images.server';
import { LocalStorage, S3Storage, storage, type Storage } from '~/domain/media/storage.server';
import { TOKEN_SECRET_KEY } from '~/domain/newsletter/tokens.server';
import { describeEachEngine } from '../helpers/test-db';
import { fillEveryTable } from '../helpers/ops-fixtures';
import type { Db } from '~/server/db/engine.server';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'archive-test-'));
setConfig(parseConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: undefined }));

let s3rver: S3rver | undefined;
let s3Endpoint = '';
const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
beforeAll(async () => {
  s3rver = new S3rver({ port: 0, address: '127.0.0.1', directory: s3Dir, silent: true });
  s3Endpoint = `http://127.0.0.1:${(await s3rver.run()).port}`;
});
afterAll(async () => {
  await s3rver?.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function snapshot(): Promise<Record<string, BackupRow[]>> {
  const out: Record<string, BackupRow[]> = {};
  for (const t of BACKUP_TABLES) {
    out[t] = [];
    for await (const rows of tableBatches(t)) out[t].push(...rows);
  }
  return out;
}

async function wipe(d: Db) {
  for (const t of [...BACKUP_TABLES].reverse()) {
    if (t === 'admin_accounts' || t === 'audit_log') continue;
    await d.kysely.deleteFrom(t as 'projects').execute();
  }
}

/** The tar entries of an archive (name → bytes), read with nothing but the format's own rules. */
function entriesOf(archive: string): Map<string, Buffer> {
  const tar = gunzipSync(fs.readFileSync(archive));
  const out = new Map<string, Buffer>();
  for (let at = 0; at + 512 <= tar.length;) {
    const h = tar.subarray(at, at + 512);
    if (h.every((b) => b === 0)) break;
    const name = h.subarray(0, 100).toString('latin1').replace(/\0.*$/s, '');
    const size = parseInt(h.subarray(124, 136).toString('latin1').replace(/\0.*$/s, ''), 8);
    out.set(name, tar.subarray(at + 512, at + 512 + size));
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return out;
}

/** An archive (gzip tar) made of the given entries, in order. */
function makeArchive(file: string, entries: Array<[string, Buffer]>) {
  const parts: Buffer[] = [];
  for (const [name, data] of entries) parts.push(tarHeader(name, data.length), data, tarPadding(data.length));
  parts.push(TAR_END);
  fs.writeFileSync(file, gzipSync(Buffer.concat(parts)));
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
}

const picture = (hue: number) =>
  sharp({ create: { width: 1300, height: 800, channels: 3, background: { r: hue, g: 90, b: 200 - hue } } })
    .jpeg()
    .toBuffer();

describeEachEngine('backup archive', (ctx) => {
  let archive: string;
  let before: Record<string, BackupRow[]>;
  let keys: string[];

  it('holds the rows, every uploaded image file and a manifest with sizes and sha256 checksums', async () => {
    await fillEveryTable(ctx.db.kysely, { subscribers: 30 });
    await ctx.db.kysely
      .insertInto('settings')
      .values({ key: TOKEN_SECRET_KEY, value: JSON.stringify('PRIVATE-SECRET-VALUE'), updated_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify('PRIVATE-SECRET-VALUE') }))
      .execute();
    fs.writeFileSync(path.join(dataDir, 'secret.key'), 'SECRET-KEY-FILE-CONTENT');
    const a = await saveImage(await picture(10));
    const b = await saveImage(await picture(120));
    keys = [...a.variants, ...b.variants].map((v) => v.key).sort();
    before = await snapshot();

    archive = path.join(ctx.test.dataDir, 'a.tar.gz');
    const written = await writeArchiveFile(archive);
    expect(fs.readFileSync(archive).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect(written.size).toBe(fs.statSync(archive).size);
    const entries = entriesOf(archive);
    // The manifest comes last, after the rows and the images.
    expect([...entries.keys()]).toEqual([ROWS_ENTRY, ...keys.map((k) => `media/${k}`), MANIFEST_ENTRY]);
    const manifest = JSON.parse(entries.get(MANIFEST_ENTRY)!.toString()) as ArchiveManifest;
    expect(manifest).toMatchObject({ format: ARCHIVE_FORMAT, version: 1, engine: ctx.kind, rows: ROWS_ENTRY, media: keys.length });
    expect(manifest.entries.map((e) => e.path)).toEqual([ROWS_ENTRY, ...keys.map((k) => `media/${k}`)]);
    const { createHash } = await import('node:crypto');
    for (const e of manifest.entries) {
      const data = entries.get(e.path)!;
      expect(e.size).toBe(data.length);
      expect(e.sha256).toBe(createHash('sha256').update(data).digest('hex'));
    }
    for (const k of keys) expect(entries.get(`media/${k}`)!.equals(fs.readFileSync(path.join(ctx.test.dataDir, 'uploads', k)))).toBe(true);
    // Never the private settings, the key file or the social cards.
    const all = gunzipSync(fs.readFileSync(archive)).toString('latin1');
    expect(all).not.toContain('PRIVATE-SECRET-VALUE');
    expect(all).not.toContain('SECRET-KEY-FILE-CONTENT');
    expect(all).not.toContain('password_hash');
    expect([...entries.keys()].some((n) => n.includes('social-cards'))).toBe(false);
    expect(fs.readdirSync(path.join(dataDir, 'tmp'))).toEqual([]);
  });

  it('stages the archive (checksums verified), restores the rows and puts the images back into a local folder and an S3 bucket', async () => {
    const staged = await unpackBackup(archive);
    expect(staged.kind).toBe('archive');
    expect(staged.media.map((m) => m.key).sort()).toEqual(keys);
    await wipe(ctx.db);
    await restoreBackupFile(staged.rowsFile);
    const after = await snapshot();
    for (const t of BACKUP_TABLES) if (t !== 'admin_accounts' && t !== 'audit_log') expect(after[t], t).toEqual(before[t]);

    const local = new LocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'restored-')));
    const bucket = new S3Storage({
      endpoint: s3Endpoint,
      region: 'us-east-1',
      bucket: `restore-${Date.now()}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    await (await bucket.client()).send(new CreateBucketCommand({ Bucket: bucket.opts.bucket }));
    for (const target of [local, bucket] as Storage[]) {
      expect(await restoreMedia(staged, target)).toBe(keys.length);
      expect((await target.list('project-images/')).sort()).toEqual(keys);
      for (const k of keys) {
        const got = await target.get(k);
        expect((await readAll(got!.body)).equals(fs.readFileSync(path.join(ctx.test.dataDir, 'uploads', k)))).toBe(true);
      }
    }
    await staged.cleanup();
    expect(fs.existsSync(path.dirname(staged.rowsFile))).toBe(false);
    fs.rmSync(local.root, { recursive: true, force: true });
  });

  it("passes today's plain JSON backup on as it is", async () => {
    const file = path.join(ctx.test.dataDir, 'plain.json');
    fs.writeFileSync(file, '\uFEFF  ' + entriesOf(archive).get(ROWS_ENTRY)!.toString());
    const staged = await unpackBackup(file);
    expect(staged).toMatchObject({ kind: 'json', rowsFile: file, media: [] });
    await staged.cleanup();
    expect(fs.existsSync(file)).toBe(true);
  });

  it('refuses a changed byte, a missing or extra entry, a name outside the store, a link, no manifest, a cut archive and other files', async () => {
    const entries = [...entriesOf(archive).entries()];
    const manifestAt = entries.length - 1;
    const file = path.join(ctx.test.dataDir, 'bad.tar.gz');
    const refused = async (why: string) => {
      const err = await unpackBackup(file).catch((e: unknown) => e);
      expect(err, why).toBeInstanceOf(BackupError);
      expect(fs.readdirSync(path.join(dataDir, 'tmp')), why).toEqual([]);
      return err as BackupError;
    };
    const flipped = entries.map(([n, d], i): [string, Buffer] => [
      n,
      i === 1 ? Buffer.concat([d.subarray(0, 100), Buffer.from([d[100]! ^ 1]), d.subarray(101)]) : d,
    ]);
    makeArchive(file, flipped);
    expect((await refused('changed byte')).detail).toContain(`checksum ${entries[1]![0]}`);

    makeArchive(
      file,
      entries.filter((_, i) => i !== 2),
    );
    expect((await refused('missing entry')).detail).toContain('missing');

    makeArchive(file, [...entries.slice(0, manifestAt), [`media/${keys[0]!.replace('-', '-9')}`, Buffer.from('x')], entries[manifestAt]!]);
    await refused('extra entry');

    makeArchive(file, [[ROWS_ENTRY, entries[0]![1]], ['media/../../site.db', Buffer.from('x')], entries[manifestAt]!]);
    expect((await refused('outside')).detail).toContain('unexpected entry');

    makeArchive(file, entries.slice(0, manifestAt));
    expect((await refused('no manifest')).detail).toContain('no manifest');

    const link = tarHeader(ROWS_ENTRY, 0);
    link.write('2', 156, 'ascii');
    let sum = 0;
    for (let i = 0; i < 512; i++) sum += i >= 148 && i < 156 ? 32 : link[i]!;
    link.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 'ascii');
    fs.writeFileSync(file, gzipSync(Buffer.concat([link, TAR_END])));
    expect((await refused('link')).detail).toContain('not a plain file');

    const whole = fs.readFileSync(archive);
    fs.writeFileSync(file, whole.subarray(0, Math.floor(whole.length / 2)));
    await refused('cut short');

    fs.writeFileSync(file, 'PK\x03\x04 not ours');
    expect((await refused('zip')).backupCode).toBe('not_backup');

    const m = JSON.parse(entries[manifestAt]![1].toString()) as ArchiveManifest;
    makeArchive(file, [...entries.slice(0, manifestAt), [MANIFEST_ENTRY, Buffer.from(JSON.stringify({ ...m, version: 99 }))]]);
    expect((await refused('newer')).backupCode).toBe('newer_version');
    expect(storage()).toBeDefined();
  });
});
