import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../helpers/server';
import { closeAdminBrowser, openAdminBrowser } from '../helpers/admin-browser';
import { axeViolations } from '../helpers/browser';

/**
 * Projects: create a project with every field and an image,
 * see it on / and /en-home in the right language, edit it, hide it (gone from
 * public pages), show it, delete it after the confirmation. Validation messages,
 * priority 150 / 'abc', blank and duplicate list entries.
 */
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let consoleErrors: string[];

beforeAll(async () => {
  ({ server, browser, context, page, consoleErrors } = await openAdminBrowser());
});

afterAll(() => closeAdminBrowser(browser, server));

async function publicHtml(path: string): Promise<string> {
  const r = await fetch(server.url + path);
  expect(r.status).toBe(200);
  return r.text();
}

const dialog = () => page.getByRole('dialog');
const tab = (name: string) => dialog().getByRole('tab', { name: new RegExp(`^${name}`) });
const field = (label: string) => dialog().getByLabel(label, { exact: true });
const listInput = (name: string) => dialog().locator(`[data-list="${name}"] input`);
const listItems = (name: string) => dialog().locator(`[data-list="${name}"] li`);

async function addToList(name: string, values: string[], via: 'enter' | 'plus' = 'enter') {
  for (const v of values) {
    await listInput(name).fill(v);
    if (via === 'enter') await listInput(name).press('Enter');
    else await dialog().locator(`[data-list="${name}"] button[aria-label$="ekle"]`).click();
  }
}

async function toast(text: string) {
  await page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();
}

