import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';
import type { Lang } from '~/i18n/lang';
import { axeViolations, launchBrowser, newPage, waitForElementHydration } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';

/**
 * The three public forms in a real browser against the production build, in
 * both languages, with JavaScript and without it: every validation message for
 * its rule, a valid submission stored (checked in the SQLite file) with its
 * success text, and a real server failure (an insert trigger that aborts)
 * keeping the visitor's data.
 */

const PATHS = {
  tr: { home: '/', about: '/hakkimizda', contact: '/iletisim', consultation: '/danismanlik-talebi', newsletter: '/e-bulten' },
  en: { home: '/en-home', about: '/en-about', contact: '/en-contact', consultation: '/en-consultation', newsletter: '/en-newsletter' },
} as const;

/** The spec's texts (§5, §8) verbatim for Turkish; English from the catalogue. */
const SPEC_TR = {
  consultation: {
    errorTitle: 'Hata',
    name: 'İsim alanı zorunludur.',
    surname: 'Soyisim alanı zorunludur.',
    phone: 'Geçerli bir Türkiye telefon numarası giriniz.',
    email: 'Geçerli bir e-posta adresi giriniz.',
    description: 'Hizmet açıklaması en az 20 karakter olmalıdır.',
    successTitle: 'Başarılı!',
    // The spec says "gönderildi"; the site stores the request and queues its e-mails, so it says "alındı" (received).
    success: 'Danışmanlık talebiniz alındı. En kısa sürede size dönüş yapacağız.',
    failure: 'Bir hata oluştu. Lütfen tekrar deneyin.',
  },
  newsletter: {
    invalidTitle: 'Geçersiz Email',
    invalid: 'Lütfen geçerli bir email adresi girin.',
    successTitle: 'Başarılı!',
    success: 'Bültenimize başarıyla abone oldunuz.',
    duplicateTitle: 'Zaten Abone',
    duplicate: 'Bu email adresi zaten bültenimize abone.',
  },
  contact: {
    firstName: 'İsim gereklidir',
    lastName: 'Soyisim gereklidir',
    emailRequired: 'E-posta gereklidir',
    email: 'Geçerli bir e-posta adresi giriniz',
    phoneRequired: 'Telefon gereklidir',
    phone: 'Geçerli bir telefon numarası giriniz',
    message: 'Mesaj gereklidir',
    errorTitle: 'Hata',
    failure: 'Mesaj gönderilirken bir hata oluştu. Lütfen tekrar deneyin.',
  },
};

function texts(lang: Lang) {
  const f = catalog[lang].forms;
  const c = f.consultation;
  const n = f.newsletter;
  const k = f.contact;
  if (lang === 'tr') {
    // The catalogue carries the spec's Turkish texts verbatim.
    expect(c.errors.name).toBe(SPEC_TR.consultation.name);
    expect(c.success).toBe(SPEC_TR.consultation.success);
    expect(n.duplicate).toBe(SPEC_TR.newsletter.duplicate);
    expect(k.failure).toBe(SPEC_TR.contact.failure);
  }
  return {
    f,
    consultation: {
      errorTitle: c.errorTitle,
      name: c.errors.name,
      surname: c.errors.surname,
      phone: c.errors.phone,
      email: c.errors.email,
      description: c.errors.serviceDescription,
      successTitle: c.successTitle,
      success: c.success,
      failure: c.failure,
    },
    newsletter: n,
    contact: k,
  };
}

let server: RunningServer;
let browser: Browser;
let sqlite: Database.Database;

beforeAll(async () => {
  // Browser tests post many times from one address: the rate limit is tested in forms-http.test.ts.
  server = await startServer({ env: { RATE_LIMIT_FORMS_PER_MINUTE: '1000' } });
  browser = await launchBrowser();
  sqlite = new Database(path.join(server.dataDir, 'site.db'));
  sqlite.pragma('busy_timeout = 5000');
});

afterAll(async () => {
  sqlite?.close();
  await browser?.close();
  await server?.stop();
});

/** Makes every insert into `table` fail inside the server's database (a real failure, no mock). */
function breakInserts(table: string): () => void {
  sqlite.exec(`CREATE TRIGGER fail_${table} BEFORE INSERT ON ${table} BEGIN SELECT RAISE(ABORT, 'test: storage unavailable'); END;`);
  return () => sqlite.exec(`DROP TRIGGER IF EXISTS fail_${table}`);
}

async function openPage(context: BrowserContext, p: string): Promise<{ page: Page; consoleErrors: string[] }> {
  const { page, consoleErrors } = await newPage(context);
  await page.goto(server.url + p, { waitUntil: 'networkidle' });
  return { page, consoleErrors };
}

