import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import SQLite from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { adminHeaders, loginAsAdmin } from '../helpers/admin-session';

/**
 * The settings tab in a real browser against the production build: settings
 * that show on the public pages, maintenance mode, backup download and
 * restore (and refusal of bad files), the cache button.
 */
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let consoleErrors: string[];
let token: string;
let sqlite: SQLite.Database;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-settings-'));

const count = (sql: string) => (sqlite.prepare(sql).get() as { n: number }).n;

async function toast(text: string) {
  await page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();
}

async function expectNoAxeViolations() {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
  const violations = await axeViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

/** Every backed-up table's rows, straight from the database file. */
function snapshot() {
  const out: Record<string, unknown[]> = {};
  for (const t of ['settings', 'projects', 'blog_posts', 'pages', 'consultation_requests', 'support_tickets', 'newsletter_subscribers']) {
    out[t] = sqlite.prepare(`select * from ${t} order by 1`).all();
  }
  return out;
}

/** The files of a tar archive by name. */
function tarEntries(tar: Buffer): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (let at = 0; at + 512 <= tar.length;) {
    const h = tar.subarray(at, at + 512);
    if (h.every((b) => b === 0)) break;
    const name = h.subarray(0, 100).toString('latin1').replace(/\0.*$/s, '');
    const size = parseInt(h.subarray(124, 136).toString('latin1').replace(/\0.*$/s, ''), 8);
    out.set(name, h.length ? tar.subarray(at + 512, at + 512 + size) : Buffer.alloc(0));
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return out;
}

async function openTab(name: string) {
  await page.getByRole('tab', { name }).click();
  await page.locator('[role="tabpanel"][data-state="active"]').waitFor();
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  sqlite = new SQLite(path.join(server.dataDir, 'site.db'));
  sqlite.pragma('busy_timeout = 5000');
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  token = await loginAsAdmin(context, server);
  ({ page, consoleErrors } = await newPage(context));
});

