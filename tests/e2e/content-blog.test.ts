import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../helpers/server';
import { closeAdminBrowser, openAdminBrowser } from '../helpers/admin-browser';
import { axeViolations } from '../helpers/browser';

/**
 * Blog: create a post, absent from /blog while unpublished,
 * publish it, on /blog, /en-blog and its detail pages, change its slug (301 from
 * the old one), unpublish it (detail 404), delete it after the confirmation.
 */
let server: RunningServer;
let browser: Browser;
let page: Page;
let consoleErrors: string[];

beforeAll(async () => {
  ({ server, browser, page, consoleErrors } = await openAdminBrowser());
});

afterAll(() => closeAdminBrowser(browser, server));

const dialog = () => page.getByRole('dialog');
const tab = (name: string) => dialog().getByRole('tab', { name: new RegExp(`^${name}`) });
const field = (label: string) => dialog().getByLabel(label, { exact: true });
const tagInput = () => dialog().locator('[data-list="tags"] input');

async function toast(text: string) {
  await page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();
}

async function get(path: string) {
  const r = await fetch(server.url + path, { redirect: 'manual' });
  return { status: r.status, location: r.headers.get('location'), html: await r.text() };
}

const TITLE_TR = 'Yapay Zekâ ile Üretkenlik: İlk Adımlar';
const TITLE_EN = 'Productivity with AI: First Steps';
const SLUG = 'yapay-zeka-ile-uretkenlik-ilk-adimlar';
/** The English address follows the English title (migration 006, slug_en). */
const SLUG_EN = 'productivity-with-ai-first-steps';

