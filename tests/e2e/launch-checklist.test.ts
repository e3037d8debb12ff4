import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, waitForHydration } from '../helpers/browser';
import type { RunningServer } from '../helpers/server';
import { closeAdminBrowser, openAdminBrowser } from '../helpers/admin-browser';
import { pathFor } from '~/i18n/routes';

/**
 * A fresh start as a new company would see it: the dashboard's launch
 * checklist lists the placeholders (and counts them on the Dashboard tab), a
 * field filled in the settings form leaves the list, the home page shows the
 * seeded hero photo (the LCP image) and the about page the founder card with
 * its (placeholder) photo.
 */
let server: RunningServer;
let browser: Browser;
let page: Page;
let consoleErrors: string[];

const itemsShown = () =>
  page
    .locator('[data-testid="launch-checklist"] li')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-item')))
    // Sample content has its own test (sample-content.test.ts); the badge counts it too.
    .then((items) => items.filter((i) => !i?.startsWith('sample.')));
const allShown = () => page.locator('[data-testid="launch-checklist"] li').count();

beforeAll(async () => {
  // No ADMIN_PASSWORD: the password is generated, as on a real first start; no PUBLIC_URL, no SMTP.
  ({ server, browser, page, consoleErrors } = await openAdminBrowser({
    env: { ADMIN_PASSWORD: undefined, PUBLIC_URL: undefined, SMTP_URL: undefined },
    context: { viewport: { width: 1280, height: 900 } },
  }));
});

afterAll(() => closeAdminBrowser(browser, server));

describe('launch checklist', () => {
  it('a fresh start lists every placeholder, counted on the Dashboard tab', async () => {
    await page.goto(`${server.url}/admin`);
    await page.locator('[data-testid="launch-checklist"]').waitFor();
    const items = await itemsShown();
    expect(items).toEqual([
      'site_address',
      'contact_email',
      'support_email',
      'phone_number',
      'whatsapp_number',
      'social_link.linkedin',
      'social_link.twitter',
      'social_link.instagram',
      'social_link.github',
      'social_link.youtube',
      'legal_identity',
      'founder_name',
      'founder_photo',
      'founder_linkedin',
      'smtp',
      'admin_password',
    ]);
    expect(await page.locator('[data-item="founder_photo"]').textContent()).toContain('siluet');
    expect(await page.locator('[data-testid="launch-badge"] [aria-hidden="true"]').textContent()).toBe(String(await allShown()));
    // E-mail is set up in the admin (ADR 020): the item links to Ayarlar → E-posta, nothing technical.
    const smtp = page.locator('[data-item="smtp"]');
    expect(await smtp.locator('a').getAttribute('href')).toBe('/admin/ayarlar/eposta');
    expect(await smtp.locator('details').count()).toBe(0);
    const violations = await axeViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
  });

  it('the item links to its field, and filling the field removes the item', async () => {
    await page.locator('[data-item="contact_email"] a').click();
    await page.waitForURL(/\/admin\/ayarlar#contact_email$/);
    await waitForHydration(page);
    const field = page.locator('input[name="contact_email"]');
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    await field.fill('merhaba@funtech.com.tr');
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Ayarlar kaydedildi.' }).first().waitFor();
    await page.getByRole('link', { name: /Dashboard/ }).click();
    await page.locator('[data-testid="launch-checklist"]').waitFor();
    const items = await itemsShown();
    expect(items).not.toContain('contact_email');
    expect(items).toContain('support_email');
    expect(await page.locator('[data-testid="launch-badge"] [aria-hidden="true"]').textContent()).toBe(String(await allShown()));
  });

  it('an image setting link focuses its upload field; alt texts are required in both languages', async () => {
    await page.goto(`${server.url}/admin/ayarlar#founder_photo`);
    await waitForHydration(page);
    const fieldset = page.locator('fieldset#founder_photo');
    await expect
      .poll(() => fieldset.evaluate((el) => el.contains(document.activeElement) && document.activeElement?.tagName === 'BUTTON'))
      .toBe(true);
    expect(await fieldset.locator('[data-testid="image-preview"]').isVisible()).toBe(true);
    // The browser checks with the server's schema: an empty alt text is refused before sending.
    await page.locator('input[name="founder_photo.alt_en"]').fill('');
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await fieldset.getByRole('alert').first().waitFor();
    expect(await page.locator('input[name="founder_photo.alt_en"]').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('pictures on the public pages', () => {
  it('the home page shows the hero photo as its LCP image, responsive and loaded', async () => {
    for (const lang of ['tr', 'en'] as const) {
      await page.goto(`${server.url}${pathFor('home', lang)}`);
      const hero = page.locator('[data-testid="hero-image"]');
      await hero.waitFor();
      expect(await hero.getAttribute('fetchpriority')).toBe('high');
      expect(await hero.getAttribute('loading')).toBe('eager');
      expect(await hero.getAttribute('width')).toBe('1600');
      expect(await hero.getAttribute('height')).toBe('900');
      expect(await hero.getAttribute('sizes')).toBe('100vw');
      expect((await hero.getAttribute('srcset'))?.split(', ')).toHaveLength(3);
      expect(await hero.getAttribute('alt')).toBeTruthy();
      await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // The seeded projects carry their pictures, lazy below the fold.
      const cardImage = page.locator('main img[loading="lazy"]').first();
      expect(await cardImage.getAttribute('srcset')).toContain('480w');
    }
  });

  it('the about page shows the founder card with its photo', async () => {
    for (const lang of ['tr', 'en'] as const) {
      await page.goto(`${server.url}${pathFor('about', lang)}`);
      const photo = page.locator('[data-testid="founder-photo"]');
      await photo.scrollIntoViewIfNeeded();
      expect(await photo.getAttribute('loading')).toBe('lazy');
      expect(await photo.getAttribute('width')).toBe('480');
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await photo.getAttribute('alt')).toBe(
        lang === 'en' ? "Placeholder silhouette for the founder's photo" : 'Kurucu fotoğrafı için yer tutucu siluet',
      );
    }
    expect(consoleErrors).toEqual([]);
  });
});
