import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { BACKUP_TABLES } from '~/server/db/schema';
import { parseConfig, setConfig } from '~/server/config.server';
import { restoreBackupFile } from '~/site/backup/backup.server';
import { restoreMedia, unpackBackup, writeArchiveFile } from '~/site/backup/archive.server';
import { brandAction } from '~/domain/brand/brand-actions.server';
import { actionOf } from '../helpers/admin-action';
import { renditionObject, saveBrandPicture } from '~/domain/media/renditions.server';
import { brandSettingsSchema } from '~/domain/settings/schema';
import { LocalStorage, setStorage, storage } from '~/domain/media/storage.server';
import { getSettings, saveSettings } from '~/domain/settings/settings.server';
import { renditionUrl, type RenditionName } from '~/lib/images';
import { catalog } from '~/i18n/catalog';
import { describeEachEngine } from '../helpers/test-db';

/**
 * Ayarlar → Marka's pictures on both engines: an upload (PNG, JPEG or SVG, sniffed) becomes a
 * WebP picture stored like any upload and named in the `brand` setting; the renditions other
 * programs need (favicon PNGs 32/180/192, the e-mail logo PNG, the 1200×630 share JPEG) have
 * the right type and size; SVG is rasterized (nothing of it is kept) and refused when it points
 * outside itself; the pictures survive a backup archive's round trip, and the renditions, which
 * are not in it, are drawn again on first request.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-test-'));
setConfig(parseConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: undefined, LOG_LEVEL: 'silent' }));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const session = { id: 'sess-brand-0001', accountId: null, email: 'owner@acme.example', name: null };
const t = catalog.tr.adminBrand.toasts;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 60, alpha: 1 } } })
    .png()
    .toBuffer();
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 200 } } })
    .jpeg()
    .toBuffer();
const SVG_LOGO = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40" width="120" height="40">' +
    '<script>alert(document.cookie)</script><rect width="120" height="40" rx="6" fill="#1e328a"/>' +
    '<circle cx="20" cy="20" r="10" fill="#fff" onload="alert(1)"/></svg>',
);

const runBrandIntent = actionOf(brandAction);

/** The upload as the browser posts it: multipart, the picture named in the address. */
async function upload(picture: string, data: Buffer) {
  const body = new FormData();
  body.set('file', new Blob([new Uint8Array(data)], { type: 'application/octet-stream' }), 'picture');
  const request = new Request(`http://localhost/admin/ayarlar/marka?picture=${picture}`, { method: 'POST', body });
  const form = new FormData();
  form.set('intent', 'upload');
  return runBrandIntent(form, session, request);
}

async function rendition(url: string, name: RenditionName) {
  const key = renditionUrl(url, name)!.slice('/uploads/'.length);
  const object = await renditionObject(key);
  expect(object, key).toBeDefined();
  const data = Buffer.from(await new Response(object!.body).arrayBuffer());
  return { key, type: object!.contentType, data, meta: await sharp(data).metadata() };
}