describe('blog manager', () => {
  it('validates the required fields', async () => {
    await page.goto(server.url + '/admin/icerik');
    await page.getByRole('link', { name: 'Yeni Yazı' }).click();
    await dialog().waitFor();
    await dialog().getByRole('button', { name: 'Kaydet' }).click();
    await toast('Lütfen işaretli alanları düzeltin.');
    for (const message of [
      'Türkçe başlık zorunludur.',
      'İngilizce başlık zorunludur.',
      'Türkçe içerik zorunludur.',
      'İngilizce içerik zorunludur.',
    ]) {
      await expect(dialog().getByText(message).isVisible()).resolves.toBe(true);
    }
    await expect(tab('Ayarlar').innerText()).resolves.toContain('1');
    await tab('Ayarlar').click();
    await expect(dialog().getByText('Kategori seçimi zorunludur.').isVisible()).resolves.toBe(true);
    await dialog().getByRole('button', { name: 'İptal' }).click();
    await dialog().waitFor({ state: 'detached' });
  });

  it('creates an unpublished post with every field: not on /blog, its URL answers 404', async () => {
    await page.goto(server.url + '/admin/icerik');
    await page.getByRole('link', { name: 'Yeni Yazı' }).click();
    await dialog().waitFor();
    await field('Başlık (Türkçe) *').fill(TITLE_TR);
    await field('Başlık (İngilizce) *').fill(TITLE_EN);
    await field('Özet (Türkçe)').fill('Yapay zekâyı iş akışınıza katmanın yolları.');
    await field('Özet (İngilizce)').fill('Ways to bring AI into your workflow.');
    await field('İçerik (Türkçe, Markdown) *').fill(
      '## Neden şimdi?\n\nYapay zekâ **her ekip** için erişilebilir.\n\n- Otomasyon\n- Analiz',
    );
    await field('İçerik (İngilizce, Markdown) *').fill('## Why now?\n\nAI is within reach of **every team**.\n\n- Automation\n- Analysis');
    // The live preview renders the Markdown as it is typed.
    await dialog().locator('[data-testid="preview-tr"] h2').filter({ hasText: 'Neden şimdi?' }).waitFor();
    await expect(dialog().locator('[data-testid="preview-en"] strong').innerText()).resolves.toBe('every team');

    await tab('Medya').click();
    const png = await sharp({ create: { width: 1800, height: 900, channels: 4, background: { r: 20, g: 60, b: 200, alpha: 1 } } })
      .png()
      .toBuffer();
    await dialog().locator('[data-testid="image-file"]').setInputFiles({ name: 'kapak.png', mimeType: 'image/png', buffer: png });
    await toast('Resim başarıyla yüklendi');
    await field('Alternatif metin (Türkçe) *').fill('Mavi soyut kapak');
    await field('Alternatif metin (İngilizce) *').fill('Blue abstract cover');

    await tab('Ayarlar').click();
    await field('Kategori *').selectOption({ label: 'Yapay Zeka' });
    // The slug follows the Turkish title, transliterated.
    await expect(field('Adres (slug)').inputValue()).resolves.toBe(SLUG);
    for (const tag of ['Yapay Zeka', '  ', 'yapay zeka', 'Verimlilik', '', 'Verimlilik']) {
      await tagInput().fill(tag);
      await tagInput().press('Enter');
    }
    expect(await dialog().locator('[data-list="tags"] li').allInnerTexts()).toEqual(['Yapay Zeka', 'Verimlilik']);
    // The English tags and address: English pages never show the Turkish ones.
    for (const tag of ['AI', 'Productivity']) {
      await dialog().locator('[data-list="tags_en"] input').fill(tag);
      await dialog().locator('[data-list="tags_en"] input').press('Enter');
    }
    await expect(field('İngilizce adres (slug)').inputValue()).resolves.toBe(SLUG_EN);
    await field('Yayın tarihi').fill('2026-03-15T09:30');
    await expect(field('Yayında').isChecked()).resolves.toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await dialog().getByRole('button', { name: 'Kaydet' }).click();
    await toast('Blog yazısı eklendi!');
    await dialog().waitFor({ state: 'detached' });

    const row = page.locator('tbody tr').filter({ hasText: TITLE_TR });
    await expect(row.innerText()).resolves.toMatch(/Yapay Zeka[\s\S]*Taslak[\s\S]*Hayır[\s\S]*15\.03\.2026/);
    expect(await row.locator('[data-translation]').evaluateAll((els) => els.map((e) => e.getAttribute('data-translation')))).toEqual([
      'tr:complete',
      'en:complete',
    ]);

    expect((await get('/blog')).html).not.toContain('Üretkenlik');
    expect((await get('/en-blog')).html).not.toContain(TITLE_EN);
    expect((await get(`/blog/${SLUG}`)).status).toBe(404);
    expect((await get(`/en-blog/${SLUG}`)).status).toBe(404);
    expect((await get(`/en-blog/${SLUG_EN}`)).status).toBe(404);
  });

  it('publishes it: on /blog and /en-blog in each language, with its detail pages', async () => {
    await page.goto(server.url + '/admin/icerik');
    await page.getByRole('button', { name: `${TITLE_TR} yazısını yayınla` }).click();
    await toast('Yazı yayınlandı!');
    await page.getByRole('button', { name: `${TITLE_TR} yazısını yayından kaldır` }).waitFor();

    await page.goto(server.url + '/blog');
    const card = page.locator('article').filter({ hasText: 'Üretkenlik' });
    await expect(card.innerText()).resolves.toContain('Yapay zekâyı iş akışınıza katmanın yolları.');
    const cover = card.locator('img');
    await expect(cover.getAttribute('alt')).resolves.toBe('Mavi soyut kapak');
    await expect(cover.getAttribute('srcset')).resolves.toMatch(/480w, .*960w, .*1600w$/);
    await expect(cover.getAttribute('width')).resolves.toBe('1600');
    await expect(cover.getAttribute('height')).resolves.toBe('800');

    const en = await get('/en-blog');
    expect(en.html).toContain(TITLE_EN);
    expect(en.html).toContain('Blue abstract cover');
    expect(en.html).not.toContain('Üretkenlik');

    await page.goto(server.url + `/blog/${SLUG}`);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(TITLE_TR);
    await expect(page.getByRole('heading', { name: 'Neden şimdi?', level: 2 }).isVisible()).resolves.toBe(true);
    await expect(page.locator('article img').first().getAttribute('alt')).resolves.toBe('Mavi soyut kapak');
    // The author defaults to the company name.
    await expect(page.locator('article').innerText()).resolves.toContain('FunTech');
    await expect(page.locator('article ul').last().innerText()).resolves.toMatch(/Yapay Zeka\s+Verimlilik/);
    const detailEn = await get(`/en-blog/${SLUG_EN}`);
    expect(detailEn.status).toBe(200);
    expect(detailEn.html).toContain('Why now?');
    expect(detailEn.html).toContain('<strong>every team</strong>');
    expect(detailEn.html).toContain('>Productivity</li>');
    expect(detailEn.html).not.toContain('Verimlilik');
    // The Turkish slug under the English prefix leads to the English address.
    const trUnderEn = await get(`/en-blog/${SLUG}`);
    expect(trUnderEn.status).toBe(301);
    expect(trUnderEn.location).toBe(`/en-blog/${SLUG_EN}`);
  });

  it("changing the published post's slug keeps the old URL answering 301", async () => {
    await page.goto(server.url + '/admin/icerik');
    await page.getByRole('link', { name: `${TITLE_TR} yazısını düzenle` }).click();
    await dialog().waitFor();
    await tab('Ayarlar').click();
    await field('Adres (slug)').fill('Yapay Zekâ Rehberi');
    await expect(dialog().getByText('eski adres yenisine yönlendirilir').isVisible()).resolves.toBe(true);
    await dialog().getByRole('button', { name: 'Kaydet' }).click();
    await toast('Blog yazısı güncellendi!');
    await dialog().waitFor({ state: 'detached' });

    const old = await get(`/blog/${SLUG}`);
    expect(old.status).toBe(301);
    expect(old.location).toBe('/blog/yapay-zeka-rehberi');
    // The English address did not change; the old Turkish slug under the English prefix still leads to it.
    const oldEn = await get(`/en-blog/${SLUG}`);
    expect(oldEn.status).toBe(301);
    expect(oldEn.location).toBe(`/en-blog/${SLUG_EN}`);
    expect((await get(`/en-blog/${SLUG_EN}`)).status).toBe(200);
    expect((await get('/blog/yapay-zeka-rehberi')).status).toBe(200);

    // A second post with the same title gets a unique slug.
    await page.getByRole('link', { name: 'Yeni Yazı' }).click();
    await dialog().waitFor();
    await field('Başlık (Türkçe) *').fill('Yapay Zekâ Rehberi');
    await field('Başlık (İngilizce) *').fill('AI Guide');
    await field('İçerik (Türkçe, Markdown) *').fill('Metin');
    await field('İçerik (İngilizce, Markdown) *').fill('Text');
    await tab('Ayarlar').click();
    await field('Kategori *').selectOption('technology');
    await dialog().getByRole('button', { name: 'Kaydet' }).click();
    await toast('Blog yazısı eklendi!');
    await dialog().waitFor({ state: 'detached' });
    await expect(page.locator('tbody tr').filter({ hasText: 'AI Guide' }).innerText()).resolves.toContain('/yapay-zeka-rehberi-2');
  });

  it('unpublishes it: the detail pages answer 404 and the lists drop it', async () => {
    await page.goto(server.url + '/admin/icerik');
    await page.getByRole('button', { name: `${TITLE_TR} yazısını yayından kaldır` }).click();
    await toast('Yazı gizlendi!');
    await page.getByRole('button', { name: `${TITLE_TR} yazısını yayınla` }).waitFor();
    expect((await get('/blog/yapay-zeka-rehberi')).status).toBe(404);
    expect((await get('/en-blog/yapay-zeka-rehberi')).status).toBe(404);
    // An unpublished post's old slug does not redirect either.
    expect((await get(`/blog/${SLUG}`)).status).toBe(404);
    expect((await get('/blog')).html).not.toContain('Üretkenlik');
  });

  it('deletes it only after the confirmation', async () => {
    await page.goto(server.url + '/admin/icerik');
    await page.getByRole('button', { name: `${TITLE_TR} yazısını sil` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.innerText()).resolves.toContain('Bu blog yazısını silmek istediğinizden emin misiniz?');
    await confirm.getByRole('button', { name: 'Sil', exact: true }).click();
    await toast('Blog yazısı silindi!');
    await page.locator('tbody tr').filter({ hasText: TITLE_TR }).waitFor({ state: 'detached' });
    // The other post stays (and the post the first start seeds).
    expect(await page.locator('tbody tr').filter({ hasText: TITLE_TR }).count()).toBe(0);
    expect(await page.locator('tbody tr').filter({ hasText: 'AI Guide' }).count()).toBe(1);
    expect(consoleErrors).toEqual([]);
  });
});
