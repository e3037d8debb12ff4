import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog } from '~/i18n/catalog';
import { axeViolations, gotoHydrated, launchBrowser, newPage } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { loginAsAdmin } from '../helpers/admin-session';
import { decodeWords, startSmtpPeer, type SmtpPeer } from '../helpers/smtp-peer';
import { postCampaign } from '../helpers/campaign-server';
import { SCREENSHOTS_DIR as SHOTS } from '../helpers/screenshots';

/**
 * The company's brand from the admin (Ayarlar → Marka), end to end with a real browser and a
 * real SMTP peer: a PNG logo and an SVG favicon uploaded in the admin appear in the public
 * header and footer, the admin frame, the `<link rel="icon">` set (each icon fetched: PNG of the
 * size it claims) and a campaign mail's HTML (the logo's PNG); the default share image is every
 * page's og:image without a picture of its own, as a 1200×630 JPEG, and no page shares a WebP;
 * renaming the company renames the mail sender while the sender name follows it, and a name set
 * on purpose stays. Screenshots of the screen and of the header with a logo at 1440 and 375 px.
 */
const PUBLIC_URL = 'http://site.funtech.test';
const b = catalog.tr.adminBrand;
const SENDER = 'bulten@acme.example';
let peer: SmtpPeer;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;
let consoleErrors: string[];
const files: Record<string, string> = {};

const LOGO_SVG_DARK =
  '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 40" width="150" height="40">' +
  '<script>document.title = "pwned"</script><circle cx="20" cy="20" r="16" fill="#fbbf24"/>' +
  '<text x="44" y="28" font-family="sans-serif" font-size="22" font-weight="700" fill="#ffffff">ACME</text></svg>';
const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#0f766e"/>' +
  '<path d="M18 46 32 16l14 30" stroke="#fff" stroke-width="7" fill="none" stroke-linejoin="round"/></svg>';

async function toast(text: string) {
  await page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();
}

async function shoot(name: string, target: () => ReturnType<Page['locator']> | Page) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    const t = target();
    if ('goto' in t) await t.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
    else await t.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function fetchImage(url: string) {
  const r = await fetch(url);
  expect(r.status, url).toBe(200);
  const data = Buffer.from(await r.arrayBuffer());
  const meta = await sharp(data).metadata();
  return { type: r.headers.get('content-type'), data, format: meta.format, width: meta.width, height: meta.height };
}

async function uploadPicture(picture: string, file: string) {
  const card = page.getByTestId(`brand-${picture}`);
  await card.locator('input[type="file"]').setInputFiles(file);
  await card.getByRole('button', { name: b.upload }).click();
  // The card's own state (an earlier upload's toast may still be showing).
  await page.locator(`[data-testid="brand-${picture}"][data-set="yes"]`).waitFor();
  await toast(b.toasts.uploaded);
}

/** One campaign test message, as the peer received it: From and the decoded HTML. */
async function testMail(subject: string) {
  const count = peer.received.length;
  const r = await postCampaign(server, token, 'test', { subject_tr: subject, content_tr: 'Merhaba', test_email: 'sahip@acme.example' });
  expect(r.status).toBeLessThan(400);
  const mail = (await peer.waitFor(count + 1))[count]!;
  const html = mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
  return { from: decodeWords(mail.headers.from ?? ''), html };
}

async function renameCompany(name: string) {
  await gotoHydrated(page, `${server.url}/admin/ayarlar`);
  await page.locator('input[name="site_title"]').fill(name);
  await page.getByRole('button', { name: 'Kaydet', exact: true }).first().click();
  await toast(catalog.tr.adminSettings.toasts.saved);
}

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  peer = await startSmtpPeer();
  [server, browser] = await Promise.all([startServer({ env: { SMTP_URL: undefined, MAIL_FROM: undefined, PUBLIC_URL } }), launchBrowser()]);
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  token = await loginAsAdmin(context, server);
  ({ page, consoleErrors } = await newPage(context));
  const dir = path.join(server.dataDir, 'brand-files');
  fs.mkdirSync(dir);
  const write = (name: string, data: Buffer | string) => fs.writeFileSync((files[name] = path.join(dir, name)), data);
  // A light background logo: dark ink and a coloured mark on transparency.
  write(
    'logo.png',
    await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="160"><circle cx="80" cy="80" r="64" fill="#1d4ed8"/>' +
          '<text x="170" y="112" font-family="sans-serif" font-size="96" font-weight="700" fill="#0b1224">ACME</text></svg>',
      ),
    )
      .png()
      .toBuffer(),
  );
  write('logo-dark.svg', LOGO_SVG_DARK);
  write('favicon.svg', FAVICON_SVG);
  write(
    'share.jpg',
    await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#0f766e' } })
      .jpeg()
      .toBuffer(),
  );
  write('not-a-picture.png', 'this is text with a picture’s name');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await peer?.close();
});

