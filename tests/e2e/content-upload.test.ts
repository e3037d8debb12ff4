import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { CreateBucketCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../helpers/server';
import { launchBrowser, newPage } from '../helpers/browser';
import { adminHeaders, createAdminSession, loginAsAdmin } from '../helpers/admin-session';

/**
 * Uploads: a 6 MB image, a text file renamed .png with type
 * image/png, an SVG with a script and a file name with ../ are refused or
 * neutralised; a valid JPEG becomes WebP variants without EXIF data. The same
 * tests run against the local store and against an S3-compatible server
 * (s3rver, in this process), as DESIGN.md's two storage modes.
 */
const MB = 1024 * 1024;

async function jpegWithExif(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'EXIF-MARKER-123' } })
    .toBuffer();
}

/** An uncompressed-ish noise PNG of about `bytes` bytes. */
async function bigPng(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

interface UploadAnswer {
  ok: boolean;
  code?: string;
  url?: string;
  srcset?: string;
  width?: number;
  height?: number;
  variants?: Array<{ width: number; height: number; key: string; url: string }>;
  toast?: { title: string; description?: string };
}

for (const mode of ['local', 's3'] as const) {
  describe(`image upload (${mode} storage)`, () => {
    let server: RunningServer;
    let token: string;
    let s3: S3rver | undefined;
    let s3Client: S3Client | undefined;
    const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-e2e-'));

    beforeAll(async () => {
      let env: Record<string, string> = {};
      if (mode === 's3') {
        s3 = new S3rver({ port: 0, address: '127.0.0.1', directory: s3Dir, silent: true });
        const { port } = await s3.run();
        const endpoint = `http://127.0.0.1:${port}`;
        s3Client = new S3Client({
          endpoint,
          region: 'us-east-1',
          forcePathStyle: true,
          credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        });
        await s3Client.send(new CreateBucketCommand({ Bucket: 'project-assets' }));
        env = { S3_ENDPOINT: endpoint, S3_BUCKET: 'project-assets', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
      }
      server = await startServer({ env });
      token = createAdminSession(server);
    });

    afterAll(async () => {
      await server?.stop();
      await s3?.close();
      fs.rmSync(s3Dir, { recursive: true, force: true });
    });

    async function upload(data: Buffer | string, name: string, type: string, headers = adminHeaders(server, token)) {
      const form = new FormData();
      form.append('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }), name);
      const r = await fetch(server.url + '/admin/upload', { method: 'POST', body: form, headers });
      return { status: r.status, body: (await r.json().catch(() => null)) as UploadAnswer | null };
    }

    it('re-encodes a valid JPEG to WebP variants without EXIF, served with immutable caching', async () => {
      const jpeg = await jpegWithExif(2400, 1600);
      expect(jpeg.includes('EXIF-MARKER-123')).toBe(true);
      const { status, body } = await upload(jpeg, 'holiday photo.jpg', 'image/jpeg');
      expect(status).toBe(200);
      expect(body!.ok).toBe(true);
      expect(body!.toast).toEqual({ title: 'Başarılı', description: 'Resim başarıyla yüklendi' });
      expect(body!.url).toMatch(/^\/uploads\/project-images\/\d{13}-[a-f0-9]{12}-1600\.webp\?w=1600&h=1067$/);
      expect(body!.variants!.map((v) => [v.width, v.height])).toEqual([
        [480, 320],
        [960, 640],
        [1600, 1067],
      ]);
      for (const v of body!.variants!) {
        expect(v.key).toMatch(/^project-images\/\d{13}-[a-f0-9]{12}-\d+\.webp$/);
        const r = await fetch(server.url + v.url);
        expect(r.status).toBe(200);
        expect(r.headers.get('content-type')).toBe('image/webp');
        expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(r.headers.get('x-content-type-options')).toBe('nosniff');
        const bytes = Buffer.from(await r.arrayBuffer());
        expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
        expect(bytes.includes('EXIF-MARKER-123')).toBe(false);
        expect(bytes.includes('SecretCam')).toBe(false);
        const meta = await sharp(bytes).metadata();
        expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', v.width, v.height, undefined]);
      }
      const key = body!.variants![0]!.key;
      const local = path.join(server.dataDir, 'uploads', key);
      if (mode === 'local') {
        expect(fs.existsSync(local)).toBe(true);
      } else {
        // In the bucket, with its content type and caching; nothing on the local disk.
        const obj = await s3Client!.send(new GetObjectCommand({ Bucket: 'project-assets', Key: key }));
        expect(obj.ContentType).toBe('image/webp');
        expect(obj.CacheControl).toBe('public, max-age=31536000, immutable');
        expect(fs.existsSync(local)).toBe(false);
      }
    });

    it('accepts PNG, WebP, GIF and AVIF; never upscales a small picture', async () => {
      const base = sharp({ create: { width: 300, height: 200, channels: 3, background: '#2552eb' } });
      for (const [buf, type] of [
        [await base.clone().png().toBuffer(), 'image/png'],
        [await base.clone().webp().toBuffer(), 'image/webp'],
        [await base.clone().gif().toBuffer(), 'image/gif'],
        [await base.clone().avif().toBuffer(), 'image/avif'],
      ] as const) {
        const { status, body } = await upload(buf, `x.${type.split('/')[1]}`, type);
        expect(status, type).toBe(200);
        expect(body!.variants!.map((v) => v.width)).toEqual([300]);
      }
    });

    it('refuses a 6 MB image with 413 (spec message), also when streamed without a declared length', async () => {
      const big = await bigPng(6 * MB);
      expect(big.length).toBeGreaterThan(5.5 * MB);
      const { status, body } = await upload(big, 'big.png', 'image/png');
      expect(status).toBe(413);
      expect(body).toMatchObject({
        ok: false,
        code: 'too_large',
        toast: { title: 'Dosya Çok Büyük', description: "Dosya boyutu 5MB'dan küçük olmalıdır" },
      });

      // Chunked body: the limit is counted while the bytes arrive.
      const boundary = '----limit' + randomBytes(8).toString('hex');
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
      );
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const chunks = [head, ...Array.from({ length: 12 }, (_, i) => big.subarray(i * 512 * 1024, (i + 1) * 512 * 1024)), tail];
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          const next = chunks.shift();
          if (next) controller.enqueue(next);
          else controller.close();
        },
      });
      const r = await fetch(server.url + '/admin/upload', {
        method: 'POST',
        body: stream,
        headers: { ...adminHeaders(server, token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        duplex: 'half',
      } as RequestInit & { duplex: 'half' });
      expect(r.status).toBe(413);
      expect(((await r.json()) as UploadAnswer).code).toBe('too_large');
    });

    it('refuses a text file renamed .png with type image/png, and an SVG with a script (spec message)', async () => {
      const invalid = {
        ok: false,
        code: 'invalid_type',
        toast: { title: 'Geçersiz Dosya Türü', description: 'Lütfen bir resim dosyası seçin' },
      };
      const text = await upload('This is not an image at all, just text.\n'.repeat(20), 'photo.png', 'image/png');
      expect(text.status).toBe(415);
      expect(text.body).toMatchObject(invalid);
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>';
      for (const [name, type] of [
        ['evil.svg', 'image/svg+xml'],
        ['evil.png', 'image/png'],
      ]) {
        const r = await upload(svg, name!, type!);
        expect(r.status).toBe(415);
        expect(r.body).toMatchObject(invalid);
      }
      // A PNG header followed by garbage cannot be decoded: refused too.
      const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(2000)]);
      expect((await upload(fake, 'fake.png', 'image/png')).status).toBe(415);
      // No file part at all.
      const empty = new FormData();
      empty.append('title', 'x');
      const none = await fetch(server.url + '/admin/upload', { method: 'POST', body: empty, headers: adminHeaders(server, token) });
      expect(none.status).toBe(400);
    });

    it('ignores the client file name: ../ cannot place a file anywhere', async () => {
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } })
        .png()
        .toBuffer();
      for (const name of ['../../../../tmp/evil-upload.png', '..\\..\\evil-upload.png', '/etc/evil-upload.png']) {
        const { status, body } = await upload(png, name, 'image/png');
        expect(status).toBe(200);
        expect(body!.url).toMatch(/^\/uploads\/project-images\/\d{13}-[a-f0-9]{12}-64\.webp\?w=64&h=64$/);
        expect(body!.url).not.toContain('evil');
      }
      expect(fs.existsSync('/tmp/evil-upload.png')).toBe(false);
      expect(fs.existsSync('/etc/evil-upload.png')).toBe(false);
      const names = fs.readdirSync(server.dataDir, { recursive: true }).map(String);
      expect(names.filter((n) => n.includes('evil'))).toEqual([]);
    });

    it('serves nothing outside the generated keys', async () => {
      for (const p of [
        '/uploads/%2e%2e/site.db',
        '/uploads/..%2fsite.db',
        '/uploads/project-images/..%2f..%2fsite.db',
        '/uploads/project-images/%2e%2e%2f%2e%2e%2fsite.db',
        '/uploads/site.db',
        '/uploads/project-images/1700000000000-0123456789ab-480.webp',
        '/uploads/project-images/x.svg',
      ]) {
        const r = await fetch(server.url + p);
        expect(r.status, p).toBe(404);
        expect(r.headers.get('content-type'), p).not.toContain('image');
      }
    });

    it('refuses uploads without an admin session, or from another origin', async () => {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .png()
        .toBuffer();
      expect((await upload(png, 'a.png', 'image/png', { origin: server.url })).status).toBe(401);
      const cross = await upload(png, 'a.png', 'image/png', { ...adminHeaders(server, token), origin: 'https://evil.example' });
      expect([400, 403]).toContain(cross.status);
    });

    if (mode === 'local') {
      it('shows the spec toasts in the editor: too large and wrong type checked in the browser, fake image by the server', async () => {
        const browser = await launchBrowser();
        try {
          const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
          await loginAsAdmin(context, server);
          const { page } = await newPage(context);
          await page.goto(server.url + '/admin/projeler?edit=new');
          const dialog = page.getByRole('dialog');
          await dialog.getByRole('tab', { name: /^İçerik/ }).click();
          const input = dialog.locator('[data-testid="image-file"]');
          const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();
          await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: await bigPng(6 * MB) });
          await toast("Dosya boyutu 5MB'dan küçük olmalıdır");
          await input.setInputFiles({
            name: 'evil.svg',
            mimeType: 'image/svg+xml',
            buffer: Buffer.from('<svg><script>alert(1)</script></svg>'),
          });
          await toast('Lütfen bir resim dosyası seçin');
          await page.locator('[data-sonner-toast]').filter({ hasText: 'Geçersiz Dosya Türü' }).first().waitFor();
          // Passes the browser's check (declared image/png); the server sniffs and refuses.
          const refused = page.waitForResponse((r) => r.url().endsWith('/admin/upload'));
          await input.setInputFiles({
            name: 'notes.png',
            mimeType: 'image/png',
            buffer: Buffer.from('plain text pretending to be a picture'),
          });
          expect((await refused).status()).toBe(415);
          await page.locator('[data-sonner-toast]').filter({ hasText: 'Geçersiz Dosya Türü' }).nth(1).waitFor();
          expect(await dialog.locator('[data-testid="image-preview"]').count()).toBe(0);
          await context.close();
        } finally {
          await browser.close();
        }
      });
    }
  });
}