describe('projects manager', () => {
  it('shows the list with its columns, search and category filter', async () => {
    await page.goto(server.url + '/admin/projeler');
    await expect(page.getByRole('heading', { name: 'Projeler', level: 2 }).isVisible()).resolves.toBe(true);
    for (const col of ['Başlık', 'Kategori', 'Durum', 'Görünürlük', 'Öne çıkan', 'Çeviri', 'Güncellendi']) {
      expect(await page.getByRole('columnheader', { name: col }).count()).toBe(1);
    }
    expect(await page.locator('tbody tr').count()).toBe(3);
    await page.getByLabel('Projelerde ara').fill('quake');
    await page.getByRole('button', { name: 'Ara' }).click();
    await page.waitForURL(/q=quake/);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await page.getByRole('link', { name: 'Temizle' }).click();
    await page.waitForURL((u) => !u.search.includes('q='));
    await page.getByLabel('Kategori').selectOption('finance');
    await page.waitForURL(/category=finance/);
    await expect.poll(() => page.locator('tbody tr').allInnerTexts()).toEqual([expect.stringContaining('FunVest')]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('validates: required fields, priority 150 refused, abc becomes 0, blank and duplicate entries ignored', async () => {
    await page.goto(server.url + '/admin/projeler');
    await page.getByRole('link', { name: 'Yeni Proje' }).click();
    await dialog().waitFor();
    await dialog().getByRole('button', { name: 'Kaydet' }).click();
    await toast('Lütfen işaretli alanları düzeltin.');
    for (const message of ['Türkçe başlık zorunludur.', 'İngilizce başlık zorunludur.', 'Kategori seçimi zorunludur.']) {
      await expect(dialog().getByText(message).isVisible()).resolves.toBe(true);
    }
    // The content tab shows its error count; its messages are there.
    await expect(tab('İçerik').innerText()).resolves.toContain('2');
    await tab('İçerik').click();
    await expect(dialog().getByText('Türkçe açıklama zorunludur.').isVisible()).resolves.toBe(true);
    await expect(dialog().getByText('İngilizce açıklama zorunludur.').isVisible()).resolves.toBe(true);

    // Blank and duplicate entries are ignored, with Enter and with the plus button.
    await addToList('features_tr', ['Hızlı', '   ', 'hızlı', 'Güvenli'], 'enter');
    await addToList('features_tr', ['', 'Güvenli'], 'plus');
    expect(await listItems('features_tr').allInnerTexts()).toEqual(['Hızlı', 'Güvenli']);
    await dialog().getByRole('button', { name: 'Hızlı kaldır' }).click();
    expect(await listItems('features_tr').allInnerTexts()).toEqual(['Güvenli']);

    await tab('Temel').click();
    await field('Başlık (Türkçe) *').fill('Öncelik Testi');
    await field('Başlık (İngilizce) *').fill('Priority Test');
    await field('Kategori *').selectOption('web');
    await tab('İçerik').click();
    await field('Açıklama (Türkçe) *').fill('Açıklama');
    await field('Açıklama (İngilizce) *').fill('Description');
    await tab('Ayarlar').click();
    await expect(dialog().getByText('100’ün üzeri kabul edilmez').isVisible()).resolves.toBe(true);
    await field('Öncelik (0–100)').fill('150');
    await dialog().getByRole('button', { name: 'Kaydet' }).click();
    await expect(dialog().getByText('Öncelik 0 ile 100 arasında olmalıdır.').isVisible()).resolves.toBe(true);

    await field('Öncelik (0–100)').fill('abc');
    await dialog().getByRole('button', { name: 'Kaydet' }).click();
    await toast('Proje eklendi!');
    await dialog().waitFor({ state: 'detached' });
    await page.getByLabel('Projelerde ara').fill('Öncelik Testi');
    await page.getByRole('button', { name: 'Ara' }).click();
    await page.waitForURL(/q=/);
    await page.getByRole('link', { name: 'Öncelik Testi projesini düzenle' }).click();
    await tab('Ayarlar').click();
    await expect(field('Öncelik (0–100)').inputValue()).resolves.toBe('0');
    await tab('İçerik').click();
    expect(await listItems('features_tr').allInnerTexts()).toEqual(['Güvenli']);
    await dialog().getByRole('button', { name: 'İptal' }).click();
    await dialog().waitFor({ state: 'detached' });
  });

  it('creates a project with every field and an image; it shows on / and /en-home in each language', async () => {
    await page.goto(server.url + '/admin/projeler');
    await page.getByRole('link', { name: 'Yeni Proje' }).click();
    await dialog().waitFor();
    // basic
    await field('Başlık (Türkçe) *').fill('Akıllı Sera');
    await field('Başlık (İngilizce) *').fill('Smart Greenhouse');
    await field('Kısa açıklama (Türkçe)').fill('Seralar için sensörlü sulama sistemi.');
    await field('Kısa açıklama (İngilizce)').fill('A sensor-driven irrigation system for greenhouses.');
    await field('Kategori *').selectOption({ label: 'IoT & Akıllı Sistemler' });
    await field('Durum').selectOption({ label: 'Ar-Ge' });
    // The icon picker shows the icons with plain names, not their code names.
    const icons = dialog().getByRole('group', { name: 'İkon' });
    await icons.getByText('Dünya', { exact: true }).click();
    expect(await icons.getByRole('radio', { name: 'Dünya' }).isChecked()).toBe(true);
    expect(await dialog().getByRole('radio', { name: 'Globe' }).count()).toBe(0);
    // content
    await tab('İçerik').click();
    await field('Açıklama (Türkçe) *').fill('Toprak nemini ölçer ve sulamayı otomatik yapar.');
    await field('Açıklama (İngilizce) *').fill('Measures soil moisture and waters automatically.');
    await addToList('features_tr', ['Nem sensörü', 'Otomatik sulama', 'Mobil uygulama', 'Raporlar']);
    await addToList('features_en', ['Moisture sensor', 'Automatic watering', 'Mobile app', 'Reports'], 'plus');
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 140, b: 80 } } })
      .jpeg()
      .toBuffer();
    await dialog().locator('[data-testid="image-file"]').setInputFiles({ name: 'sera.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await toast('Resim başarıyla yüklendi');
    await dialog().locator('[data-testid="image-preview"]').waitFor();
    // The alt text requirement is shown as soon as the image is chosen, and the Turkish one has the focus.
    await dialog().getByTestId('alt-needed').waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'image_alt_tr');
    await page.keyboard.type('Sera içinde sensörler');
    await dialog().getByTestId('alt-needed').waitFor();
    await field('Alternatif metin (İngilizce) *').fill('Sensors inside a greenhouse');
    await dialog().getByTestId('alt-needed').waitFor({ state: 'detached' });
    // tech
    await tab('Teknik').click();
    await addToList('tech_stack', ['ESP32', 'MQTT', 'React Native', 'PostgreSQL', 'Grafana']);
    await field('Sürüm').fill('0.9.0');
    await field('Yayın tarihi').fill('2026-04-01');
    await field('Demo adresi').fill('https://sera.example.com/demo');
    await field('Kaynak kod (GitHub) adresi').fill('https://github.com/example/sera');
    await field('Proje sitesi').fill('https://sera.example.com');
    // settings
    await tab('Ayarlar').click();
    await field('Öncelik (0–100)').fill('95');
    await field('Kullanıcı sayısı (metin)').fill('250+');
    await field('Puan (0–5)').fill('4.6');
    await field('Ana sayfada öne çıkar').check();
    await expect(field('Sitede görünür').isChecked()).resolves.toBe(true);
    await page.screenshot({ path: '/tmp/content-project-dialog.png' });
    await dialog().getByRole('button', { name: 'Kaydet' }).click();
    await toast('Proje eklendi!');
    await dialog().waitFor({ state: 'detached' });

    const row = page.locator('tbody tr').filter({ hasText: 'Akıllı Sera' });
    await expect(row.innerText()).resolves.toMatch(/IoT & Akıllı Sistemler[\s\S]*Ar-Ge[\s\S]*Görünür[\s\S]*Evet/);
    expect(await row.locator('[data-translation]').evaluateAll((els) => els.map((e) => e.getAttribute('data-translation')))).toEqual([
      'tr:complete',
      'en:complete',
    ]);

    // Home (Turkish): first among the featured projects (priority 95), with its image and Turkish alt text.
    await page.goto(server.url + '/');
    const trCard = page.locator('article').filter({ has: page.getByRole('heading', { name: 'Akıllı Sera' }) });
    await expect(trCard.innerText()).resolves.toContain('Seralar için sensörlü sulama sistemi.');
    await expect(trCard.innerText()).resolves.toContain('Nem sensörü');
    const img = trCard.locator('img');
    await expect(img.getAttribute('alt')).resolves.toBe('Sera içinde sensörler');
    await expect(img.getAttribute('srcset')).resolves.toMatch(/-480\.webp 480w, .*-960\.webp 960w, .*-1200\.webp 1200w$/);
    await expect(img.getAttribute('width')).resolves.toBe('1200');
    await expect(img.getAttribute('height')).resolves.toBe('800');
    await expect(img.getAttribute('loading')).resolves.toBe('lazy');
    await img.scrollIntoViewIfNeeded();
    await expect(img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).resolves.toBe(true);
    const headings = await page.locator('section[aria-labelledby="featured-title"]').getByRole('heading', { level: 3 }).allInnerTexts();
    expect(headings[0]).toBe('Akıllı Sera');

    // Home (English).
    await page.goto(server.url + '/en-home');
    const enCard = page.locator('article').filter({ has: page.getByRole('heading', { name: 'Smart Greenhouse' }) });
    await expect(enCard.innerText()).resolves.toContain('A sensor-driven irrigation system for greenhouses.');
    await expect(enCard.innerText()).resolves.toContain('Moisture sensor');
    await expect(enCard.locator('img').getAttribute('alt')).resolves.toBe('Sensors inside a greenhouse');
    expect(await page.getByText('Akıllı Sera').count()).toBe(0);
    // The projects page lists it too.
    expect(await publicHtml('/projeler')).toContain('Akıllı Sera');
    expect(await publicHtml('/en-projects')).toContain('Smart Greenhouse');
  });

  it('edits the project; the public pages follow at once', async () => {
    await page.goto(server.url + '/admin/projeler');
    await page.getByRole('link', { name: 'Akıllı Sera projesini düzenle' }).click();
    await dialog().waitFor();
    await expect(field('Başlık (İngilizce) *').inputValue()).resolves.toBe('Smart Greenhouse');
    await tab('Teknik').click();
    expect(await listItems('tech_stack').allInnerTexts()).toEqual(['ESP32', 'MQTT', 'React Native', 'PostgreSQL', 'Grafana']);
    await tab('Temel').click();
    await field('Başlık (İngilizce) *').fill('Smart Greenhouse Pro');
    await dialog().getByRole('button', { name: 'Kaydet' }).click();
    await toast('Proje güncellendi!');
    await dialog().waitFor({ state: 'detached' });
    expect(await publicHtml('/en-home')).toContain('Smart Greenhouse Pro');
  });

  it('hides the project (gone from every public page), shows it again', async () => {
    await page.goto(server.url + '/admin/projeler');
    await page.getByRole('button', { name: 'Akıllı Sera projesini gizle' }).click();
    await toast('Proje gizlendi!');
    await page.getByRole('button', { name: 'Akıllı Sera projesini göster' }).waitFor();
    await expect(page.locator('tbody tr').filter({ hasText: 'Akıllı Sera' }).innerText()).resolves.toContain('Gizli');
    for (const path of ['/', '/en-home', '/projeler', '/en-projects']) {
      const html = await publicHtml(path);
      expect(html).not.toContain('Akıllı Sera');
      expect(html).not.toContain('Smart Greenhouse');
    }
    await page.getByRole('button', { name: 'Akıllı Sera projesini göster' }).click();
    await toast('Proje gösteriliyor!');
    await page.getByRole('button', { name: 'Akıllı Sera projesini gizle' }).waitFor();
    expect(await publicHtml('/')).toContain('Akıllı Sera');
  });

  it('deletes the project only after the confirmation', async () => {
    await page.goto(server.url + '/admin/projeler');
    await page.getByRole('button', { name: 'Akıllı Sera projesini sil' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.innerText()).resolves.toContain('Bu projeyi silmek istediğinizden emin misiniz?');
    await confirm.getByRole('button', { name: 'İptal' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await page.locator('tbody tr').filter({ hasText: 'Akıllı Sera' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Akıllı Sera projesini sil' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sil', exact: true }).click();
    await toast('Proje silindi!');
    await page.locator('tbody tr').filter({ hasText: 'Akıllı Sera' }).waitFor({ state: 'detached' });
    expect(await publicHtml('/')).not.toContain('Akıllı Sera');
    expect(consoleErrors).toEqual([]);
  });

  it('refuses the actions without a session or from another origin', async () => {
    const body = JSON.stringify({ intent: 'delete', id: 'x' });
    const anonymous = await fetch(server.url + '/admin/projeler', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body,
    });
    expect(anonymous.status).toBe(401);
    const cookies = await context.cookies();
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const crossSite = await fetch(server.url + '/admin/projeler', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', cookie },
      body,
    });
    // Refused before the action runs (React Router's own origin check answers 400, ours 403).
    expect([400, 403]).toContain(crossSite.status);
  });
});

describe('a large list', () => {
  it('pages through 10,000 projects server-side', async () => {
    // Bulk rows straight into the database (the admin UI is what is under test).
    const { default: SQLite } = await import('better-sqlite3');
    const path = await import('node:path');
    const db = new SQLite(path.join(server.dataDir, 'site.db'));
    const insert = db.prepare(
      `insert into projects (id, title_tr, title_en, description_tr, description_en, category, status, icon, is_active, is_featured,
        features_tr, features_en, tech_stack, technologies, version, priority, created_at, updated_at)
       values (?, ?, ?, 'a', 'b', 'web', 'planned', 'Code', 1, 0, '[]', '[]', '[]', '[]', '1.0.0', 0, ?, ?)`,
    );
    db.transaction(() => {
      for (let i = 0; i < 10_000; i++) {
        const ts = new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString();
        insert.run(`bulk-${i}`, `Toplu ${i}`, `Bulk ${i}`, ts, ts);
      }
    })();
    db.close();
    await page.goto(server.url + '/admin/projeler?page=2');
    expect(await page.locator('tbody tr').count()).toBe(20);
    await expect(page.getByText(/Toplam 1000\d proje/).isVisible()).resolves.toBe(true);
    await expect(page.getByText(/Sayfa 2 \/ 50\d/).isVisible()).resolves.toBe(true);
    await page.getByRole('link', { name: 'Sonraki' }).click();
    await page.waitForURL(/page=3/);
    await page.getByLabel('Projelerde ara').fill('Toplu 9999');
    await page.getByRole('button', { name: 'Ara' }).click();
    await page.waitForURL(/q=Toplu/);
    await expect.poll(() => page.locator('tbody tr').allInnerTexts()).toEqual([expect.stringContaining('Toplu 9999')]);
  });
});
