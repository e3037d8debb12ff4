#!/usr/bin/env node
// Full-page screenshots at 1440 px and 375 px wide, from a running production server:
//   BASE_URL=http://127.0.0.1:3000 [ADMIN_PASSWORD=…] node scripts/screenshots.mjs [outDir]
// By default every page the sitemap lists (both languages, blog posts and static pages), the
// consultation dialog, the mobile menu open, and — with ADMIN_PASSWORD (the shared password of a
// fresh install) — every tab of the admin panel (ADMIN_TABS below; ADMIN_ONLY=1 shoots only those).
// PAGES=name=/path,… narrows it (EXTRAS=1 keeps the dialog, menu and admin shots). Public pages as JPEG (quality 72) so the set stays small enough for git; admin tabs as PNG.
// Uses the system Chromium (CHROME_PATH, default /usr/bin/chromium). Default outDir docs/screenshots.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const base = (process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const outDir = process.argv[2] ?? 'docs/screenshots';
const widths = [1440, 375];

/** A file name for a path: `/` → tr-home, `/en-about` → en-about, `/blog/x` → tr-blog-x. */
function nameOf(p) {
  if (p === '/') return 'tr-home';
  const flat = decodeURIComponent(p)
    .replace(/^\/+/, '')
    .replace(/[^a-z0-9-]+/gi, '-')
    .toLowerCase();
  return flat.startsWith('en-') ? flat : `tr-${flat}`;
}

async function pagesFromSitemap() {
  const xml = await (await fetch(base + '/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  return [...new Set(paths)].map((p) => [nameOf(p), p]);
}

/** Every tab of the admin panel (app/routes.ts `adminTabs`), as an owner sees it. */
const ADMIN_TABS = [
  ['admin-dashboard', '/admin'],
  ['admin-analytics', '/admin/analitik'],
  ['admin-projects', '/admin/projeler'],
  ['admin-consultations', '/admin/danismanlik'],
  ['admin-messages', '/admin/danismanlik/mesajlar'],
  ['admin-pages', '/admin/sayfalar'],
  ['admin-texts-tab', '/admin/metinler'],
  ['admin-blog', '/admin/icerik'],
  ['admin-comments', '/admin/icerik/yorumlar'],
  ['admin-newsletter', '/admin/e-bulten'],
  ['admin-campaigns', '/admin/e-bulten/kampanyalar'],
  ['admin-settings', '/admin/ayarlar'],
  ['admin-settings-system', '/admin/ayarlar/sistem'],
  ['admin-users', '/admin/ayarlar/kullanicilar'],
  ['admin-audit', '/admin/etkinlik'],
  ['admin-account', '/admin/hesabim'],
];

const pages =
  process.env.ADMIN_ONLY === '1'
    ? []
    : process.env.PAGES
      ? process.env.PAGES.split(',').map((kv) => kv.split('='))
      : await pagesFromSitemap();

fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars', '--disable-background-networking', '--no-first-run'],
});

async function shoot(page, name, width, fullPage = true, type = 'jpeg') {
  await page.evaluate(() => globalThis.document.fonts.ready);
  const file = path.join(outDir, `${name}-${width}.${type === 'png' ? 'png' : 'jpg'}`);
  await page.screenshot({ path: file, fullPage, type, ...(type === 'jpeg' ? { quality: 72 } : {}) });
  console.log(file);
}

try {
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: width > 800 ? 900 : 812 },
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    for (const [name, p] of pages) {
      await page.goto(base + p, { waitUntil: 'networkidle' });
      await shoot(page, name, width);
    }
    if ((!process.env.PAGES || process.env.EXTRAS === '1') && process.env.ADMIN_ONLY !== '1') {
      // The two overlays a visitor opens first: the consultation dialog and, on a phone, the menu.
      await page.goto(base + '/', { waitUntil: 'networkidle' });
      const opener = page.locator('main :is(a, button):has-text("Danışmanlık Al")').first();
      if (await opener.count()) {
        await opener.click();
        await page.getByRole('dialog').waitFor({ timeout: 5000 });
        await shoot(page, 'tr-consultation-dialog', width, false);
        await page.keyboard.press('Escape');
      }
      if (width < 800) {
        const menu = page.locator('header button[aria-controls], header [popovertarget]').first();
        if (await menu.count()) {
          await menu.click();
          await page.waitForTimeout(300);
          await shoot(page, 'tr-mobile-menu', width, false);
        }
      }
    }
    if (process.env.ADMIN_PASSWORD) {
      await page.goto(base + '/admin', { waitUntil: 'networkidle' });
      const password = page.locator('input[type="password"]');
      if (await password.count()) {
        await password.fill(process.env.ADMIN_PASSWORD);
        await password.press('Enter');
        await password.waitFor({ state: 'detached' });
        await page.waitForLoadState('networkidle');
      }
      for (const [name, p] of ADMIN_TABS) {
        await page.goto(base + p, { waitUntil: 'networkidle' });
        // PNG: the admin is mostly text and flat colour, which PNG keeps sharp and small.
        // Metinler lists every text of the site (a page tens of thousands of pixels tall): its first screen.
        await shoot(page, name, width, name !== 'admin-texts-tab', 'png');
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
}