describe('the sender name follows the company name', () => {
  it('is "Şirket adı" by default; the mail carries the company name, a rename renames it', async () => {
    await gotoHydrated(page, `${server.url}/admin/ayarlar/eposta`);
    const form = page.getByTestId('mail-settings');
    await form.getByLabel('E-posta sağlayıcısı').selectOption('other');
    await form.getByLabel('Sunucu adresi').fill('127.0.0.1');
    await form.getByLabel('Bağlantı noktası (port)').fill(String(peer.port));
    await form.getByLabel('Güvenlik').selectOption('none');
    expect(await form.getByRole('radio', { name: 'Şirket adı: FunTech' }).isChecked()).toBe(true);
    await form.getByLabel('Gönderen adresi').fill(SENDER);
    await form.getByLabel('Bildirimlerin gideceği adres').fill('talepler@acme.example');
    await form.getByRole('button', { name: 'Kaydet' }).click();
    await expect.poll(() => page.getByTestId('mail-state').getAttribute('data-state')).toBe('admin');
    await page.getByTestId('mail-sender-name').scrollIntoViewIfNeeded();
    await page.getByTestId('mail-sender-name').screenshot({ path: path.join(SHOTS, 'admin-mail-sender-name-1440.png') });

    expect((await testMail('Birinci')).from).toContain(`FunTech <${SENDER}>`);
    await renameCompany('Acme Yazılım');
    expect((await testMail('İkinci')).from).toContain(`Acme Yazılım <${SENDER}>`);
  });

  it('a name set on purpose stays when the company is renamed', async () => {
    await gotoHydrated(page, `${server.url}/admin/ayarlar/eposta`);
    const form = page.getByTestId('mail-settings');
    expect(await form.getByRole('radio', { name: 'Şirket adı: Acme Yazılım' }).isChecked()).toBe(true);
    await form.getByRole('radio', { name: 'Başka bir ad' }).check();
    await form.getByRole('textbox', { name: 'Gönderen adı' }).fill('Acme Bülten');
    await form.getByRole('button', { name: 'Kaydet' }).click();
    await toast(catalog.tr.adminMail.toasts.saved);
    await renameCompany('Acme Teknoloji');
    expect((await testMail('Üçüncü')).from).toContain(`Acme Bülten <${SENDER}>`);
  });
});

