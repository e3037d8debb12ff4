#!/usr/bin/env node
// Full-page screenshots of the main public pages at 1440 px and 375 px wide, from a running
// production server: BASE_URL=http://127.0.0.1:3000 node scripts/screenshots.mjs [outDir]
// (default outDir docs/screenshots). Uses the system Chromium (CHROME_PATH, default /usr/bin/chromium).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const base = (process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const outDir = process.argv[2] ?? 'docs/screenshots';
const pages = (process.env.PAGES ?? 'home=/,services=/hizmetler,projects=/projeler,contact=/iletisim')
  .split(',')
  .map((kv) => kv.split('='));
const widths = [1440, 375];

fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars'],
});
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
      await page.evaluate(() => globalThis.document.fonts.ready);
      const file = path.join(outDir, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
