import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, waitForHydration } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { loginAsAdmin } from '../helpers/admin-session';
import { SCREENSHOTS_DIR as SCREENSHOTS } from '../helpers/screenshots';

/**
 * The owner's phone setting (Ayarlar → İletişim): off by default, the public forms keep the
 * spec's Turkish-mobile rule and texts; switched on in the admin, `+44 7700 900123` and a Turkish
 * landline are accepted on the contact and consultation forms in both languages, by the server
 * (plain posts) and in the browser (the same schema), and a wrong number is told what is accepted.
 */
const UK = '+44 7700 900123';

let server: RunningServer;
let browser: Browser;
let admin: BrowserContext;
let page: Page;
let sqlite: Database.Database;
let ip = 1;

const contact = (phone: string) => ({ firstName: 'John', lastName: 'Smith', email: 'john@example.co.uk', phone, message: 'Hello' });
const consultation = (phone: string) => ({
  name: 'John',
  surname: 'Smith',
  email: 'john@example.co.uk',
  phone,
  service_description: 'We would like a new website for our London office.',
});

/** A plain form post (no JavaScript), from a fresh client address. */
async function post(p: string, fields: Record<string, string>) {
  const res = await fetch(server.url + p, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': `198.51.100.${ip++}` },
    redirect: 'manual',
  });
  return { status: res.status, html: await res.text() };
}

const count = (table: string, phone: string) =>
  (
    sqlite
      .prepare(`select count(*) n from ${table} where ${table === 'support_tickets' ? 'message' : 'phone'} like ?`)
      .get(`%${phone}%`) as { n: number }
  ).n;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { TRUST_PROXY: '1' } }), launchBrowser()]);
  sqlite = new Database(path.join(server.dataDir, 'site.db'), { readonly: true });
  admin = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  await loginAsAdmin(admin, server);
  ({ page } = await newPage(admin));
});

afterAll(async () => {
  sqlite?.close();
  await browser?.close();
  await server?.stop();
});

describe('phone setting', () => {
  it('off (the default): the spec’s rule and texts on both languages', async () => {
    for (const [p, text] of [
      ['/iletisim', 'Geçerli bir telefon numarası giriniz'],
      ['/en-contact', 'Please enter a valid phone number'],
    ] as const) {
      const r = await post(p, contact(UK));
      expect(r.status, p).toBe(400);
      expect(r.html).toContain(text);
      expect(r.html).not.toContain('+44 7700 900123) or');
    }
    for (const [p, text] of [
      ['/danismanlik-talebi', 'Geçerli bir Türkiye telefon numarası giriniz.'],
      ['/en-consultation', 'Please enter a valid Turkish phone number.'],
    ] as const) {
      const r = await post(p, consultation('0212 123 45 67'));
      expect(r.status, p).toBe(400);
      expect(r.html).toContain(text);
    }
    expect((await post('/iletisim', contact('0532 123 45 67'))).status).toBe(200);
  });

  it('is switched on in the admin (screenshots at 1440 and 375 px)', async () => {
    await page.goto(`${server.url}/admin/ayarlar#phone_international`);
    await waitForHydration(page);
    const toggle = page.getByLabel('Formlarda yurt dışı ve sabit hat numaralarını kabul et');
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(false);
    await toggle.check();
    await toggle.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'admin-settings-phone-1440.png') });
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await page.getByText('Ayarlar kaydedildi.').first().waitFor();
    // A new load: the box shows what the server stored.
    await page.setViewportSize({ width: 375, height: 900 });
    await page.reload();
    await waitForHydration(page);
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(true);
    await toggle.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'admin-settings-phone-375.png') });
  });

  it('on: +44 and a Turkish landline are accepted by the server on both languages; a wrong number is told what is accepted', async () => {
    for (const p of ['/iletisim', '/en-contact']) expect((await post(p, contact(UK))).status, p).toBe(200);
    expect(count('support_tickets', '+447700900123')).toBe(2);
    for (const p of ['/danismanlik-talebi', '/en-consultation']) {
      expect((await post(p, consultation(UK))).status, p).toBe(200);
      expect((await post(p, consultation('0212 123 45 67'))).status, p).toBe(200);
    }
    expect(count('consultation_requests', '+447700900123')).toBe(2);
    expect(count('consultation_requests', '02121234567')).toBe(2);
    // Still refused: too short, letters, a + without a country code.
    for (const bad of ['123', '+44 abc', '+0 1234 5678']) {
      const tr = await post('/iletisim', contact(bad));
      expect(tr.status).toBe(400);
      expect(tr.html).toContain('ülke koduyla (ör. +44 7700 900123) ya da Türkiye cep veya sabit hat numarası');
      const en = await post('/en-consultation', consultation(bad));
      expect(en.status).toBe(400);
      expect(en.html).toContain('with the country code (such as +44 7700 900123) or a Turkish mobile or landline number');
    }
  });

  it('on: the browser validates with the same rule (English and Turkish contact forms)', async () => {
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const v = await visitor.newPage();
      for (const [p, labels, wrong, sent] of [
        [
          '/en-contact',
          { first: 'First name', last: 'Last name', email: 'Email', phone: 'Phone', message: 'Message', submit: 'Send Message' },
          'with the country code (such as +44 7700 900123)',
          'Send Message',
        ],
        [
          '/iletisim',
          { first: 'İsim', last: 'Soyisim', email: 'E-posta', phone: 'Telefon', message: 'Mesaj', submit: 'Mesaj Gönder' },
          'ülke koduyla (ör. +44 7700 900123)',
          'Mesaj Gönder',
        ],
      ] as const) {
        await v.goto(server.url + p);
        await waitForHydration(v);
        const form = v.locator('form').filter({ has: v.getByLabel(labels.message, { exact: true }) });
        await form.getByLabel(labels.first, { exact: true }).fill('Jane');
        await form.getByLabel(labels.last, { exact: true }).fill('Doe');
        await form.getByLabel(labels.email, { exact: true }).fill('jane@example.co.uk');
        expect(await form.getByLabel(labels.phone, { exact: true }).getAttribute('placeholder')).toBe('+90 5XX XXX XX XX');
        await form.getByLabel(labels.phone, { exact: true }).fill('12345');
        await form.getByLabel(labels.message, { exact: true }).fill('Hello from London');
        await form.getByRole('button', { name: labels.submit }).click();
        await form.getByText(wrong).waitFor();
        await form.getByLabel(labels.phone, { exact: true }).fill(UK);
        const answered = v.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith(p));
        await form.getByRole('button', { name: sent }).click();
        expect((await answered).status()).toBe(200);
      }
      expect(count('support_tickets', '+447700900123')).toBe(4);
    } finally {
      await visitor.close();
    }
  });
});
