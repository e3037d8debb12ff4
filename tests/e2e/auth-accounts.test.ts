import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, waitForHydration } from '../helpers/browser';
import { startServer, TEST_ADMIN_PASSWORD, type RunningServer } from '../helpers/server';
import { createTestDatabase, ENGINES, type TestDatabase } from '../helpers/test-db';
import { totpCode, totpStep } from '~/domain/auth/totp.server';
import { catalog } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';

/**
 * Staff accounts in a real browser, on each database engine: a fresh install
 * shows the spec's single-password screen; the owner creates their account from it and
 * invites an editor (no SMTP: the link is shown); the editor sets a password, turns on
 * two-step verification and signs in with a computed TOTP code (a wrong one counts);
 * an editor cannot open settings, users or backup (UI and replayed requests: 403); disabling
 * the editor ends their open session at the next request.
 */
const EDITOR_PASSWORD = 'kirmizi-bisiklet-2026';

for (const engine of ENGINES)
  describe(`staff accounts [${engine}]`, () => {
    let server: RunningServer;
    let browser: Browser;
    let test: TestDatabase | undefined;
    const contexts: BrowserContext[] = [];

    async function contextFor(ip: string) {
      const ctx = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': ip } });
      contexts.push(ctx);
      return ctx;
    }
    async function axeClean(page: Page, where: string) {
      const violations = await axeViolations(page);
      expect(violations, where).toEqual([]);
    }

    beforeAll(async () => {
      if (engine === 'postgres') {
        test = await createTestDatabase('postgres', { migrate: false });
        await test.db.close();
      }
      [server, browser] = await Promise.all([
        startServer({ env: { TRUST_PROXY: '1', ...(test ? { DATABASE_URL: test.databaseUrl } : {}) } }),
        launchBrowser(),
      ]);
    });
    afterAll(async () => {
      for (const ctx of contexts) await ctx.close().catch(() => {});
      await browser?.close();
      await server?.stop();
      await test?.drop();
    });

    let inviteLink = '';
    // The editor uses the server by the name "localhost": WebAuthn needs a domain, not an IP address, as its relying party.
    const local = (u: string) => u.replace('//127.0.0.1:', '//localhost:');
    let ownerPage: Page;
    let editorPage: Page;
    let secret = '';

    it('a fresh install shows the spec’s single-password screen; the owner creates their account and invites an editor', async () => {
      const { page, consoleErrors } = await newPage(await contextFor('198.51.100.10'));
      ownerPage = page;
      await page.goto(server.url + '/admin/ayarlar/kullanicilar');
      await expect.poll(() => page.getByRole('heading', { name: 'Admin Paneli' }).count()).toBe(1);
      expect(await page.getByRole('textbox', { name: 'E-posta', exact: true }).count()).toBe(0);
      expect(
        await page
          .locator('input')
          .filter({ hasNot: page.locator('[type=hidden]') })
          .count(),
      ).toBeGreaterThan(0);
      await waitForHydration(page);
      await page.getByLabel('Şifre').fill(TEST_ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Giriş Yap' }).click();
      await page.getByRole('heading', { name: 'Kendi hesabınızı oluşturun' }).waitFor();
      await axeClean(page, 'first owner form');
      await page.getByLabel('Ad soyad').fill('Ayşe Sahip');
      await page.getByRole('textbox', { name: 'E-posta', exact: true }).fill('owner@example.com');
      await page.getByRole('button', { name: 'Hesabımı oluştur' }).click();
      // Says what happened: the person created their own account; nobody was invited.
      await page.getByText('Sahip hesabınız owner@example.com adresiyle oluşturuldu', { exact: false }).first().waitFor();
      expect(await page.getByText('owner@example.com davet edildi').count()).toBe(0);
      await page.getByRole('heading', { name: 'Kişi davet et' }).waitFor();
      expect(await page.getByTestId('account-row').count()).toBe(1);

      await page.getByLabel('Ad soyad').fill('Emre Editör');
      await page.getByRole('textbox', { name: 'E-posta', exact: true }).fill('editor@example.com');
      await page.getByLabel('Yetki').selectOption('editor');
      await page.getByRole('button', { name: 'Davet et' }).click();
      const link = page.getByTestId('invitation-link');
      await link.waitFor();
      inviteLink = (await link.textContent())!.trim();
      expect(inviteLink).toMatch(/\/admin\/davet\?t=[\w-]{20,}$/);
      // No site address confirmed yet: the screen names the address the link carries and asks first.
      await page.getByText(fmt(catalog.tr.adminUsers.users.passOnUnconfirmed, { address: server.url })).waitFor();
      await expect.poll(() => page.getByTestId('account-row').count()).toBe(2);
      await axeClean(page, 'users screen');
      // The login screen itself is a 401 answer.
      expect(consoleErrors.filter((e) => !e.includes('status of 401'))).toEqual([]);
    });

    it('the editor accepts: a common password is refused, their own is set; the link then stops working', async () => {
      const { page } = await newPage(await contextFor('198.51.100.20'));
      editorPage = page;
      await page.goto(local(inviteLink));
      await page.getByText('Emre Editör, editor@example.com adresiyle').waitFor();
      await axeClean(page, 'invitation page');
      await page.getByLabel('Yeni şifre').fill('password123');
      await page.getByRole('button', { name: 'Şifreyi kaydet' }).click();
      await page.getByText('Bu şifre çok yaygın').waitFor();
      await page.getByLabel('Yeni şifre').fill(EDITOR_PASSWORD);
      await page.getByRole('button', { name: 'Şifreyi kaydet' }).click();
      await page.getByText('Şifreniz kaydedildi').waitFor();
      const again = await page.request.get(local(inviteLink));
      expect(again.status()).toBe(404);
    });

    it('the editor signs in with e-mail and password, turns on two-step verification, and signs in with a code', async () => {
      const page = editorPage;
      await page.goto(local(server.url) + '/admin');
      await page.getByRole('textbox', { name: 'E-posta', exact: true }).waitFor();
      await waitForHydration(page);
      await axeClean(page, 'login with e-mail');
      await page.getByRole('textbox', { name: 'E-posta', exact: true }).fill('editor@example.com');
      await page.getByLabel('Şifre').fill(EDITOR_PASSWORD);
      await page.getByRole('button', { name: 'Giriş Yap' }).click();
      await page.getByRole('link', { name: /Hesabım/ }).waitFor();
      // The editor's tabs: no settings.
      expect(await page.getByRole('navigation').getByRole('link', { name: 'Ayarlar' }).count()).toBe(0);
      await waitForHydration(page);
      await page.getByRole('link', { name: /Hesabım/ }).click();
      await page.waitForURL(/\/admin\/hesabim/);
      await page.getByText('Doğrulama uygulamasını bağla').click();
      secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
      // Re-authentication: the password with the code.
      await page.getByTestId('totp-enable-reauth').getByLabel('Şu anki şifre').fill(EDITOR_PASSWORD);
      await page.getByLabel('Kod', { exact: true }).fill(totpCode(secret, totpStep()));
      await page.getByRole('button', { name: 'Kodu doğrula ve aç' }).click();
      await page.getByTestId('recovery-codes').waitFor();
      expect(await page.getByTestId('recovery-codes').locator('li').count()).toBe(10);
      await expect.poll(() => page.getByTestId('session-row').count()).toBe(1);
      await axeClean(page, 'account page');

      await page.getByRole('button', { name: 'Çıkış Yap' }).click();
      await page.getByRole('textbox', { name: 'E-posta', exact: true }).waitFor();
      await waitForHydration(page);
      await page.getByRole('textbox', { name: 'E-posta', exact: true }).fill('editor@example.com');
      await page.getByLabel('Şifre').fill(EDITOR_PASSWORD);
      await page.getByRole('button', { name: 'Giriş Yap' }).click();
      await page.getByRole('heading', { name: 'Doğrulama kodu' }).waitFor();
      await axeClean(page, 'code step');
      // A wrong code counts toward the lockout.
      await page.getByLabel('Kod').fill('000000');
      await page.getByRole('button', { name: 'Doğrula' }).click();
      await page.getByText('Kalan deneme hakkı: 2').waitFor();
      // The next time step's code (the one used to turn it on is spent).
      await page.getByLabel('Kod').fill(totpCode(secret, totpStep() + 1));
      await page.getByRole('button', { name: 'Doğrula' }).click();
      await page
        .getByRole('link', { name: /Hesabım/ })
        .waitFor()
        .catch(async (err: unknown) => {
          await page.screenshot({ path: `/tmp/accounts-code-step-${engine}.png` });
          throw err;
        });
    });

    it('the editor registers a passkey (virtual authenticator) and signs in with it', async () => {
      const page = editorPage;
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
      });
      await page.goto(local(server.url) + '/admin/hesabim');
      await waitForHydration(page);
      await page.getByLabel('Anahtarın adı').fill('Test bilgisayarı');
      await page.getByTestId('passkey-reauth').getByLabel('Şu anki şifre').fill(EDITOR_PASSWORD);
      await page.getByRole('button', { name: 'Geçiş anahtarı ekle' }).click();
      await page.getByTestId('passkeys').getByText('Test bilgisayarı', { exact: true }).waitFor();
      await axeClean(page, 'account page with a passkey');

      await page.getByRole('button', { name: 'Çıkış Yap' }).click();
      await page.getByRole('textbox', { name: 'E-posta', exact: true }).waitFor();
      await waitForHydration(page);
      await page.getByRole('textbox', { name: 'E-posta', exact: true }).fill('editor@example.com');
      await page.getByLabel('Şifre').fill(EDITOR_PASSWORD);
      await page.getByRole('button', { name: 'Giriş Yap' }).click();
      await page.getByRole('button', { name: 'Geçiş anahtarıyla doğrula' }).click();
      await page.getByRole('link', { name: /Hesabım/ }).waitFor();
      await page.goto(local(server.url) + '/admin/hesabim');
      await expect.poll(() => page.getByTestId('passkeys').getByText('Hiç').count()).toBe(0);
    });

    it('the editor cannot open settings, users or backup (UI and replayed requests: 403, nothing changed)', async () => {
      const page = editorPage;
      for (const path of ['/admin/ayarlar', '/admin/ayarlar/kullanicilar', '/admin/ayarlar/sistem']) {
        const res = await page.goto(local(server.url) + path);
        expect(res?.status(), path).toBe(403);
        await page.getByText('Bu işlem için yetkiniz yok', { exact: false }).or(page.getByRole('alert')).first().waitFor();
      }
      const replay = await page.evaluate(async () => {
        const post = (url: string, body: Record<string, string>) =>
          fetch(url, { method: 'POST', body: new URLSearchParams(body) }).then((r) => r.status);
        return [
          await post('/admin/ayarlar/kullanicilar', { intent: 'invite', email: 'evil@example.com', name: 'Evil', role: 'owner' }),
          await post('/admin/ayarlar/kullanicilar.data', { intent: 'require-2fa', value: 'on' }),
          await post('/admin/ayarlar/sistem', { intent: 'maintenance', maintenance_mode: 'on' }),
          await fetch('/admin/ayarlar/yedek').then((r) => r.status),
        ];
      });
      expect(replay).toEqual([403, 403, 403, 403]);
      await ownerPage.reload();
      await ownerPage.getByRole('heading', { name: 'Kişi davet et' }).waitFor();
      expect(await ownerPage.getByTestId('account-row').count()).toBe(2);
      expect(await ownerPage.getByText('İki adımlı doğrulama isteğe bağlı.').count()).toBe(1);
    });

    it('disabling the editor ends their open session within one request', async () => {
      const row = ownerPage.locator('[data-testid=account-row][data-email="editor@example.com"]');
      await row.getByRole('button', { name: 'Devre dışı bırak' }).click();
      await row.getByText('Devre dışı', { exact: true }).waitFor();
      const res = await editorPage.goto(local(server.url) + '/admin/projeler');
      expect(res?.status()).toBe(401);
      await editorPage.getByRole('textbox', { name: 'E-posta', exact: true }).waitFor();

      // Etkinlik names each person: the editor's own logins, the owner's invitation and disabling.
      await ownerPage.goto(server.url + '/admin/etkinlik');
      const rows = ownerPage.getByTestId('audit-row');
      await rows.first().waitFor();
      const texts = await rows.allTextContents();
      expect(texts.some((t) => t.includes('Emre Editör') && /Giriş/.test(t))).toBe(true);
      expect(texts.filter((t) => /Hesap/.test(t) && !t.includes('Emre Editör')).length).toBeGreaterThanOrEqual(2);
    });
  });