describe('logo, favicon and share image from Ayarlar → Marka', () => {
  it('uploads a logo (PNG), a dark logo (SVG), a favicon (SVG) and a share image (JPEG); refuses a text file', async () => {
    await gotoHydrated(page, `${server.url}/admin/ayarlar/marka`);
    expect(await page.getByTestId('brand-logo').getAttribute('data-set')).toBe('no');
    await page.getByTestId('brand-favicon').locator('input[type="file"]').setInputFiles(files['not-a-picture.png']!);
    await page.getByTestId('brand-favicon').getByRole('button', { name: b.upload }).click();
    await toast(b.toasts.invalid);
    expect(await page.getByTestId('brand-favicon').getAttribute('data-set')).toBe('no');

    await uploadPicture('logo', files['logo.png']!);
    await uploadPicture('favicon', files['favicon.svg']!);
    await uploadPicture('share_image', files['share.jpg']!);
    const violations = await axeViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await shoot('admin-brand-settings', () => page);
  });

  it('the public header and footer show the light logo in a white box on the dark header (no dark logo yet)', async () => {
    await gotoHydrated(page, `${server.url}/`);
    const logo = page.locator('#site-header [data-logo="light"] img');
    await logo.waitFor();
    const src = await logo.getAttribute('src');
    expect(src).toMatch(/^\/uploads\/project-images\/\d+-[a-f0-9]+-600\.webp$/);
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);
    expect(await page.locator('#site-header').innerText()).toContain('Acme Teknoloji');
    expect(await page.locator('footer [data-logo="light"] img').getAttribute('src')).toBe(src);
    await shoot('public-header-logo-light', () => page.locator('#site-header'));
  });

  it('with a dark background logo (SVG, rasterized), the header and footer use it; its script never runs', async () => {
    await gotoHydrated(page, `${server.url}/admin/ayarlar/marka`);
    await uploadPicture('logo_dark', files['logo-dark.svg']!);
    await gotoHydrated(page, `${server.url}/en-home`);
    const dark = page.locator('#site-header img[data-logo="dark"]');
    await dark.waitFor();
    const src = (await dark.getAttribute('src'))!;
    expect(src).toMatch(/\.webp$/);
    expect(await dark.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const served = await fetch(server.url + src);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain("object-src 'none'");
    expect(Buffer.from(await served.arrayBuffer()).toString('latin1')).not.toContain('script');
    expect(await page.title()).not.toBe('pwned');
    await gotoHydrated(page, `${server.url}/admin/ayarlar/marka`);
    await shoot('admin-brand-logos', () => page.getByTestId('brand-logo_dark'));
    await gotoHydrated(page, `${server.url}/en-home`);
    await shoot('public-header-logo-dark', () => page.locator('#site-header'));
    await page.locator('footer').scrollIntoViewIfNeeded();
    await shoot('public-footer-logo-dark', () => page.locator('footer a:has(img[data-logo="dark"])'));
    expect(consoleErrors).toEqual([]);
  });

  it('the admin frame shows the logo', async () => {
    await gotoHydrated(page, `${server.url}/admin`);
    const logo = page.getByTestId('admin-logo');
    expect(await logo.getAttribute('src')).toMatch(/-600\.webp$/);
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);
    await page
      .locator('header')
      .first()
      .screenshot({ path: path.join(SHOTS, 'admin-header-logo-1440.png') });
  });

  it('the <link rel="icon"> set, public and admin, names PNGs of the sizes they claim', async () => {
    for (const url of [`${server.url}/`, `${server.url}/en-blog`, `${server.url}/admin/ayarlar`]) {
      await page.goto(url);
      const links = await page.$$eval('head link[rel="icon"], head link[rel="apple-touch-icon"]', (els) =>
        els.map((e) => ({
          rel: e.getAttribute('rel'),
          href: e.getAttribute('href')!,
          sizes: e.getAttribute('sizes'),
          type: e.getAttribute('type'),
        })),
      );
      expect(
        links.map((l) => `${l.rel} ${l.sizes}`),
        url,
      ).toEqual(['icon 32x32', 'icon 192x192', 'apple-touch-icon 180x180']);
      for (const l of links) {
        const img = await fetchImage(server.url + l.href);
        const size = Number(l.sizes!.split('x')[0]);
        expect([img.type, img.format, img.width, img.height], l.href).toEqual(['image/png', 'png', size, size]);
      }
    }
  });

  it('every page shares a JPEG or PNG: the default share image (1200×630 JPEG) where the page has none of its own', async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(pages.length).toBeGreaterThan(10);
    const seen = new Set<string>();
    let defaults = 0;
    for (const p of pages) {
      const html = await (await fetch(server.url + p)).text();
      const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      const tw = /<meta name="twitter:image" content="([^"]+)"/.exec(html)?.[1];
      expect(og, p).toBeDefined();
      expect(tw, p).toBe(og);
      expect(og, p).not.toMatch(/\.webp$/);
      if (/\/uploads\/renditions\/\d+-[a-f0-9]+-og\.jpg$/.test(og!) && !p.includes('blog/')) defaults++;
      seen.add(og!.replace(PUBLIC_URL, ''));
    }
    expect(defaults).toBeGreaterThan(10);
    for (const image of seen) {
      const img = await fetchImage(server.url + image);
      expect(['jpeg', 'png'], image).toContain(img.format);
      expect(img.type, image).toMatch(/^image\/(jpeg|png)$/);
    }
    const home = await (await fetch(`${server.url}/`)).text();
    const share = /<meta property="og:image" content="([^"]+)"/.exec(home)![1]!;
    const img = await fetchImage(server.url + share.replace(PUBLIC_URL, ''));
    expect(img.data.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect([img.format, img.width, img.height]).toEqual(['jpeg', 1200, 630]);
    expect(home).toContain('<meta property="og:image:width" content="1200"/>');
  });

  it('a campaign mail shows the logo as a PNG from the site', async () => {
    const { html } = await testMail('Logolu');
    const src = /<img src="([^"]+)" alt="Acme Teknoloji"/.exec(html)?.[1];
    expect(src).toMatch(new RegExp(`^${PUBLIC_URL}/uploads/renditions/\\d+-[a-f0-9]+-logo-96\\.png$`));
    const img = await fetchImage(server.url + src!.slice(PUBLIC_URL.length));
    expect([img.type, img.format, img.height]).toEqual(['image/png', 'png', 96]);
  });
});