afterAll(async () => {
  sqlite?.close();
  await context?.close();
  await browser?.close();
  await server?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('settings', () => {
  it('a change of company name, contact e-mail, social link and meta title shows on the public pages', async () => {
    await page.goto(server.url + '/admin/ayarlar');
    await expectNoAxeViolations();
    await page.getByLabel('Şirket / site adı').fill('Örnek Teknoloji');
    await openTab('İletişim');
    await page.getByLabel('İletişim e-postası').fill('merhaba@ornek-teknoloji.example');
    await page.getByLabel('LinkedIn', { exact: true }).fill('https://www.linkedin.com/company/ornek-teknoloji');
    await page.getByLabel('Instagram', { exact: true }).fill('');
    await openTab('SEO');
    const metaTitle = page.getByLabel('Meta başlık');
    const title = 'Örnek Teknoloji — Yapay Zeka ve Yazılım Çözümleri';
    const long = 'Örnek Teknoloji — Yapay Zeka, Web, Mobil ve IoT Yazılım Çözümleri';
    await metaTitle.fill(title);
    await page.getByText(`${title.length}/60 karakter. Türkçe ana sayfanın`).waitFor();
    await metaTitle.fill(long);
    await page.getByText(`${long.length}/60 karakter: arama motorları fazlasını kesebilir.`).waitFor();
    await metaTitle.fill(title);
    await page.getByLabel('Meta açıklama').fill('Diyarbakır merkezli yazılım şirketi.');
    await expectNoAxeViolations();
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await toast('Ayarlar kaydedildi.');

    const home = await (await fetch(server.url + '/')).text();
    expect(home).toContain('<title>Örnek Teknoloji — Yapay Zeka ve Yazılım Çözümleri</title>');
    expect(home).toMatch(/<meta name="description" content="Diyarbakır merkezli yazılım şirketi\."/);
    expect(home).toContain('Örnek Teknoloji');
    expect(home).toContain('merhaba@ornek-teknoloji.example');
    expect(home).toContain('href="https://www.linkedin.com/company/ornek-teknoloji"');
    expect(home).not.toContain('href="https://www.instagram.com/"');
    const contact = await (await fetch(server.url + '/iletisim')).text();
    expect(contact).toContain('mailto:merhaba@ornek-teknoloji.example');
    expect(contact).toMatch(/<title>[^<]*\| Örnek Teknoloji<\/title>/);
    const en = await (await fetch(server.url + '/en-about')).text();
    expect(en).toContain('Örnek Teknoloji');
    expect(en).toContain('href="https://www.linkedin.com/company/ornek-teknoloji"');

    // the form shows what was stored
    await page.reload();
    expect(await page.getByLabel('Şirket / site adı').inputValue()).toBe('Örnek Teknoloji');
  });

  it('refuses an invalid e-mail with the field message, opens its tab and stores nothing', async () => {
    const before = snapshot().settings;
    await page.goto(server.url + '/admin/ayarlar');
    await openTab('İletişim');
    await page.getByLabel('Destek e-postası').fill('not-an-email');
    await page.getByLabel('GitHub', { exact: true }).fill('javascript:alert(1)');
    await openTab('Genel');
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await page.getByText('Geçerli bir e-posta adresi giriniz.').waitFor();
    await page.getByText('Geçerli bir bağlantı giriniz (https:// ile başlamalı).').waitFor();
    expect(await page.getByRole('tab', { name: 'İletişim' }).getAttribute('data-state')).toBe('active');
    expect(snapshot().settings).toEqual(before);
  });

  it('the system tab has its own address (/admin/ayarlar/sistem) and is reached by the keyboard', async () => {
    // After a tab's page has loaded, the focus is on that tab again (the next arrow key starts there). The tab must
    // be the active one: the arrow key moves the focus on the old page first, before the new page is drawn.
    const focusedTab = (name: string) =>
      page.waitForFunction((n) => {
        const el = document.activeElement;
        return el?.getAttribute('role') === 'tab' && el.getAttribute('data-state') === 'active' && el.textContent?.trim() === n;
      }, name);
    await page.goto(server.url + '/admin/ayarlar');
    await page.getByRole('tab', { name: 'SEO' }).click();
    // SEO → Marka → E-posta (ADR 020) → Sistem.
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(server.url + '/admin/ayarlar/marka');
    await focusedTab('Marka');
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(server.url + '/admin/ayarlar/eposta');
    await focusedTab('E-posta');
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(server.url + '/admin/ayarlar/sistem');
    await page.getByRole('button', { name: 'Önbelleği temizle' }).waitFor();
    await focusedTab('Sistem');
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL(server.url + '/admin/ayarlar/eposta');
    await focusedTab('E-posta');
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL(server.url + '/admin/ayarlar/marka');
    await focusedTab('Marka');
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL(server.url + '/admin/ayarlar');
    await page.getByLabel('Meta başlık').waitFor();
    expect(await page.getByRole('tab', { name: 'SEO' }).getAttribute('data-state')).toBe('active');
    await page.goto(server.url + '/admin/ayarlar/sistem');
    expect(await page.getByRole('tab', { name: 'Sistem' }).getAttribute('data-state')).toBe('active');
    await expectNoAxeViolations();
  });

  it('clears the caches', async () => {
    await page.goto(server.url + '/admin/ayarlar');
    await openTab('Sistem');
    await page.getByRole('button', { name: 'Önbelleği temizle' }).click();
    await toast('Önbellek temizlendi.');
  });
});

describe('maintenance mode', () => {
  it('answers 503 with Retry-After and a bilingual page publicly, while the admin keeps working', async () => {
    await page.goto(server.url + '/admin/ayarlar');
    await openTab('Sistem');
    await page.getByLabel('Bakım modu açık').check();
    await page
      .getByRole('tabpanel')
      .locator('form', { has: page.getByLabel('Bakım modu açık') })
      .getByRole('button', { name: 'Kaydet' })
      .click();
    await toast('Ayarlar kaydedildi.');
    await page.getByTestId('maintenance-banner').waitFor();

    for (const p of ['/', '/hizmetler', '/blog', '/sayfa/yok']) {
      const r = await fetch(server.url + p);
      expect(r.status, p).toBe(503);
      expect(r.headers.get('retry-after'), p).toBe('1800');
    }
    const tr = await (await fetch(server.url + '/')).text();
    expect(tr).toContain('<html lang="tr">');
    expect(tr.indexOf('Bakımdayız')).toBeLessThan(tr.indexOf('Under maintenance'));
    expect(tr).toContain('<section lang="en">');
    expect(tr).toContain('merhaba@ornek-teknoloji.example');
    const en = await (await fetch(server.url + '/en-services')).text();
    expect(en).toContain('<html lang="en">');
    expect(en.indexOf('Under maintenance')).toBeLessThan(en.indexOf('Bakımdayız'));
    // a public form cannot be posted either
    expect((await fetch(server.url + '/iletisim', { method: 'POST', body: new URLSearchParams({ a: 'b' }) })).status).toBe(503);

    // the admin keeps working: 200 with a session, the login screen (401) without
    expect((await fetch(server.url + '/admin', { headers: adminHeaders(server, token) })).status).toBe(200);
    expect((await fetch(server.url + '/admin/ayarlar', { headers: adminHeaders(server, token) })).status).toBe(200);
    const login = await fetch(server.url + '/admin');
    expect(login.status).toBe(401);
    expect(await login.text()).toContain('Admin Paneli');
    expect((await fetch(server.url + '/healthz')).status).toBe(200);

    // a logged-in admin still previews the public pages
    const preview = await page.goto(server.url + '/hizmetler');
    expect(preview?.status()).toBe(200);
    expect(await page.title()).toContain('Örnek Teknoloji');

    // a visitor's browser shows the maintenance page
    const visitor = await browser.newContext();
    const vp = await visitor.newPage();
    const vr = await vp.goto(server.url + '/');
    expect(vr?.status()).toBe(503);
    await vp.getByRole('heading', { name: 'Bakımdayız' }).waitFor();
    const violations = await axeViolations(vp);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await visitor.close();

    // and off again
    await page.goto(server.url + '/admin/ayarlar');
    await openTab('Sistem');
    await page.getByLabel('Bakım modu açık').uncheck();
    await page
      .getByRole('tabpanel')
      .locator('form', { has: page.getByLabel('Bakım modu açık') })
      .getByRole('button', { name: 'Kaydet' })
      .click();
    await toast('Ayarlar kaydedildi.');
    expect((await fetch(server.url + '/')).status).toBe(200);
  });
});

describe('backup and restore', () => {
  let backupFile: string;
  let backupText: string;

  it('downloads backup-YYYY-MM-DD.tar.gz: the rows (format version, timestamp, settings, every table), the images and a manifest', async () => {
    await page.goto(server.url + '/admin/ayarlar');
    await openTab('Sistem');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Yedeği indir' }).click()]);
    expect(download.suggestedFilename()).toBe(`backup-${new Date().toISOString().slice(0, 10)}.tar.gz`);
    const archive = path.join(tmp, download.suggestedFilename());
    await download.saveAs(archive);
    const entries = tarEntries(gunzipSync(fs.readFileSync(archive)));
    const manifest = JSON.parse(entries.get('manifest.json')!.toString()) as { media: number; entries: Array<{ path: string }> };
    // The seeded pictures travel with the rows.
    expect(manifest.media).toBeGreaterThan(0);
    expect([...entries.keys()]).toEqual(manifest.entries.map((e) => e.path).concat('manifest.json'));
    // The restore below takes the rows file (the archive's restore is plugged into the route with its preview).
    backupText = entries.get('backup.json')!.toString('utf8');
    backupFile = path.join(tmp, `backup-${new Date().toISOString().slice(0, 10)}.json`);
    fs.writeFileSync(backupFile, backupText);
    const b = JSON.parse(backupText) as {
      version: number;
      created_at: string;
      settings: { site_title: string };
      tables: Record<string, unknown[]>;
    };
    expect(b.version).toBe(1);
    expect(Date.now() - Date.parse(b.created_at)).toBeLessThan(5 * 60_000);
    expect(b.settings.site_title).toBe('Örnek Teknoloji');
    expect(Object.keys(b.tables)).toEqual(
      expect.arrayContaining([
        'settings',
        'projects',
        'blog_posts',
        'pages',
        'consultation_requests',
        'support_tickets',
        'newsletter_subscribers',
      ]),
    );
    expect(b.tables.projects).toHaveLength(count('select count(*) n from projects'));
    // the direct link works too (no JavaScript), and only for the admin
    const r = await fetch(server.url + '/admin/ayarlar/yedek', { headers: adminHeaders(server, token) });
    expect(r.headers.get('content-disposition')).toContain('attachment; filename="backup-');
    expect(r.headers.get('content-type')).toBe('application/gzip');
    expect(Buffer.from(await r.arrayBuffer()).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect((await fetch(server.url + '/admin/ayarlar/yedek')).status).toBe(401);
  });

  it('restores a backup after its preview: the content is exactly the backup again', async () => {
    const expected = snapshot();
    // change things after the backup
    sqlite.prepare("delete from projects where title_en = 'FunVest'").run();
    sqlite.prepare("update settings set value = '\"Başka Ad\"' where key = 'site_title'").run();
    sqlite
      .prepare(
        "insert into pages (id, title, slug, content, meta_description, status, language, created_at, updated_at) values ('p1', 'Yeni', 'yeni', 'x', null, 'published', 'tr', ?, ?)",
      )
      .run(new Date().toISOString(), new Date().toISOString());
    expect(snapshot()).not.toEqual(expected);

    const preview = async () => {
      await page.goto(server.url + '/admin/ayarlar');
      await openTab('Sistem');
      await page.getByLabel('Yedek dosyası').setInputFiles(backupFile);
      await page.getByRole('button', { name: 'Yedeği incele' }).click();
      await page.getByTestId('restore-preview').waitFor();
    };
    // cancelling (Vazgeç) changes nothing
    await preview();
    await page.getByRole('button', { name: 'Vazgeç' }).click();
    await page.getByText('Geri yükleme yapılmadı; yüklenen dosya silindi.').first().waitFor();
    expect(count("select count(*) n from pages where slug = 'yeni'")).toBe(1);
    await preview();
    await page.getByRole('button', { name: 'Geri yükle' }).click();
    await page.getByTestId('restore-done').waitFor();
    await toast('Geri yükleme tamamlandı');
    expect(snapshot()).toEqual(expected);
    // the admin session survived the restore, and the site shows the restored settings
    expect((await fetch(server.url + '/admin', { headers: adminHeaders(server, token) })).status).toBe(200);
    expect(await (await fetch(server.url + '/iletisim')).text()).toContain('Örnek Teknoloji');
  });

  it('refuses a corrupted or newer-format file with a clear message and changes nothing', async () => {
    const before = snapshot();
    const cases: Array<[string, string, string]> = [
      ['truncated.json', backupText.slice(0, Math.floor(backupText.length / 2)), 'Dosya okunamadı: geçerli bir JSON yedek dosyası değil.'],
      ['newer.json', backupText.replace('"version":1', '"version":99'), 'Bu yedek daha yeni bir sürümle alınmış (biçim 99)'],
      ['other.json', JSON.stringify({ hello: 'world' }), 'Bu dosya bu sitenin bir yedeği değil.'],
      [
        'bad-row.json',
        backupText.replace('"is_active":true', '"is_active":"evet"'),
        'Yedekteki bir kayıt geçersiz: projects[0].is_active.',
      ],
      ['unknown.json', backupText.replace('"tables":{', '"junk":[1,2,3],"tables":{'), 'Yedek dosyası bozuk ya da eksik (junk).'],
    ];
    await page.goto(server.url + '/admin/ayarlar');
    await openTab('Sistem');
    for (const [name, text, message] of cases) {
      const file = path.join(tmp, name);
      fs.writeFileSync(file, text);
      await page.getByLabel('Yedek dosyası').setInputFiles(file);
      await page.getByRole('button', { name: 'Yedeği incele' }).click();
      await toast(message);
      await page.locator('[data-sonner-toast]').filter({ hasText: 'Hiçbir şey değiştirilmedi.' }).first().waitFor();
      expect(snapshot(), name).toEqual(before);
    }
    expect(consoleErrors).toEqual([]);
  });

  it('the restore route (POST /admin/ayarlar/geri-yukle): admin only, same origin; upload, preview and confirm as plain forms', async () => {
    const headers = adminHeaders(server, token);
    const post = (text: string, h: Record<string, string> = headers) => {
      const body = new FormData();
      body.set('backup', new Blob([text], { type: 'application/json' }), 'backup.json');
      return fetch(server.url + '/admin/ayarlar/geri-yukle', { method: 'POST', body, headers: h, redirect: 'manual' });
    };
    /** "Geri yükle" on the session's preview (the staged file's id from the preview page). */
    const confirm = async () => {
      const html = await (await fetch(server.url + '/admin/ayarlar/geri-yukle', { headers })).text();
      const id = /name="id" value="([0-9a-f]{24})"/.exec(html)![1]!;
      return fetch(server.url + '/admin/ayarlar/geri-yukle', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id, intent: 'confirm' }),
      });
    };
    const before = snapshot();
    expect((await post(backupText, { origin: server.url })).status).toBe(401);
    expect((await post(backupText, { ...headers, origin: 'https://evil.example' })).status).toBe(403);

    // a delivery addressed to several people: refused, naming the row and field; nothing changes
    const b = JSON.parse(backupText) as { tables: Record<string, Array<Record<string, unknown>>> };
    const campaign = {
      id: 'c-evil',
      subject_tr: 'Konu',
      subject_en: null,
      content_tr: 'İçerik',
      content_en: null,
      status: 'sending',
      is_test: false,
      test_email: null,
      recipient_count: 3,
      sent_count: 0,
      failed_count: 0,
      created_at: '2026-02-01T00:00:00.000Z',
      started_at: '2026-02-01T00:00:01.000Z',
      finished_at: null,
      base_url: 'https://evil.example',
      send_to_all: true,
      skipped_count: 0,
    };
    const delivery = {
      id: 'd-evil',
      campaign_id: 'c-evil',
      subscriber_id: null,
      email: 'a@x.example, b@y.example, c@z.example',
      language: 'tr',
      status: 'pending',
      attempts: 0,
      next_attempt_at: '2026-02-01T00:00:00.000Z',
      claimed_by: null,
      claimed_at: null,
      last_error: null,
      sent_at: null,
    };
    const crafted = (d: Record<string, unknown>) =>
      JSON.stringify({ ...b, tables: { ...b.tables, campaigns: [campaign], campaign_deliveries: [d] } });
    let r = await post(crafted(delivery));
    expect(r.status).toBe(200);
    expect(await r.text()).toContain('Yedekteki bir kayıt geçersiz: campaign_deliveries[0].email. Hiçbir şey değiştirilmedi.');
    expect(snapshot()).toEqual(before);

    // the same campaign with one plain address: previewed (303 to the preview), then restored, but stopped; nothing is sent
    r = await post(crafted({ ...delivery, email: 'a@x.example' }));
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/admin/ayarlar/geri-yukle');
    const previewHtml = await (await fetch(server.url + '/admin/ayarlar/geri-yukle', { headers })).text();
    expect(previewHtml).toContain('Gönderilmekte ya da sırada olan 1 kampanya durdurulmuş olarak geri yüklenecek');
    expect(snapshot()).toEqual(before);
    r = await confirm();
    expect(r.status).toBe(200);
    expect(await r.text()).toContain('Geri yükleme tamamlandı');
    expect(sqlite.prepare("select status from campaigns where id = 'c-evil'").get()).toEqual({ status: 'cancelled' });
    expect(sqlite.prepare("select status, last_error from campaign_deliveries where id = 'd-evil'").get()).toEqual({
      status: 'skipped',
      last_error: 'cancelled',
    });
    expect(count('select count(*) n from mail_queue')).toBe(0);
    expect(fs.existsSync(path.join(server.dataDir, 'outbox')) ? fs.readdirSync(path.join(server.dataDir, 'outbox')) : []).toEqual([]);
    // no temporary file is left behind
    expect(fs.readdirSync(path.join(server.dataDir, 'tmp'))).toEqual([]);

    // back to the backup
    expect((await post(backupText)).status).toBe(303);
    expect((await confirm()).status).toBe(200);
    expect(snapshot()).toEqual(before);

    // the settings page itself no longer takes large bodies (the admin limit)
    const big = await fetch(server.url + '/admin/ayarlar', {
      method: 'POST',
      headers: { ...adminHeaders(server, token), 'content-type': 'application/x-www-form-urlencoded' },
      body: 'intent=save&x=' + 'a'.repeat(3 * 1024 * 1024),
    });
    expect(big.status).toBe(413);
  });
});
