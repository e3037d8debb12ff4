import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import type { RunningServer } from '../helpers/server';
import { axeViolations, launchBrowser, newPage } from '../helpers/browser';
import { loginAsAdmin } from '../helpers/admin-session';
import { startCampaignPeer, type CampaignPeer } from '../helpers/campaign-smtp';
import { insertSubscribers, startCampaignServer } from '../helpers/campaign-server';

/**
 * The admin sends a campaign from the browser and watches its progress move
 * to 100 % while a real SMTP peer receives it (one address refused for good,
 * one refused once and then accepted).
 */
describe('campaigns in the admin (Chromium)', () => {
  let peer: CampaignPeer;
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    peer = await startCampaignPeer();
    peer.behaviour = (rcpt, attempt) => {
      if (rcpt === 'reader5@example.org') return 550;
      if (rcpt === 'reader6@example.org' && attempt === 1) return 451;
      return 'accept';
    };
    server = await startCampaignServer({ env: { SMTP_URL: peer.url, CAMPAIGN_RATE_PER_SECOND: '8' } });
    insertSubscribers(server, 40, { enEvery: 4 });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await loginAsAdmin(context, server);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    await peer?.close();
  });

  it('validates, previews, asks for confirmation with the recipient count, and shows live progress to 100 %', async () => {
    const { page, consoleErrors } = await newPage(context);
    await page.goto(`${server.url}/admin/e-bulten/kampanyalar`);
    await expect(page.getByRole('heading', { name: 'Kampanyalar', level: 2 }).isVisible()).resolves.toBe(true);
    const subnav = page.getByRole('navigation', { name: 'E-Bülten bölümleri' });
    await expect(subnav.getByRole('link', { name: 'Aboneler' }).getAttribute('href')).resolves.toBe('/admin/e-bulten');
    await expect(subnav.getByRole('link', { name: 'Kampanyalar' }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(page.getByText('Henüz kampanya gönderilmedi.').isVisible()).resolves.toBe(true);

    // Empty form: the rules show at once, nothing is sent.
    await page.getByRole('button', { name: 'Gönder', exact: true }).click();
    await page.getByText('En az bir dilde konu ve içerik giriniz.').waitFor();
    await expect(page.getByText('Konu zorunludur.').count()).resolves.toBeGreaterThan(0);
    await expect(page.getByRole('alertdialog').count()).resolves.toBe(0);

    const tr = page.getByTestId('campaign-tr');
    const en = page.getByTestId('campaign-en');
    await tr.locator('input[name=subject_tr]').fill('Aralık bülteni');
    await tr.locator('textarea[name=content_tr]').fill('## Yeni yıl\n\nYeni **ürünümüz** yayında.');
    // A started language must be finished.
    await en.locator('input[name=subject_en]').fill('December newsletter');
    await page.getByRole('button', { name: 'Gönder', exact: true }).click();
    await en.getByText('İçerik zorunludur.').waitFor();
    await en.locator('textarea[name=content_en]').fill('## New year\n\nOur new **product** is live.');

    // The preview is the real e-mail, rendered by the server.
    await tr.getByRole('tab', { name: 'Önizleme' }).click();
    const frame = page.frameLocator('[data-testid=campaign-preview-tr]');
    await frame.locator('strong', { hasText: 'ürünümüz' }).waitFor();
    await expect(frame.locator('h2').textContent()).resolves.toBe('Yeni yıl');
    await expect(frame.getByText('Abonelikten çık').count()).resolves.toBe(1);
    await tr.getByRole('tab', { name: 'Yaz' }).click();

    // The test address must be an e-mail.
    await page.getByLabel('Test e-posta adresi').fill('not-an-address');
    await page.getByRole('button', { name: 'Test Gönder' }).click();
    await page.getByText('Geçerli bir e-posta adresi giriniz.').waitFor();
    await page.getByLabel('Test e-posta adresi').fill('');

    await expect(page.getByTestId('campaign-recipients').textContent()).resolves.toBe('40 alıcı');
    await page.getByRole('button', { name: 'Gönder', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain('Bu kampanya 40 aktif aboneye gönderilecek.');
    await dialog.getByRole('button', { name: '40 aboneye gönder' }).click();
    await page.getByText('Kampanya 40 alıcı için kuyruğa alındı.').waitFor();

    // Progress moves while it runs (polled every second), then reaches 100 %.
    const card = page.getByTestId('campaign-progress');
    await card.waitFor();
    const seen = new Set<string>();
    const bar = card.getByRole('progressbar');
    for (;;) {
      const value = await bar.getAttribute('aria-valuenow');
      if (value) seen.add(value);
      if (value === '100' && (await card.getByText('Tamamlandı').count()) > 0) break;
      await page.waitForTimeout(250);
    }
    expect([...seen].some((v) => Number(v) > 0 && Number(v) < 100)).toBe(true);
    await expect(card.getByTestId('campaign-percent').textContent()).resolves.toBe('%100');
    await expect(card.getByTestId('campaign-sent').textContent()).resolves.toBe('39');
    await expect(card.getByTestId('campaign-failed').textContent()).resolves.toBe('1');
    await expect(card.getByTestId('campaign-remaining').textContent()).resolves.toBe('0');

    // History from the database, with the permanent failure shown.
    const row = page.getByTestId('campaign-row').first();
    const cells = await row.locator('td').allTextContents();
    expect(cells[0]).toBe('Aralık bülteni');
    expect(cells[1]).toBe('TR + EN');
    expect(cells.slice(3, 6)).toEqual(['40', '39', '1']);
    expect(cells[6]).toContain('Tamamlandı');
    const failures = page.getByTestId('campaign-failures');
    await failures.locator('summary').click();
    await expect(failures.textContent()).resolves.toContain('reader5@example.org');
    await expect(failures.textContent()).resolves.toContain('550');

    // The SMTP peer: the temporarily refused address got it on the retry; nobody got two.
    expect(peer.total()).toBe(39);
    expect(peer.accepted.get('reader6@example.org')).toBe(1);
    expect(peer.attempts.get('reader6@example.org')).toBe(2);
    expect([...peer.accepted.values()].every((n) => n === 1)).toBe(true);
    expect(peer.messages.find((m) => m.to === 'reader4@example.org')?.subject).toBe('December newsletter');
    expect(peer.messages.find((m) => m.to === 'reader1@example.org')?.subject).toBe('Aralık bülteni');

    // The form was cleared for the next campaign.
    // The address changes before the form re-renders without the draft: wait for the empty form.
    await expect.poll(() => tr.locator('input[name=subject_tr]').inputValue()).toBe('');
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('"Send test" sends only to the test address and reports it', async () => {
    const { page } = await newPage(context);
    await page.goto(`${server.url}/admin/e-bulten/kampanyalar`);
    const before = peer.total();
    await page.getByTestId('campaign-tr').locator('input[name=subject_tr]').fill('Deneme');
    await page.getByTestId('campaign-tr').locator('textarea[name=content_tr]').fill('Deneme içeriği');
    await page.getByLabel('Test e-posta adresi').fill('editor@example.net');
    await page.getByRole('button', { name: 'Test Gönder' }).click();
    await page.getByText('Test e-postası editor@example.net adresine gönderildi.').waitFor();
    await peer.waitFor(before + 1, 10_000);
    const last = peer.messages[peer.messages.length - 1]!;
    expect(last.to).toBe('editor@example.net');
    expect(last.subject).toBe('[Test] Deneme');
    expect(peer.total()).toBe(before + 1);
    await expect(page.getByTestId('campaign-row').count()).resolves.toBe(1);
    await page.close();
  });

  it('shows the error toast when the SMTP server refuses the test e-mail', async () => {
    const { page } = await newPage(context);
    await page.goto(`${server.url}/admin/e-bulten/kampanyalar`);
    peer.behaviour = () => 554;
    await page.getByTestId('campaign-tr').locator('input[name=subject_tr]').fill('Deneme');
    await page.getByTestId('campaign-tr').locator('textarea[name=content_tr]').fill('Deneme içeriği');
    await page.getByLabel('Test e-posta adresi').fill('editor@example.net');
    await page.getByRole('button', { name: 'Test Gönder' }).click();
    await page.getByText('E-bülten gönderilirken bir hata oluştu').waitFor();
    peer.behaviour = () => 'accept';
    await page.close();
  });

  it('saves a half-written draft, reopens it after a reload, updates it, sends it, and the draft is gone', async () => {
    const { page, consoleErrors } = await newPage(context);
    await page.goto(`${server.url}/admin/e-bulten/kampanyalar`);
    const tr = page.getByTestId('campaign-tr');
    const drafts = page.getByTestId('campaign-drafts');
    // An empty draft is refused with a reason; nothing is stored.
    await page.getByRole('button', { name: 'Taslak olarak kaydet' }).click();
    await page.getByText('Taslağı kaydetmek için bir konu ya da içerik yazın.').waitFor();
    expect(await drafts.count()).toBe(0);

    // Half written (no content yet): a draft may be unfinished.
    await tr.locator('input[name=subject_tr]').fill('Ocak bülteni');
    await page.getByRole('button', { name: 'Taslak olarak kaydet' }).click();
    await page.getByText('Taslak kaydedildi.').first().waitFor();
    await page.waitForURL(/\?taslak=[0-9a-f-]{36}$/);
    await drafts.getByText('Ocak bülteni', { exact: true }).waitFor();
    await page.getByTestId('editing-draft').waitFor();

    // A reload reopens it; saving again updates the same draft.
    await page.reload();
    await expect(tr.locator('input[name=subject_tr]').inputValue()).resolves.toBe('Ocak bülteni');
    await tr.locator('textarea[name=content_tr]').fill('Yeni yılın **ilk** haberleri.');
    await page.getByRole('button', { name: 'Taslak olarak kaydet' }).click();
    await page.getByText('Taslak kaydedildi.').first().waitFor();
    await drafts.getByText(/^TR · Son kayıt:/).waitFor();
    expect(await drafts.getByRole('listitem').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // A new empty campaign, then "Aç" brings the draft back into the form.
    await page.getByRole('link', { name: 'Yeni boş kampanya' }).click();
    await page.waitForURL((u) => !u.search.includes('taslak'));
    // The address changes before the form re-renders without the draft: wait for the empty form.
    await expect.poll(() => tr.locator('input[name=subject_tr]').inputValue()).toBe('');
    await drafts.getByRole('link', { name: /^Aç\s*: Ocak bülteni$/ }).click();
    await expect.poll(() => tr.locator('textarea[name=content_tr]').inputValue()).toBe('Yeni yılın **ilk** haberleri.');

    // Sent from the draft: queued once, the draft disappears, the form is empty again.
    const before = peer.total();
    await page.getByRole('button', { name: 'Gönder', exact: true }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /aboneye gönder$/ })
      .click();
    await page.getByText(/Kampanya \d+ alıcı için kuyruğa alındı\./).waitFor();
    await drafts.waitFor({ state: 'detached' });
    await page.waitForURL((u) => !u.search.includes('taslak'));
    // The address changes before the form re-renders without the draft: wait for the empty form.
    await expect.poll(() => tr.locator('input[name=subject_tr]').inputValue()).toBe('');
    await peer.waitFor(before + 40, 30_000);
    expect(peer.messages.filter((m) => m.subject === 'Ocak bülteni').length).toBe(40);

    // Deleting a draft asks first.
    await tr.locator('input[name=subject_tr]').fill('Silinecek taslak');
    await page.getByRole('button', { name: 'Taslak olarak kaydet' }).click();
    await drafts.getByText('Silinecek taslak', { exact: true }).waitFor();
    await drafts.getByRole('button', { name: 'Sil: Silinecek taslak' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Evet, sil' }).click();
    await page.getByText('Taslak silindi.').waitFor();
    await drafts.waitFor({ state: 'detached' });
    expect(consoleErrors).toEqual([]);
    await page.close();
  });
});