/** A sonner toast with this title and description; returns its type (success | error). */
async function toast(page: Page, title: string, description: string): Promise<string | null> {
  const t = page
    .locator('[data-sonner-toast]')
    .filter({ has: page.getByText(title, { exact: true }) })
    .filter({ has: page.getByText(description, { exact: true }) })
    .first();
  await t.waitFor({ state: 'attached', timeout: 10_000 });
  return t.getAttribute('data-type');
}

/** The inline error messages under the fields (not the outcome notice). */
async function inlineErrors(form: Locator): Promise<string[]> {
  return (await form.locator('p[id$="-error"]').allTextContents()).sort();
}

/** A server-rendered outcome notice (no JavaScript): role alert or status with both texts. */
async function notice(scope: Page | Locator, title: string, description: string) {
  const n = scope.locator('[role=alert], [role=status]').filter({ hasText: title }).filter({ hasText: description }).first();
  await n.waitFor({ timeout: 10_000 });
  return n;
}

function count(sql: string, ...params: unknown[]): number {
  return (sqlite.prepare(sql).get(...params) as { n: number }).n;
}

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

for (const js of [true, false]) {
  describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    for (const lang of ['tr', 'en'] as const) {
      describe(`[${lang}]`, () => {
        const P = PATHS[lang];

        it('consultation request: validation messages, stored on success, data kept on a server failure', async () => {
          const T = texts(lang);
          const L = T.f.consultation;
          const email = `${unique('consult')}@example.com`;
          const context = await browser.newContext({ javaScriptEnabled: js, viewport: { width: 1440, height: 900 } });
          const { page, consoleErrors } = await openPage(context, P.home);
          const trigger = page.getByRole('link', { name: L.button }).first();
          let form: Locator;
          if (js) {
            await waitForElementHydration(trigger);
            await trigger.click();
            form = page.getByRole('dialog', { name: L.title });
            await form.waitFor();
            expect(page.url()).toBe(server.url + P.home);
            // Escape closes the dialog and gives focus back to the button.
            await page.keyboard.press('Escape');
            await form.waitFor({ state: 'hidden' });
            await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);
            await trigger.click();
            await form.waitFor();
          } else {
            await trigger.click();
            await page.waitForURL(server.url + P.consultation);
            form = page.locator('main form');
          }
          const input = (label: string) => form.getByLabel(label, { exact: true });
          const submit = form.getByRole('button', { name: L.submit });
          const C = T.consultation;

          if (js) {
            // Each rule's message, as a toast titled 'Hata' (first failing field first), also next to its field.
            await submit.click();
            expect(await toast(page, C.errorTitle, C.name)).toBe('error');
            await input(L.name).fill('Ayşe');
            await submit.click();
            await toast(page, C.errorTitle, C.surname);
            await input(L.surname).fill('Yılmaz');
            await input(L.email).fill('ayse@');
            await submit.click();
            await toast(page, C.errorTitle, C.email);
            await input(L.email).fill(email);
            await input(L.phone).fill('0212 123 45 67');
            await submit.click();
            await toast(page, C.errorTitle, C.phone);
            await input(L.phone).fill('0532 123 45 67');
            await input(L.serviceDescription).fill('  Kısa açıklama  ');
            await submit.click();
            await toast(page, C.errorTitle, C.description);
            await form.locator('p[id$="-error"]', { hasText: C.description }).waitFor();
            // The live counter against 20 (trimmed length).
            expect(await form.getByTestId('consultation-counter').textContent()).toBe(fmt(L.counter, { count: 13, min: 20 }));
            await input(L.serviceDescription).fill('Kurumsal web sitemizi yenilemek istiyoruz.');
            expect(await form.getByTestId('consultation-counter').textContent()).toBe(fmt(L.counter, { count: 42, min: 20 }));
            expect(await inlineErrors(form)).toEqual([]);
          } else {
            // Without JavaScript the server answers: the first message as the notice, every field's message inline.
            await submit.click();
            await page.waitForLoadState('load');
            await notice(page.locator('main'), C.errorTitle, C.name);
            expect(await inlineErrors(form)).toEqual([C.name, C.surname, C.email, C.phone, C.description].sort());
            await input(L.name).fill('Ayşe');
            await input(L.surname).fill('Yılmaz');
            await input(L.email).fill('ayse@');
            await input(L.phone).fill('0212 123 45 67');
            await input(L.serviceDescription).fill('Kısa açıklama');
            await submit.click();
            await page.waitForLoadState('load');
            await notice(page.locator('main'), C.errorTitle, C.email);
            expect(await inlineErrors(form)).toEqual([C.email, C.phone, C.description].sort());
            // The submitted values are kept.
            expect(await input(L.surname).inputValue()).toBe('Yılmaz');
            await input(L.email).fill(email);
            await input(L.phone).fill('0532 123 45 67');
            await input(L.serviceDescription).fill('Kurumsal web sitemizi yenilemek istiyoruz.');
          }

          // A real server failure: the insert aborts. The error is shown and the data stays.
          const restore = breakInserts('consultation_requests');
          try {
            await submit.click();
            if (js) {
              expect(await toast(page, C.errorTitle, C.failure)).toBe('error');
              expect(await form.isVisible()).toBe(true);
            } else {
              await page.waitForLoadState('load');
              await notice(page.locator('main'), C.errorTitle, C.failure);
            }
            expect(await input(L.name).inputValue()).toBe('Ayşe');
            expect(await input(L.email).inputValue()).toBe(email);
            expect(await input(L.serviceDescription).inputValue()).toBe('Kurumsal web sitemizi yenilemek istiyoruz.');
          } finally {
            restore();
          }
          expect(count('select count(*) n from consultation_requests where email = ?', email)).toBe(0);

          // Valid submission: stored, success text, dialog closed and the form cleared.
          await submit.click();
          if (js) {
            expect(await toast(page, C.successTitle, C.success)).toBe('success');
            await form.waitFor({ state: 'hidden' });
            await trigger.click();
            await form.waitFor();
            expect(await input(L.name).inputValue()).toBe('');
            expect(await input(L.serviceDescription).inputValue()).toBe('');
            expect(await form.getByTestId('consultation-counter').textContent()).toBe(fmt(L.counter, { count: 0, min: 20 }));
          } else {
            await page.waitForLoadState('load');
            await notice(page.locator('main'), C.successTitle, C.success);
            expect(await input(L.name).inputValue()).toBe('');
          }
          const row = sqlite.prepare('select * from consultation_requests where email = ?').get(email) as Record<string, string>;
          expect(row).toMatchObject({
            name: 'Ayşe',
            surname: 'Yılmaz',
            phone: '05321234567',
            service_description: 'Kurumsal web sitemizi yenilemek istiyoruz.',
            language: lang,
          });
          expect(count("select count(*) n from mail_queue where kind = 'consultation' and reply_to = ?", email)).toBe(1);
          if (js) {
            expect(await axeViolations(page)).toEqual([]);
            if (lang === 'en') expect(await form.innerText()).not.toMatch(/[çğıöşüÇĞİÖŞÜ]/);
          }
          expect(consoleErrors.filter((e) => !/status of (400|500)/.test(e))).toEqual([]);
          await context.close();
        });

        it('newsletter sign-up: invalid, success with consent record, already subscribed', async () => {
          const T = texts(lang);
          const N = T.newsletter;
          const address = `${unique('news')}@example.com`;
          const mixed = `  ${address.toUpperCase()} `;
          const context = await browser.newContext({ javaScriptEnabled: js, viewport: { width: 1440, height: 900 } });
          const { page } = await openPage(context, P.about);
          const footerForm = () => page.locator('footer form');
          const field = () => footerForm().getByLabel(N.label, { exact: true });
          const send = () => footerForm().getByRole('button', { name: N.submit });
          if (js) await waitForElementHydration(send());

          await field().fill('not-an-address');
          await send().click();
          if (js) {
            expect(await toast(page, N.invalidTitle, N.invalid)).toBe('error');
          } else {
            await page.waitForURL(server.url + P.newsletter);
            await notice(page.locator('main'), N.invalidTitle, N.invalid);
            await page.goto(server.url + P.about);
          }

          await field().fill(mixed);
          await send().click();
          if (js) {
            expect(await toast(page, N.successTitle, N.success)).toBe('success');
            await page.waitForFunction(() => (document.querySelector('footer input[name=email]') as HTMLInputElement).value === '');
          } else {
            await page.waitForURL(server.url + P.newsletter);
            await notice(page.locator('main'), N.successTitle, N.success);
          }
          const row = sqlite.prepare('select * from newsletter_subscribers where email = ?').get(address) as Record<string, unknown>;
          expect(row).toMatchObject({ email: address, is_active: 1, language: lang, source_page: P.about });
          expect(Number.isNaN(Date.parse(String(row.consent_at)))).toBe(false);

          // The same address again (different case and spaces): 'Zaten Abone' in the error style.
          if (!js) await page.goto(server.url + P.about);
          await field().fill(address.toUpperCase());
          await send().click();
          if (js) {
            expect(await toast(page, N.duplicateTitle, N.duplicate)).toBe('error');
          } else {
            const n = await notice(page.locator('main'), N.duplicateTitle, N.duplicate);
            expect(await n.getAttribute('role')).toBe('alert');
          }
          expect(count('select count(*) n from newsletter_subscribers where email = ?', address)).toBe(1);
          await context.close();
        });

        it('contact form: per-field messages that clear on edit, sending state, stored ticket, failure toast', async () => {
          const T = texts(lang);
          const K = T.contact;
          const E = K.errors;
          const email = `${unique('contact')}@example.com`;
          const context = await browser.newContext({ javaScriptEnabled: js, viewport: { width: 1440, height: 900 } });
          const { page, consoleErrors } = await openPage(context, P.contact);
          const form = page.locator('main form');
          const input = (label: string) => form.getByLabel(label, { exact: true });
          const submit = form.getByRole('button', { name: K.submit });
          const visibleErrors = () => inlineErrors(form);
          if (js) await waitForElementHydration(submit);

          // Contact info block from the settings.
          const info = page.locator('aside');
          expect(await info.getByRole('link', { name: 'info@example.com' }).getAttribute('href')).toBe('mailto:info@example.com');
          // The number's link and the WhatsApp button both lead to the same chat.
          const whatsapp = await info.locator('a[href^="https://wa.me/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
          expect(whatsapp.length).toBeGreaterThan(0);
          for (const href of whatsapp) expect(href).toBe('https://wa.me/905000000000');
          expect(await info.innerText()).toContain(lang === 'tr' ? 'Diyarbakır, Türkiye' : 'Diyarbakir, Turkey');

          await submit.click();
          if (!js) await page.waitForLoadState('load');
          await form.locator('p[id$="-error"]', { hasText: E.firstName }).waitFor();
          expect(await visibleErrors()).toEqual([E.emailRequired, E.firstName, E.lastName, E.message, E.phoneRequired].sort());
          if (lang === 'tr') expect(await visibleErrors()).toContain(SPEC_TR.contact.phoneRequired);
          if (!js) await notice(page.locator('main'), K.errorTitle, E.firstName);

          if (js) {
            // Editing a field clears its error only.
            await input(K.firstName).fill('Mehmet');
            expect(await visibleErrors()).toEqual([E.emailRequired, E.lastName, E.message, E.phoneRequired].sort());
          } else {
            await input(K.firstName).fill('Mehmet');
          }
          await input(K.lastName).fill('Öztürk');
          await input(K.email).fill('mehmet at example');
          await input(K.phone).fill('12345');
          await input(K.message).fill('Merhaba, <b>bir teklif</b> almak istiyorum.');
          await submit.click();
          if (!js) await page.waitForLoadState('load');
          await form.locator('p[id$="-error"]', { hasText: E.email }).waitFor();
          expect(await visibleErrors()).toEqual([E.email, E.phone].sort());
          expect(await input(K.message).inputValue()).toBe('Merhaba, <b>bir teklif</b> almak istiyorum.');

          await input(K.email).fill(email);
          await input(K.phone).fill('+90 555 123 45 67');

          // A real server failure: the destructive toast (or notice), the data stays.
          const restore = breakInserts('support_tickets');
          try {
            await submit.click();
            if (js) expect(await toast(page, K.errorTitle, K.failure)).toBe('error');
            else {
              await page.waitForLoadState('load');
              await notice(page.locator('main'), K.errorTitle, K.failure);
            }
            expect(await input(K.lastName).inputValue()).toBe('Öztürk');
          } finally {
            restore();
          }

          if (js) {
            // Hold the request briefly to see the sending state.
            let release!: () => void;
            const held = new Promise<void>((r) => (release = r));
            await page.route(`**${P.contact}.data*`, async (route) => {
              await held;
              await route.continue();
            });
            await submit.click();
            const sending = form.getByRole('button', { name: K.sending });
            await sending.waitFor();
            expect(await sending.isDisabled()).toBe(true);
            release();
            expect(await toast(page, K.successTitle, K.success)).toBe('success');
            await page.unroute(`**${P.contact}.data*`);
            expect(await input(K.firstName).inputValue()).toBe('');
            expect(await input(K.message).inputValue()).toBe('');
            expect(await visibleErrors()).toEqual([]);
          } else {
            await submit.click();
            await page.waitForLoadState('load');
            await notice(page.locator('main'), K.successTitle, K.success);
            expect(await input(K.firstName).inputValue()).toBe('');
          }
          const row = sqlite.prepare('select * from support_tickets where email = ?').get(email) as Record<string, string>;
          expect(row).toMatchObject({
            name: 'Mehmet Öztürk',
            subject: fmt(K.ticketSubject, { name: 'Mehmet Öztürk' }),
            message: `${fmt(K.ticketPhoneLine, { phone: '+905551234567' })}\n\nMerhaba, <b>bir teklif</b> almak istiyorum.`,
            status: 'open',
            language: lang,
          });
          expect(count("select count(*) n from mail_queue where kind = 'contact' and reply_to = ?", email)).toBe(1);
          if (js) expect(await axeViolations(page)).toEqual([]);
          if (lang === 'en') expect(await page.locator('main').innerText()).not.toMatch(/[çğıöşüÇĞİÖŞÜ]/);
          expect(consoleErrors.filter((e) => !/status of (400|500)/.test(e))).toEqual([]);
          await context.close();
        });
      });
    }
  });
}