describeEachEngine('brand pictures', (ctx) => {
  it('a PNG logo: a WebP picture like any upload, and a PNG at 96 px high for e-mails', async () => {
    const r = await upload('logo', await png(600, 200));
    expect(r).toMatchObject({ ok: true, toast: { description: t.uploaded } });
    const { logo } = (await getSettings()).brand;
    expect(logo).toMatch(/^\/uploads\/project-images\/\d+-[a-f0-9]+-600\.webp\?w=600&h=200$/);
    expect(await ctx.db.kysely.selectFrom('media').select('width').where('width', '=', 600).execute()).toHaveLength(1);
    const mail = await rendition(logo, 'logo-96.png');
    expect(mail.type).toBe('image/png');
    expect(mail.data.subarray(1, 4).toString()).toBe('PNG');
    expect([mail.meta.width, mail.meta.height]).toEqual([288, 96]);
  });

  it('an SVG logo is rasterized: nothing of the SVG (or its script) is kept or served', async () => {
    expect((await upload('logo_dark', SVG_LOGO)).ok).toBe(true);
    const { logo_dark } = (await getSettings()).brand;
    // Drawn at 1200 px wide from a 120-unit drawing: sharp, not a scaled-up bitmap.
    expect(logo_dark).toMatch(/-1200\.webp\?w=1200&h=400$/);
    const files = fs.readdirSync(path.join(ctx.test.dataDir, 'uploads', 'project-images'));
    for (const f of files) {
      expect(f).toMatch(/\.webp$/);
      const bytes = fs.readFileSync(path.join(ctx.test.dataDir, 'uploads', 'project-images', f));
      expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
      expect(bytes.toString('latin1')).not.toContain('script');
    }
  });

  it('refuses an SVG that points outside itself or has a DTD, and bytes that are no picture', async () => {
    const before = (await getSettings()).brand;
    const external = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><image href="file:///etc/passwd" width="10" height="10"/></svg>');
    const remote = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill:url(https://evil.example/x)"/></svg>');
    const dtd = Buffer.from('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>');
    for (const svg of [external, remote, dtd])
      expect(await upload('logo', svg)).toMatchObject({ ok: false, toast: { description: t.svgRefused } });
    // An SVG named .png changes nothing: the bytes decide; a text file is no picture.
    expect(await upload('favicon', Buffer.from('just some text, not a picture at all'))).toMatchObject({
      ok: false,
      toast: { description: t.invalid },
    });
    expect(await upload('favicon', Buffer.alloc(0))).toMatchObject({ ok: false, toast: { description: t.noFile } });
    expect(await upload('logo', Buffer.alloc(6 * 1024 * 1024, 1))).toMatchObject({ ok: false, toast: { description: t.tooLarge } });
    expect((await getSettings()).brand).toEqual(before);
  });

  it('a favicon: PNGs of 32, 180 (opaque, for phones) and 192 px from one upload of another shape', async () => {
    expect((await upload('favicon', await png(300, 200))).ok).toBe(true);
    const { favicon } = (await getSettings()).brand;
    expect(favicon).toMatch(/-512\.webp\?w=512&h=512$/);
    for (const [name, size] of [
      ['icon-32.png', 32],
      ['icon-180.png', 180],
      ['icon-192.png', 192],
    ] as const) {
      const r = await rendition(favicon, name);
      expect(r.type).toBe('image/png');
      expect([r.meta.format, r.meta.width, r.meta.height]).toEqual(['png', size, size]);
      if (name === 'icon-180.png') expect(r.meta.hasAlpha).toBe(false);
    }
  });

  it('a default share image: a 1200×630 JPEG, whatever shape was uploaded', async () => {
    expect((await upload('share_image', await jpeg(800, 800))).ok).toBe(true);
    const r = await rendition((await getSettings()).brand.share_image, 'og.jpg');
    expect(r.type).toBe('image/jpeg');
    expect(r.data.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect([r.meta.format, r.meta.width, r.meta.height]).toEqual(['jpeg', 1200, 630]);
  });

  it('removes a picture and switches the name off', async () => {
    const form = new FormData();
    form.set('intent', 'remove');
    form.set('picture', 'logo_dark');
    expect(await runBrandIntent(form, session)).toMatchObject({ ok: true, toast: { description: t.removed } });
    const off = new FormData();
    off.set('intent', 'show_name');
    expect((await runBrandIntent(off, session)).ok).toBe(true);
    expect((await getSettings()).brand).toMatchObject({ logo_dark: '', show_name: false });
  });

  it('survives a backup archive round trip; the renditions are drawn again on a new store', async () => {
    const brand = (await getSettings()).brand;
    const archive = path.join(ctx.test.dataDir, 'brand.tar.gz');
    await writeArchiveFile(archive);
    for (const table of [...BACKUP_TABLES].reverse()) {
      if (table === 'admin_accounts' || table === 'audit_log') continue;
      await ctx.db.kysely.deleteFrom(table as 'projects').execute();
    }
    await saveSettings({});
    expect((await getSettings()).brand.logo).toBe('');

    const staged = await unpackBackup(archive);
    await restoreBackupFile(staged.rowsFile);
    const fresh = new LocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'brand-restored-')));
    const previous = storage();
    setStorage(fresh);
    try {
      await restoreMedia(staged, fresh);
      await staged.cleanup();
      await saveSettings({});
      expect((await getSettings()).brand).toEqual(brand);
      // The new store has the pictures, none of their renditions: each is drawn on its first request.
      expect(fs.existsSync(path.join(fresh.root, 'renditions'))).toBe(false);
      const icon = await rendition(brand.favicon, 'icon-32.png');
      expect([icon.meta.format, icon.meta.width]).toEqual(['png', 32]);
      const share = await rendition(brand.share_image, 'og.jpg');
      expect([share.meta.format, share.meta.width, share.meta.height]).toEqual(['jpeg', 1200, 630]);
      expect(fs.readdirSync(path.join(fresh.root, 'renditions')).sort()).toEqual([icon.key, share.key].map((k) => path.basename(k)).sort());
    } finally {
      setStorage(previous);
      fs.rmSync(fresh.root, { recursive: true, force: true });
    }
  });

  it('a bucket with an address of its own: the picture is still named through the site (/uploads/), as the setting requires', async () => {
    const local = new LocalStorage(path.join(dataDir, 'bucket-like'));
    const bucket: typeof local = Object.assign(Object.create(local) as typeof local, {
      publicUrl: (key: string) => `https://cdn.acme.example/${key}`,
    });
    const saved = await saveBrandPicture(await png(300, 100), 'logo', bucket);
    expect(saved.url).toMatch(/^\/uploads\//);
    expect(brandSettingsSchema.shape.logo.safeParse(saved.url).success).toBe(true);
  });

  it('has no renditions for an upload that is not recorded', async () => {
    expect(await renditionObject('renditions/1767225600000-abcdefabcdef-icon-32.png')).toBeUndefined();
  });
});
