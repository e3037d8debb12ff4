import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { adminHeaders, createAdminSession, loginAsAdmin } from '../helpers/admin-session';
import { statPeriods } from '~/domain/consultations/stats';
import { startOfZonedDay } from '~/lib/calendar';

/**
 * The admin operations tabs in a real browser against the production build:
 * dashboard figures against counts taken from the database, consultation
 * requests, contact messages, subscribers with their CSV export, static pages
 * served publicly. Data is written straight into the server's SQLite file.
 */
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let consoleErrors: string[];
let token: string;
let sqlite: SQLite.Database;

const iso = (d: Date | number) => new Date(d).toISOString();
const count = (sql: string, ...params: unknown[]) => (sqlite.prepare(sql).get(...params) as { n: number }).n;

async function toast(text: string) {
  await page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();
}

async function expectNoAxeViolations() {
  // Outcome toasts fade after a few seconds; the page is checked without them.
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
  const violations = await axeViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

function insertSubscriber(email: string, createdAt: string, active = true) {
  sqlite
    .prepare(
      'insert into newsletter_subscribers (id, email, is_active, language, source_page, consent_at, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(randomUUID(), email, active ? 1 : 0, 'tr', '/', createdAt, createdAt, createdAt);
}

function insertConsultation(name: string, createdAt: string) {
  sqlite
    .prepare(
      'insert into consultation_requests (id, name, surname, email, phone, service_description, language, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      randomUUID(),
      name,
      'Yılmaz',
      `${name.toLowerCase()}@example.com`,
      '+90 532 111 22 33',
      'Kurumsal web sitesi ve mobil uygulama istiyoruz.',
      'tr',
      createdAt,
    );
}

function insertTicket(name: string, status: string, createdAt: string) {
  const id = randomUUID();
  sqlite
    .prepare(
      'insert into support_tickets (id, name, email, subject, message, status, language, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      id,
      name,
      `${name.split(' ')[0]!.toLowerCase()}@example.com`,
      `Konu ${name}`,
      `Telefon: +90 532 000 00 00\nMerhaba, ${name}.`,
      status,
      'tr',
      createdAt,
      createdAt,
    );
  return id;
}

function insertProject(title: string, status: string, visible: boolean, createdAt: string) {
  sqlite
    .prepare(
      `insert into projects (id, title_tr, title_en, description_tr, description_en, category, status, icon, is_active, is_featured,
        features_tr, features_en, tech_stack, technologies, version, priority, created_at, updated_at)
       values (?, ?, ?, 'Açıklama', 'Description', 'web', ?, 'Bot', ?, 0, '[]', '[]', '[]', '[]', '1.0.0', 0, ?, ?)`,
    )
    .run(randomUUID(), title, title, status, visible ? 1 : 0, createdAt, createdAt);
}

function insertPost(slug: string, published: boolean) {
  const now = iso(Date.now());
  sqlite
    .prepare(
      `insert into blog_posts (id, slug, title_tr, title_en, content_tr, content_en, category, tags, is_published, is_featured, author, created_at, updated_at)
       values (?, ?, ?, ?, 'İçerik', 'Content', 'technology', '[]', ?, 0, 'FunTech', ?, ?)`,
    )
    .run(randomUUID(), slug, slug, slug, published ? 1 : 0, now, now);
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
});

describe('dashboard', () => {
  it('shows figures equal to counts taken from the database after inserting known data', async () => {
    const now = Date.now();
    const p = statPeriods(new Date(now));
    // (after the seeded projects, which were created when the server started)
    insertProject('Görünür Aktif A', 'active', true, iso(now + 1000));
    insertProject('Görünür Aktif B', 'active', true, iso(now + 2000));
    insertProject('Gizli Aktif', 'active', false, iso(now + 3000));
    insertProject('Beta Proje', 'beta', true, iso(now + 4000));
    insertPost('yazi-a', true);
    insertPost('yazi-b', false);
    insertPost('yazi-c', false);
    for (const [i, s] of ['open', 'open', 'answered', 'closed', 'open'].entries())
      insertTicket(`Kişi ${i} Test`, s, iso(now - i * 3600_000));
    // 4 sign-ups this month (today), 2 last month, 1 before that (one of them removed)
    // "Today" is the site's day (Istanbul): rows are spread over the last three minutes, or since midnight when the
    // day began less than three minutes ago, so a run just after midnight still finds them in today's cell.
    const span = Math.min(180_000, now - startOfZonedDay(new Date(now)).getTime());
    const today = (eighths: number) => iso(now - Math.round((span * eighths) / 8));
    for (let i = 0; i < 4; i++) insertSubscriber(`bu-ay-${i}@example.com`, today(1 + i), i !== 3);
    insertSubscriber('gecen-ay-1@example.com', iso(p.previousMonthStart.getTime() + 12 * 3600_000));
    insertSubscriber('gecen-ay-2@example.com', iso(p.monthStart.getTime() - 3600_000));
    insertSubscriber('eski@example.com', iso(p.previousMonthStart.getTime() - 86400_000));
    // consultation requests: 2 today, 3 ten days ago, 1 forty days ago
    for (let i = 0; i < 2; i++) insertConsultation(`Bugun${i}`, today(5 + i));
    for (let i = 0; i < 3; i++) insertConsultation(`Ongun${i}`, iso(now - 10 * 86400_000 - i * 1000));
    insertConsultation('Kirkgun', iso(now - 40 * 86400_000));

    await page.goto(server.url + '/admin');
    const fig = async (id: string) => (await page.getByTestId(id).textContent())!.trim();

    expect(await fig('count-projects')).toBe(String(count('select count(*) n from projects')));
    expect(await fig('count-active-projects')).toContain(
      String(count("select count(*) n from projects where status = 'active' and is_active = 1")),
    );
    expect(count("select count(*) n from projects where status = 'active' and is_active = 1")).toBe(3); // FunAI + 2 visible
    expect(await fig('count-blog-posts')).toBe(String(count('select count(*) n from blog_posts')));
    expect(await fig('count-tickets')).toBe(String(count('select count(*) n from support_tickets')));
    expect(await fig('open-tickets')).toBe(String(count("select count(*) n from support_tickets where status = 'open'")));
    expect(await fig('count-subscribers')).toBe(String(count('select count(*) n from newsletter_subscribers')));
    const thisMonth = count('select count(*) n from newsletter_subscribers where created_at >= ?', iso(p.monthStart));
    const lastMonth = count(
      'select count(*) n from newsletter_subscribers where created_at >= ? and created_at < ?',
      iso(p.previousMonthStart),
      iso(p.monthStart),
    );
    expect([thisMonth, lastMonth]).toEqual([4, 2]);
    expect(await fig('subscribers-this-month')).toBe('4');
    expect(await fig('subscribers-change')).toContain('+100%');
    expect(await fig('consultations-7')).toBe(
      String(count('select count(*) n from consultation_requests where created_at >= ?', iso(p.last7Start))),
    );
    expect(await fig('consultations-30')).toBe(
      String(count('select count(*) n from consultation_requests where created_at >= ?', iso(p.last30Start))),
    );
    expect(await fig('consultations-7')).toBe('2');
    expect(await fig('consultations-30')).toBe('5');

    // The five latest projects and subscribers, newest first.
    const latest = await page.getByTestId('latest-projects').locator('tbody tr td:first-child').allTextContents();
    expect(latest).toEqual(['Beta Proje', 'Gizli Aktif', 'Görünür Aktif B', 'Görünür Aktif A', 'FunAI']);
    const newest = await page.getByTestId('newest-subscribers').locator('tbody tr td:first-child').allTextContents();
    expect(newest).toEqual([
      'bu-ay-0@example.com',
      'bu-ay-1@example.com',
      'bu-ay-2@example.com',
      'bu-ay-3@example.com',
      'gecen-ay-2@example.com',
    ]);

    // The 30-day chart: its table holds the same daily figures, summed in the summary.
    const subs30 = count('select count(*) n from newsletter_subscribers where created_at >= ?', iso(p.last30Start));
    const req30 = count('select count(*) n from consultation_requests where created_at >= ?', iso(p.last30Start));
    expect(await fig('chart-summary')).toContain(`${subs30} yeni abone ve ${req30} danışmanlık talebi`);
    const cells = await page
      .getByTestId('chart-table')
      .locator('tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => Number(td.textContent))));
    expect(cells.reduce((a, [s]) => a + s!, 0)).toBe(subs30);
    expect(cells.reduce((a, [, c]) => a + c!, 0)).toBe(req30);
    expect(cells.at(-1)).toEqual([4, 2]); // today
    const rows = await page.getByTestId('chart-table').locator('tr').count();
    expect(rows).toBe(30);
    // The daily chart is named by its title and summary (the visitors card above has its own chart).
    expect(await page.locator('svg[role="img"][aria-labelledby="chart-title chart-summary"]').count()).toBe(1);
    await expectNoAxeViolations();
  });

  it('the dashboard needs a session', async () => {
    const r = await fetch(server.url + '/admin');
    expect(r.status).toBe(401);
    expect(await r.text()).not.toContain('count-projects');
  });
});

describe('consultation requests', () => {
  it('lists requests newest first with the long Turkish date and time, and the statistics', async () => {
    await page.goto(server.url + '/admin/danismanlik');
    const names = await page.getByTestId('consultation-row').locator('td:first-child').allTextContents();
    expect(names.slice(0, 3)).toEqual(['Bugun0 Yılmaz', 'Bugun1 Yılmaz', 'Ongun0 Yılmaz']);
    const date = await page.getByTestId('consultation-row').first().locator('time').textContent();
    expect(date).toMatch(/^\d{1,2} (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4} \d{2}:\d{2}$/);
    const p = statPeriods(new Date());
    expect(await page.getByTestId('consultations-total').textContent()).toBe(String(count('select count(*) n from consultation_requests')));
    expect(await page.getByTestId('consultations-month').textContent()).toBe(
      String(count('select count(*) n from consultation_requests where created_at >= ?', iso(p.monthStart))),
    );
    expect(await page.getByTestId('consultations-week').textContent()).toBe('2');
    await expectNoAxeViolations();
  });

  it('exports every request as CSV', async () => {
    const r = await fetch(server.url + '/admin/danismanlik/talepler.csv', { headers: adminHeaders(server, token) });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/csv');
    const lines = (await r.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Ad;Soyad;Email;Telefon;Hizmet Açıklaması;Dil;Tarih;Hizmet;Durum;İlgilenen;İç not');
    expect(lines).toHaveLength(1 + count('select count(*) n from consultation_requests'));
    expect(lines[1]).toMatch(/^Bugun0;Yılmaz;bugun0@example.com;\+90 532 111 22 33;/);
    expect((await fetch(server.url + '/admin/danismanlik/talepler.csv')).status).toBe(401);
  });

  it('deletes a request after confirmation with the spec toast', async () => {
    const before = count('select count(*) n from consultation_requests');
    await page.goto(server.url + '/admin/danismanlik');
    await page.getByRole('button', { name: 'Kirkgun Yılmaz talebini sil' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sil' }).click();
    await toast('Danışmanlık talebi silindi.');
    expect(count('select count(*) n from consultation_requests')).toBe(before - 1);
    await expect.poll(() => page.getByTestId('consultations-total').textContent()).toBe(String(before - 1));
    await expect.poll(() => page.getByText('Kirkgun Yılmaz').count()).toBe(0);
  });

  it('a delete that fails shows the spec error toast', async () => {
    await page.goto(server.url + '/admin/danismanlik');
    await page.getByRole('button', { name: 'Ongun2 Yılmaz talebini sil' }).click();
    // Deleted elsewhere in the meantime: the action finds nothing to delete.
    sqlite.prepare("delete from consultation_requests where name = 'Ongun2'").run();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sil' }).click();
    await toast('Silme işlemi sırasında hata oluştu.');
  });

  it('refuses a cross-origin delete and one without a session', async () => {
    const id = (sqlite.prepare('select id from consultation_requests limit 1').get() as { id: string }).id;
    const body = new URLSearchParams({ intent: 'delete', id });
    const cross = await fetch(server.url + '/admin/danismanlik', {
      method: 'POST',
      body,
      headers: { cookie: `admin_session=${token}`, origin: 'https://evil.example' },
    });
    // Refused before anything runs (React Router's own origin check answers 400, ours 403).
    expect([400, 403]).toContain(cross.status);
    const anonymous = await fetch(server.url + '/admin/danismanlik', { method: 'POST', body, headers: { origin: server.url } });
    expect(anonymous.status).toBe(401);
    expect(count('select count(*) n from consultation_requests where id = ?', id)).toBe(1);
  });
});

describe('contact messages', () => {
  it('lists, opens, marks answered and the dashboard open count follows', async () => {
    const id = insertTicket('Zeynep Kaya', 'open', iso(Date.now()));
    const openBefore = count("select count(*) n from support_tickets where status = 'open'");
    await page.goto(server.url + '/admin/danismanlik/mesajlar');
    await expect.poll(() => page.getByTestId('ticket-row').count()).toBe(count('select count(*) n from support_tickets'));
    await page.getByRole('link', { name: 'Zeynep Kaya mesajını oku' }).click();
    await page.waitForURL(/id=/);
    expect(await page.getByTestId('ticket-message').textContent()).toBe('Telefon: +90 532 000 00 00\nMerhaba, Zeynep Kaya.');
    const reply = page.getByRole('link', { name: 'E-posta ile yanıtla' });
    expect(await reply.getAttribute('href')).toBe(`mailto:zeynep@example.com?subject=${encodeURIComponent('Ynt: Konu Zeynep Kaya')}`);
    await expectNoAxeViolations();
    await page.getByRole('button', { name: 'Yanıtlandı olarak işaretle' }).click();
    await toast('Mesaj durumu güncellendi: Yanıtlandı.');
    expect((sqlite.prepare('select status from support_tickets where id = ?').get(id) as { status: string }).status).toBe('answered');
    await page.goto(server.url + '/admin');
    expect(await page.getByTestId('open-tickets').textContent()).toBe(String(openBefore - 1));
    // the status filter
    await page.goto(server.url + '/admin/danismanlik/mesajlar?status=open');
    expect(await page.getByTestId('ticket-row').count()).toBe(openBefore - 1);
  });
});

describe('newsletter subscribers', () => {
  it('searches and filters the list', async () => {
    await page.goto(server.url + '/admin/e-bulten');
    await expect.poll(() => page.getByRole('link', { name: 'Kampanyalar' }).count()).toBe(1);
    await page.getByLabel('E-posta ara').fill('gecen-ay');
    await page.getByRole('button', { name: 'Ara' }).click();
    await page.waitForURL(/q=gecen-ay/);
    await expect
      .poll(() => page.getByTestId('subscriber-row').locator('td:first-child').allTextContents())
      .toEqual(['gecen-ay-2@example.com', 'gecen-ay-1@example.com']);
    await page.goto(server.url + '/admin/e-bulten?status=inactive');
    expect(await page.getByTestId('subscriber-row').count()).toBe(
      count('select count(*) n from newsletter_subscribers where is_active = 0'),
    );
    await expectNoAxeViolations();
  });

  it('removes a subscriber softly; the CSV export shows it as Pasif', async () => {
    await page.goto(server.url + '/admin/e-bulten?q=bu-ay-0');
    await page.getByRole('button', { name: 'bu-ay-0@example.com adresini listeden çıkar' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Listeden çıkar' }).click();
    await toast('Abone listeden çıkarıldı!');
    const row = sqlite.prepare("select is_active from newsletter_subscribers where email = 'bu-ay-0@example.com'").get() as {
      is_active: number;
    };
    expect(row.is_active).toBe(0);

    // The CSV, downloaded from the page's link as a user would.
    await page.goto(server.url + '/admin/e-bulten');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'CSV olarak indir' }).click()]);
    expect(download.suggestedFilename()).toBe('newsletter-subscribers.csv');
    const csv = fs
      .readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe('Email;Durum;Abonelik Tarihi');
    expect(csv).toHaveLength(1 + count('select count(*) n from newsletter_subscribers'));
    const removed = csv.find((l) => l.startsWith('bu-ay-0@example.com;'));
    expect(removed).toMatch(/^bu-ay-0@example\.com;Pasif;\d{2}\.\d{2}\.\d{4}$/);
    expect(csv.find((l) => l.startsWith('bu-ay-1@example.com;'))).toMatch(/;Aktif;/);
  });

  it('a removal that fails shows the error toast', async () => {
    insertSubscriber('gone@example.com', iso(Date.now()));
    await page.goto(server.url + '/admin/e-bulten?q=gone');
    await page.getByRole('button', { name: 'gone@example.com adresini listeden çıkar' }).click();
    // Deleted elsewhere in the meantime.
    sqlite.prepare("delete from newsletter_subscribers where email = 'gone@example.com'").run();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Listeden çıkar' }).click();
    await toast('Kayıt bulunamadı.');
  });
});

describe('static pages', () => {
  async function fillPage(
    title: string,
    content: string,
    opts: { slug?: string; meta?: string; status?: 'draft' | 'published'; lang?: 'tr' | 'en' } = {},
  ) {
    const dialog = page.getByRole('dialog');
    // One tab per language; only the selected one's fields are visible.
    await dialog.getByRole('tab', { name: opts.lang === 'en' ? 'İngilizce' : 'Türkçe' }).click();
    const panel = dialog.getByRole('tabpanel');
    await panel.getByLabel('Başlık').fill(title);
    if (opts.slug) await panel.getByLabel('Slug').fill(opts.slug);
    if (opts.meta) await panel.getByLabel('Meta açıklama').fill(opts.meta);
    await panel.getByLabel('İçerik (Markdown)').fill(content);
    if (opts.status) await dialog.getByLabel('Durum').selectOption(opts.status);
  }

  it('a page published in the admin is served publicly with its meta description; a draft is 404', async () => {
    await page.goto(server.url + '/admin/sayfalar');
    await page.getByRole('button', { name: 'Yeni Sayfa' }).click();
    // title, slug and content are required
    await page.getByRole('dialog').getByRole('button', { name: 'Kaydet', exact: true }).click();
    await page.getByText('En az bir dilde başlık, adres ve içerik girin.').waitFor();
    await fillPage('Çerez Politikası', '## Çerezler\n\nYalnızca **gerekli** çerezler.\n\n<script>alert(1)</script>', {
      meta: 'Çerez kullanımımız hakkında bilgi.',
      status: 'published',
    });
    expect(await page.getByRole('dialog').getByRole('tabpanel').getByLabel('Slug').inputValue()).toBe('cerez-politikasi');
    await page.getByRole('dialog').getByRole('button', { name: 'Kaydet', exact: true }).click();
    await toast('Sayfa oluşturuldu.');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    const r = await fetch(server.url + '/sayfa/cerez-politikasi');
    expect(r.status).toBe(200);
    const html = await r.text();
    expect(html).toContain('<h2>Çerezler</h2>');
    expect(html).toContain('<strong>gerekli</strong>');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toMatch(/<meta name="description" content="Çerez kullanımımız hakkında bilgi\."/);
    expect(html).toContain('<title>Çerez Politikası | FunTech</title>');
    // the Turkish slug does not exist in English
    expect((await fetch(server.url + '/en-page/cerez-politikasi')).status).toBe(404);

    // a draft is not served
    await page.getByRole('button', { name: 'Yeni Sayfa' }).click();
    await fillPage('Taslak Sayfa', 'Henüz hazır değil.');
    await page.getByRole('dialog').getByRole('button', { name: 'Kaydet', exact: true }).click();
    await toast('Sayfa oluşturuldu.');
    expect((await fetch(server.url + '/sayfa/taslak-sayfa')).status).toBe(404);

    // back to draft: 404; published again: 200
    const row = page.getByTestId('page-row').filter({ hasText: 'Çerez Politikası' });
    await row.getByRole('button', { name: 'Taslağa al' }).click();
    await toast('Sayfa taslağa alındı.');
    expect((await fetch(server.url + '/sayfa/cerez-politikasi')).status).toBe(404);
    await row.getByRole('button', { name: 'Yayınla' }).click();
    await toast('Sayfa yayınlandı.');
    expect((await fetch(server.url + '/sayfa/cerez-politikasi')).status).toBe(200);
    await expectNoAxeViolations();
  });

  it('the slug is unique per language', async () => {
    await page.goto(server.url + '/admin/sayfalar');
    await page.getByRole('button', { name: 'Yeni Sayfa' }).click();
    await fillPage('Başka', 'İçerik', { slug: 'cerez-politikasi' });
    await page.getByRole('dialog').getByRole('button', { name: 'Kaydet', exact: true }).click();
    await page.getByRole('dialog').getByText('Bu adres bu dilde zaten kullanılıyor.').waitFor();
    // the same slug in English is fine (a page in English only: the Turkish fields emptied)
    const tr = page.getByRole('dialog').getByRole('tabpanel');
    for (const label of ['Başlık', 'Slug', 'İçerik (Markdown)']) await tr.getByLabel(label).fill('');
    await fillPage('Cookie Policy', 'Only necessary cookies.', { slug: 'cerez-politikasi', status: 'published', lang: 'en' });
    await page.getByRole('dialog').getByRole('button', { name: 'Kaydet', exact: true }).click();
    await toast('Sayfa oluşturuldu.');
    const r = await fetch(server.url + '/en-page/cerez-politikasi');
    expect(r.status).toBe(200);
    const html = await r.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Only necessary cookies.');
  });

  it('edits and deletes a page', async () => {
    await page.goto(server.url + '/admin/sayfalar');
    await page.getByRole('button', { name: 'Taslak Sayfa sayfasını düzenle' }).click();
    await page.getByRole('dialog').getByRole('tabpanel').getByLabel('Başlık').fill('Taslak Sayfa 2');
    await page.getByRole('dialog').getByRole('button', { name: 'Kaydet', exact: true }).click();
    await toast('Sayfa güncellendi.');
    await page.getByTestId('page-row').filter({ hasText: 'Taslak Sayfa 2' }).waitFor();
    expect((sqlite.prepare("select slug from pages where title = 'Taslak Sayfa 2'").get() as { slug: string }).slug).toBe('taslak-sayfa');
    await page.getByRole('button', { name: 'Taslak Sayfa 2 sayfasını sil' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sil' }).click();
    await toast('Sayfa silindi.');
    expect(count("select count(*) n from pages where slug = 'taslak-sayfa'")).toBe(0);
  });
});

describe('load failures', () => {
  it("the dashboard shows the spec's error toast when the statistics cannot be read", async () => {
    // A real failure: a table the dashboard counts is missing for a moment.
    sqlite.exec('alter table support_tickets rename to support_tickets_away');
    try {
      await page.goto(server.url + '/admin');
      await toast('İstatistikler yüklenirken bir hata oluştu');
      expect(await page.locator('[data-sonner-toast]').first().textContent()).toContain('Hata');
      await page.getByRole('alert').filter({ hasText: 'İstatistikler yüklenirken bir hata oluştu' }).waitFor();
      expect(await page.getByTestId('count-projects').count()).toBe(0);
    } finally {
      sqlite.exec('alter table support_tickets_away rename to support_tickets');
    }
    await page.goto(server.url + '/admin');
    await page.getByTestId('count-projects').waitFor();
  });

  it('the consultation list shows its load error', async () => {
    sqlite.exec('alter table consultation_requests rename to consultation_requests_away');
    try {
      await page.goto(server.url + '/admin/danismanlik');
      await toast('Danışmanlık talepleri yüklenirken hata oluştu.');
    } finally {
      sqlite.exec('alter table consultation_requests_away rename to consultation_requests');
    }
  });
});

describe('every operations tab', () => {
  it('renders without console errors at 375 px', async () => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
    await phone.addCookies([{ name: 'admin_session', value: createAdminSession(server), url: server.url }]);
    const { page: p, consoleErrors: errors } = await newPage(phone);
    for (const url of [
      '/admin',
      '/admin/danismanlik',
      '/admin/danismanlik/mesajlar',
      '/admin/e-bulten',
      '/admin/sayfalar',
      '/admin/ayarlar',
    ]) {
      const r = await p.goto(server.url + url);
      expect(r?.status(), url).toBe(200);
      // nothing wider than the screen except the scrollable tables
      const overflow = await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, url).toBeLessThanOrEqual(0);
    }
    expect(errors).toEqual([]);
    await phone.close();
    expect(consoleErrors).toEqual([]);
  });
});
