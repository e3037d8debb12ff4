import type { Browser, BrowserContext, Page } from 'playwright-core';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { createAccountSession } from '../helpers/admin-session';
import { TEXT_PAGES } from '~/domain/texts/entries';
import { ADMIN_COMMENTS_PATH } from '~/domain/comments/constants';
import { SCREENSHOTS_DIR } from '../helpers/screenshots';

/**
 * The words sweep: every staff screen, as the owner and as an editor,
 * speaks plain Turkish. Visible text (with every disclosure opened, placeholders
 * and tooltips included) must hold no code key (`faq.listLabel`), no
 * environment-variable name (`SMTP_URL`) and no "HTTP", except inside a
 * "Teknik ayrıntılar" disclosure, where technical detail belongs.
 */
let server: RunningServer;
let browser: Browser;

const SCREENS = [
  '/admin',
  '/admin/analitik',
  '/admin/projeler',
  '/admin/danismanlik',
  '/admin/danismanlik/mesajlar',
  '/admin/sayfalar',
  // Metinler: every page of texts (both languages side by side), and a search over all of them.
  ...TEXT_PAGES.map((p) => `/admin/metinler?sayfa=${p.id}`),
  '/admin/metinler?q=fiyat',
  '/admin/icerik',
  ADMIN_COMMENTS_PATH,
  '/admin/e-bulten',
  '/admin/e-bulten/kampanyalar',
  '/admin/ayarlar',
  '/admin/ayarlar/sistem',
  '/admin/ayarlar/eposta',
  '/admin/ayarlar/eposta/gunluk',
  '/admin/ayarlar/marka',
  '/admin/ayarlar/geri-yukle',
  '/admin/etkinlik',
  '/admin/ayarlar/kullanicilar',
  '/admin/hesabim',
];

/** Things a staff member may meet that look like `word.word` but are not code keys. */
const NOT_KEYS = [
  /\S+@\S+/g, // e-mail addresses
  /\bhttps?:\/\/\S+/g, // addresses
  /\b[\w-]+(\.[\w-]+)*\.(com|tr|net|org|io|dev|local|test|example|json|csv|xml|txt|png|jpe?g|webp|svg|pdf|db|gz|zip|ico|avif)\b/gi,
  /\d+(\.\d+)+/g, // numbers and versions
];
const CODE_KEY = /\b[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*\b/;
const ENV_VAR = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9]\b/;
const HTTP = /\bHTTP\b/;

/** The screen's words as staff can see them: every disclosure opened but "Teknik ayrıntılar", which is left out. */
async function visibleWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const technical = (d: Element) =>
      /^\s*(Teknik ayrıntılar|Technical details)/.test(d.querySelector(':scope > summary')?.textContent ?? '');
    for (const d of document.querySelectorAll('details')) if (!technical(d)) (d as HTMLDetailsElement).open = true;
    const main = document.body.cloneNode(true) as HTMLElement;
    for (const d of main.querySelectorAll('details')) if (technical(d)) d.remove();
    for (const s of main.querySelectorAll('script, style, template, [hidden]')) s.remove();
    document.body.append(main);
    main.style.position = 'absolute';
    const text = main.innerText;
    const attrs = [...main.querySelectorAll('[placeholder], [title], [aria-label]')].flatMap((el) =>
      ['placeholder', 'title', 'aria-label'].map((a) => el.getAttribute(a) ?? ''),
    );
    main.remove();
    return [text, ...attrs].join('\n');
  });
}

function problems(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    let clean = line;
    for (const re of NOT_KEYS) clean = clean.replace(re, ' ');
    for (const [name, re] of [
      ['code key', CODE_KEY],
      ['environment variable', ENV_VAR],
      ['HTTP', HTTP],
    ] as const) {
      const hit = clean.match(re);
      if (hit) out.push(`${name} “${hit[0]}” in: ${line.trim().slice(0, 160)}`);
    }
  }
  return [...new Set(out)];
}

async function post(path: string, fields: Record<string, string>) {
  const r = await fetch(server.url + path, {
    method: 'POST',
    headers: { Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  expect(r.status, path).toBe(200);
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  // Rows in the lists, as visitors send them.
  await post('/danismanlik-talebi', {
    name: 'Ayşe',
    surname: 'Yılmaz',
    email: 'ayse@ornek.com.tr',
    phone: '0555 123 45 67',
    service_description: 'Kurumsal web sitemizi yenilemek istiyoruz.',
  });
  await post('/iletisim', {
    firstName: 'Mehmet',
    lastName: 'Demir',
    email: 'mehmet@ornek.com.tr',
    phone: '0555 765 43 21',
    message: 'Mobil uygulama projeniz hakkında bilgi almak istiyorum.',
  });
  await post('/e-bulten', { email: 'abone@ornek.com.tr' });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each(['owner', 'editor'] as const)('every staff screen as %s', (role) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    const { token } = createAccountSession(server, { email: `${role}@ornek.com.tr`, role, name: role === 'owner' ? 'Sahip' : 'Editör' });
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'admin_session', value: token, url: server.url, httpOnly: true, sameSite: 'Lax' }]);
    ({ page } = await newPage(context));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('has no code keys, environment-variable names or “HTTP” outside “Teknik ayrıntılar”', async () => {
    const found: string[] = [];
    for (const path of SCREENS) {
      await page.goto(server.url + path, { waitUntil: 'networkidle' });
      await page.locator('main').first().waitFor();
      found.push(...problems(await visibleWords(page)).map((p) => `${path}: ${p}`));
    }
    expect(found).toEqual([]);
  });

  it('Metinler names texts by place, keeps the key under “Teknik ayrıntılar” and the screen-reader texts collapsed apart', async () => {
    await page.goto(`${server.url}/admin/metinler?sayfa=genel`, { waitUntil: 'networkidle' });
    await expect
      .poll(() => page.getByRole('heading', { name: 'Üst menü ve ortak metinler → Üst menü → ana sayfa bağlantısı' }).count())
      .toBe(1);
    const group = page.locator('details[data-a11y-group]');
    expect(await group.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await group.locator(':scope > summary').innerText()).toContain('Erişilebilirlik ve form uyarıları');
    // "İçeriğe geç" is in the group, not among the page copy.
    expect(await group.locator('[data-text-key="common.skipToContent"]').count()).toBe(1);
    const body = await page.locator('main').innerText();
    expect(body).not.toMatch(/COMMON\.|Teknik ad:/);
    const tech = page.locator('[data-text-key="common.nav.home"] details[data-technical]');
    expect(await tech.locator(':scope > summary').innerText()).toBe('Teknik ayrıntılar');
    expect(await tech.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await tech.textContent()).toContain('common.nav.home');
    if (role === 'owner') {
      await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'admin-texts-general-1440.png') });
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(`${server.url}/admin/metinler?sayfa=genel`, { waitUntil: 'networkidle' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.locator('details[data-a11y-group]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'admin-texts-general-375.png') });
    }
  });
});
