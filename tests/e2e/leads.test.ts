import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog } from '~/i18n/catalog';
import type { Lang } from '~/i18n/lang';
import { launchBrowser, newPage, waitForElementHydration, waitForHydration } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { startSmtpPeer, type SmtpPeer } from '../helpers/smtp-peer';
import { createAccountSession } from '../helpers/admin-session';
import { SCREENSHOTS_DIR } from '../helpers/screenshots';

/**
 * Leads in a real browser: a request sent from the services page's "Web Geliştirme"
 * card reaches the admin with that service and status Yeni; the visitor's confirmation arrives
 * at a real SMTP peer in the page's language; staff set a status, a handler and a note; the
 * filters and the dashboard's counts follow; an editor sees neither the figures nor the section.
 * With SCREENSHOTS_DIR set, the leads list and detail and the editor's views are saved at 1440
 * and 375 px.
 */
const SHOTS = process.env.SCREENSHOTS_DIR ? SCREENSHOTS_DIR : undefined;
let server: RunningServer;
let peer: SmtpPeer;
let browser: Browser;
let owner: { accountId: string; token: string };
let editor: { accountId: string; token: string };

beforeAll(async () => {
  peer = await startSmtpPeer();
  server = await startServer({ env: { SMTP_URL: peer.url, MAIL_FROM: 'Site <site@example.com>' } });
  owner = createAccountSession(server, { email: 'owner@example.com', role: 'owner', name: 'Selin Sahip' });
  editor = createAccountSession(server, { email: 'editor@example.com', role: 'editor', name: 'Emre Editör' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await peer?.close();
});

function db() {
  return new Database(path.join(server.dataDir, 'site.db'), { readonly: true });
}

async function asStaff(token: string, width = 1440): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([{ name: 'admin_session', value: token, url: server.url, httpOnly: true, sameSite: 'Lax' }]);
  return (await newPage(context)).page;
}

async function toast(page: Page, text: string) {
  await page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor({ timeout: 10_000 });
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Sends a consultation request from the services page's web card in `lang`; returns the visitor's address. */
async function requestFromWebCard(lang: Lang): Promise<string> {
  const t = catalog[lang];
  const email = `visitor-${lang}@example.org`;
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const { page } = await newPage(context);
  await page.goto(server.url + (lang === 'tr' ? '/hizmetler' : '/en-services'));
  await waitForHydration(page);
  const card = page.getByRole('link', { name: `${t.common.nav.getQuote} — ${t.services.items.web.title}` });
  await waitForElementHydration(card);
  await card.click();
  const dialog = page.getByRole('dialog', { name: t.forms.consultation.title });
  await dialog.waitFor();
  // The visitor sees which service the request is about.
  expect(await dialog.getByTestId('consultation-service').textContent()).toBe(
    `${t.forms.consultation.serviceLabel}: ${t.services.items.web.title}`,
  );
  const f = t.forms.consultation;
  await dialog.getByLabel(f.name, { exact: true }).fill(lang === 'tr' ? 'Deniz' : 'Dana');
  await dialog.getByLabel(f.surname, { exact: true }).fill(lang === 'tr' ? 'Arslan' : 'Scully');
  await dialog.getByLabel(f.email, { exact: true }).fill(email);
  await dialog.getByLabel(f.phone, { exact: true }).fill('0532 765 43 21');
  await dialog.getByLabel(f.serviceDescription, { exact: true }).fill('Kurumsal sitemizi yeniden yapmak istiyoruz / a new website.');
  await dialog.getByRole('button', { name: f.submit }).click();
  // The toast stays as the spec says.
  await toast(page, f.success);
  await context.close();
  return email;
}

describe('leads from the services page to the admin', () => {
  let leadId = '';

  it('a request from the "Web Geliştirme" card is stored with that service, and the visitor’s confirmation arrives in the page’s language', async () => {
    const trEmail = await requestFromWebCard('tr');
    const enEmail = await requestFromWebCard('en');
    // Two staff notifications and two confirmations.
    const mails = await peer.waitFor(4, 30_000);
    const trMail = mails.find((m) => m.to.includes(trEmail))!;
    expect(trMail.subject).toBe('Danışmanlık talebinizi aldık');
    expect(trMail.text).toContain('Merhaba,');
    expect(trMail.text).toContain('Hizmet: Web Geliştirme');
    // The visitor's own text stays out of a mail to a typed address.
    expect(trMail.text).not.toContain('Kurumsal sitemizi');
    expect(trMail.text).not.toContain('Deniz');
    expect(trMail.text).toContain('Bundan sonra ne olacak?');
    const enMail = mails.find((m) => m.to.includes(enEmail))!;
    expect(enMail.subject).toBe('We have received your consultation request');
    expect(enMail.text).toContain('Hello,');
    expect(enMail.text).toContain('Service: Web Development');
    expect(enMail.text).toContain('What happens next?');
    const staff = mails.filter((m) => m.to.includes('info@example.com'));
    expect(staff).toHaveLength(2);
    expect(staff.every((m) => m.text.includes('Hizmet: Web Geliştirme'))).toBe(true);

    const sqlite = db();
    try {
      const rows = sqlite
        .prepare('select id, email, service, status, language from consultation_requests where email in (?, ?)')
        .all(trEmail, enEmail) as Array<Record<string, string>>;
      expect(rows.map((r) => [r.email, r.service, r.status, r.language]).sort()).toEqual([
        [enEmail, 'web', 'new', 'en'],
        [trEmail, 'web', 'new', 'tr'],
      ]);
      leadId = rows.find((r) => r.email === enEmail)!.id!;
    } finally {
      sqlite.close();
    }
  });

  it('appears in the admin with the service and status Yeni; staff set a status, a handler and a note; filters and the dashboard follow', async () => {
    const page = await asStaff(owner.token);
    await page.goto(server.url + '/admin');
    await waitForHydration(page);
    const newBefore = Number(await page.getByTestId('new-consultations').textContent());
    expect(newBefore).toBeGreaterThanOrEqual(2);
    // Named as the tabs that list them.
    expect(await page.getByText('Danışmanlık Talepleri: yeni').count()).toBe(1);
    expect(await page.getByText('İletişim Mesajları', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Destek Talepleri').count()).toBe(0);

    await page.goto(server.url + '/admin/danismanlik');
    await waitForHydration(page);
    const row = page.getByTestId('consultation-row').filter({ hasText: 'Dana Scully' });
    expect(await row.getByTestId('lead-service').textContent()).toBe('Web Geliştirme');
    expect(await row.getByTestId('lead-status').textContent()).toBe('Yeni');
    // The reply link's subject is in the lead's language.
    expect(await row.locator('a[href^="mailto:"]').getAttribute('href')).toBe(
      'mailto:visitor-en@example.org?subject=About%20your%20consultation%20request',
    );
    await shot(page, 'admin-leads-list');

    await row.getByRole('link', { name: 'Dana Scully talebini aç' }).click();
    const detail = page.getByTestId('lead-detail');
    await detail.waitFor();
    expect(await detail.getByTestId('lead-detail-service').textContent()).toBe('Web Geliştirme');
    const form = detail.getByTestId('follow-up');
    await form.getByLabel('Durum').selectOption({ label: 'Teklif verildi' });
    await form.getByLabel('İlgilenen kişi').selectOption({ label: 'Selin Sahip' });
    await form.getByLabel('İç not').fill('Salı günü arandı; 18.000 TL teklif gönderildi.');
    await form.getByRole('button', { name: 'Kaydet' }).click();
    await toast(page, 'Talep güncellendi: Teklif verildi.');
    await expect.poll(() => detail.getByTestId('lead-status').textContent()).toBe('Teklif verildi');
    expect(await form.getByLabel('İç not').inputValue()).toBe('Salı günü arandı; 18.000 TL teklif gönderildi.');
    await shot(page, 'admin-leads-detail');

    const sqlite = db();
    try {
      expect(sqlite.prepare('select status, note, handler_id from consultation_requests where id = ?').get(leadId)).toEqual({
        status: 'quoted',
        note: 'Salı günü arandı; 18.000 TL teklif gönderildi.',
        handler_id: owner.accountId,
      });
      const audit = sqlite
        .prepare("select summary from audit_log where entity_type = 'consultation' and entity_id = ?")
        .all(leadId) as Array<{
        summary: string;
      }>;
      expect(audit.map((a) => a.summary)).toEqual([
        'Danışmanlık talebi güncellendi: durum: Yeni → Teklif verildi, iç not, ilgilenen kişi: Selin Sahip',
      ]);
    } finally {
      sqlite.close();
    }

    // The filters follow.
    await page.goto(server.url + '/admin/danismanlik?status=quoted');
    await waitForHydration(page);
    expect(await page.getByTestId('consultation-row').allInnerTexts()).toHaveLength(1);
    expect(await page.getByRole('button', { name: 'Teklif verildi (1)' }).getAttribute('aria-pressed')).toBe('true');
    await page.goto(server.url + '/admin/danismanlik?status=new');
    await waitForHydration(page);
    expect(await page.getByTestId('consultation-row').filter({ hasText: 'Dana Scully' }).count()).toBe(0);
    expect(await page.getByTestId('consultation-row').filter({ hasText: 'Deniz Arslan' }).count()).toBe(1);

    // And the dashboard's count of new requests.
    await page.goto(server.url + '/admin');
    await waitForHydration(page);
    expect(Number(await page.getByTestId('new-consultations').textContent())).toBe(newBefore - 1);
    await page.context().close();
  });

  it('an editor sees only figures of tabs they may open, and a section for the owner says so plainly', async () => {
    const page = await asStaff(editor.token);
    await page.goto(server.url + '/admin');
    await waitForHydration(page);
    await page.getByTestId('count-projects').waitFor();
    for (const id of ['new-consultations', 'consultations-7', 'consultations-30', 'open-tickets', 'count-tickets']) {
      expect(await page.getByTestId(id).count(), id).toBe(0);
    }
    expect(await page.getByRole('heading', { name: /Ziyaretçi/ }).count()).toBe(0);
    await shot(page, 'admin-editor-dashboard');

    // The loader sends no lead figures to an editor's browser either.
    const data = await (await fetch(server.url + '/admin.data', { headers: { cookie: `admin_session=${editor.token}` } })).text();
    expect(data).not.toContain('"newConsultations",1');
    expect(data).toContain('"may"');

    await page.goto(server.url + '/admin/danismanlik');
    await waitForHydration(page);
    const panel = page.getByTestId('owner-only');
    await panel.waitFor();
    expect(await panel.getByRole('heading').textContent()).toBe('Bu bölüm yalnızca site sahibine açık');
    expect(await page.getByText('Sayfayı yenile').count()).toBe(0);
    expect(await panel.getByRole('link', { name: 'Dashboard’a dön' }).getAttribute('href')).toBe('/admin');
    await shot(page, 'admin-editor-owner-only');
    await page.context().close();
  });
});

describe('maintenance on a failing tab', () => {
  async function setMaintenance(on: boolean) {
    const page = await asStaff(owner.token);
    await page.goto(server.url + '/admin/ayarlar/sistem');
    await waitForHydration(page);
    const box = page.getByLabel('Bakım modu açık');
    await (on ? box.check() : box.uncheck());
    await page.getByRole('tabpanel').locator('form', { has: box }).getByRole('button', { name: 'Kaydet' }).click();
    await toast(page, 'Ayarlar kaydedildi.');
    await page.context().close();
  }

  it('the error view keeps the maintenance banner, like the normal view', async () => {
    await setMaintenance(true);
    try {
      const page = await asStaff(editor.token);
      await page.goto(server.url + '/admin/danismanlik');
      await waitForHydration(page);
      await page.getByTestId('owner-only').waitFor();
      expect(await page.getByTestId('maintenance-banner').count()).toBe(1);
      await page.context().close();
    } finally {
      await setMaintenance(false);
    }
  });
});
