import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog } from '~/i18n/catalog';
import { axeViolations, gotoHydrated, launchBrowser, newPage } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { loginAsAdmin } from '../helpers/admin-session';
import { SCREENSHOTS_DIR as SHOTS } from '../helpers/screenshots';

/**
 * The owner's first hour from the admin: the launch checklist's first item confirms
 * the site's address (pre-filled from the address in use), Ayarlar → Sistem shows and changes
 * it; the legal identity is filled in Ayarlar → İletişim and the privacy page carries the KVKK
 * notice naming it in both languages; the office phone is a tel: link on the contact page and
 * in the footer; /favicon.ico is the logo; the 404 page's title names the company. Screenshots
 * of each new screen at 1440 and 375 px go to the screenshots folder (tests/helpers/screenshots.ts).
 */
const a = catalog.tr.adminSite;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let consoleErrors: string[];

async function toast(text: string) {
  await page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();
}

async function shoot(name: string, locator: ReturnType<Page['locator']>) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await locator.scrollIntoViewIfNeeded();
    await locator.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { PUBLIC_URL: undefined } }), launchBrowser()]);
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await loginAsAdmin(context, server);
  ({ page, consoleErrors } = await newPage(context));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the site's address", () => {
  it('is the checklist’s first item, pre-filled from the address in use; confirming it clears the item', async () => {
    await gotoHydrated(page, `${server.url}/admin`);
    const first = page.locator('[data-testid="launch-checklist"] li').first();
    expect(await first.getAttribute('data-item')).toBe('site_address');
    const input = first.locator('input[name="site_address"]');
    expect(await input.inputValue()).toBe(server.url);
    // Plain http: the form recommends https.
    expect(await first.textContent()).toContain(a.address.httpsAdvice);
    const violations = await axeViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await shoot('admin-checklist-site-address', first);
    await first.getByRole('button', { name: a.address.confirm }).click();
    await toast(`Sitenin adresi onaylandı: ${server.url}`);
    await page.locator('[data-item="site_address"]').waitFor({ state: 'detached' });
  });

  it('Ayarlar → Sistem shows the confirmed address and refuses one with a path', async () => {
    await gotoHydrated(page, `${server.url}/admin/ayarlar/sistem`);
    const form = page.getByTestId('site-address-form');
    expect(await form.textContent()).toContain(`Onaylanan adres: ${server.url}`);
    await form.locator('input[name="site_address"]').fill(`${server.url}/hakkimizda`);
    await form.getByRole('button', { name: a.address.change }).click();
    await toast(a.address.invalid);
    expect(await form.locator('[role="alert"]').textContent()).toBe(a.address.invalid);
    await form.locator('input[name="site_address"]').fill('https://www.funtech.example');
    expect(await form.textContent()).toContain(a.address.otherHost);
    const violations = await axeViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await shoot('admin-site-address', page.locator('#site-address'));
    // The canonical address of the public pages is the confirmed one.
    const html = await (await fetch(`${server.url}/hizmetler`)).text();
    expect(html).toContain(`rel="canonical" href="${server.url}/hizmetler"`);
  });
});

describe('legal identity and the KVKK notice', () => {
  it('is filled in Ayarlar → İletişim (a wrong MERSİS number is refused) and leaves the checklist', async () => {
    await gotoHydrated(page, `${server.url}/admin/ayarlar#legal_identity.name`);
    const name = page.locator('input[name="legal_identity.name"]');
    await name.waitFor();
    const violations = await axeViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await name.fill('FunTech Yazılım Teknolojileri Ltd. Şti.');
    await page.locator('input[name="legal_identity.address"]').fill('Ofis Mah. Teknoloji Cad. No: 1, Kayapınar / Diyarbakır');
    await page.locator('input[name="legal_identity.mersis"]').fill('1234');
    await page.getByRole('button', { name: catalog.tr.adminOps.save, exact: true }).click();
    await page.getByText(catalog.tr.adminSettings.validation.mersis).waitFor();
    await page.locator('input[name="legal_identity.mersis"]').fill('0123 4567 8901 2345');
    await page.locator('input[name="legal_identity.kep"]').fill('funtech@hs01.kep.tr');
    await page.getByRole('button', { name: catalog.tr.adminOps.save, exact: true }).click();
    await toast(catalog.tr.adminSettings.toasts.saved);
    // The form is keyed on the saved settings and mounts again once the save's revalidation lands:
    // wait for the remounted inputs (their value attribute is the stored value) before the screenshot.
    await page.locator('input[name="legal_identity.kep"][value="funtech@hs01.kep.tr"]').waitFor();
    await shoot('admin-legal-identity', page.locator('#legal_identity'));
    await gotoHydrated(page, `${server.url}/admin`);
    expect(await page.locator('[data-item="legal_identity"]').count()).toBe(0);
  });

  it('the privacy page names the data controller and carries the KVKK notice, in both languages', async () => {
    for (const [p, lang] of [
      ['/gizlilik', 'tr'],
      ['/en-privacy', 'en'],
    ] as const) {
      await gotoHydrated(page, server.url + p);
      const notice = page.getByTestId('kvkk-notice');
      const text = (await notice.textContent()) ?? '';
      const k = catalog[lang].legal.privacy.kvkk;
      expect(text).toContain(k.title);
      expect(text).toContain('FunTech Yazılım Teknolojileri Ltd. Şti.');
      expect(text).toContain('Ofis Mah. Teknoloji Cad. No: 1, Kayapınar / Diyarbakır');
      expect(text).toContain('0123 4567 8901 2345');
      expect(text).toContain('funtech@hs01.kep.tr');
      for (const item of [...k.purposes, ...k.rights, ...k.recipients]) expect(text).toContain(item);
      expect(text).toContain('admin_session');
      const violations = await axeViolations(page);
      expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
      if (lang === 'tr') {
        for (const width of [1440, 375]) {
          await page.setViewportSize({ width, height: 900 });
          // The fixed site header would be painted across the middle of a notice taller than the window.
          await notice.screenshot({
            path: path.join(SHOTS, `privacy-kvkk-${width}.png`),
            style: 'header { visibility: hidden !important; }',
          });
        }
        await page.setViewportSize({ width: 1440, height: 900 });
      }
    }
  });
});

describe('phone, favicon, 404 title', () => {
  it('shows the office phone as a tel: link on the contact page and in the footer; WhatsApp stays', async () => {
    for (const p of ['/iletisim', '/en-contact']) {
      await gotoHydrated(page, server.url + p);
      expect(await page.getByTestId('contact-phone').getAttribute('href')).toBe('tel:+905000000000');
      expect(await page.getByTestId('footer-phone').getAttribute('href')).toBe('tel:+905000000000');
      expect(await page.getByTestId('contact-whatsapp').getAttribute('href')).toBe('https://wa.me/905000000000');
    }
  });

  it('/favicon.ico is the logo and the 404 title names the company', async () => {
    const ico = await fetch(`${server.url}/favicon.ico`);
    expect(ico.status).toBe(200);
    const bytes = Buffer.from(await ico.arrayBuffer());
    expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    for (const [p, title] of [
      ['/olmayan-sayfa', 'Sayfa Bulunamadı | FunTech'],
      ['/en-missing', 'Page Not Found | FunTech'],
    ]) {
      const r = await page.goto(server.url + p);
      expect(r?.status()).toBe(404);
      expect(await page.title()).toBe(title);
    }
    expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
  });
});
