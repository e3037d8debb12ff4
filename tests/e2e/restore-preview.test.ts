import fs from 'node:fs';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, waitForHydration } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { adminHeaders, createAccountSession } from '../helpers/admin-session';
import { startSmtpPeer, type SmtpPeer } from '../helpers/smtp-peer';
import { SCREENSHOTS_DIR } from '../helpers/screenshots';

/**
 * The restore's preview in Chromium (ADR 018): upload → preview → Vazgeç (the file is
 * deleted, nothing changes) and upload → preview → tick a person → Geri yükle (the backup's
 * content is back, the person is added as invited with the link on screen, no e-mail is sent,
 * with a real SMTP server configured). The same without JavaScript, and at 375 px.
 * With SCREENSHOTS_DIR set, the preview's screenshots are saved there too.
 */
let server: RunningServer;
let browser: Browser;
let smtp: SmtpPeer;
let sqlite: SQLite.Database;
let owner: { accountId: string; token: string };
let backupFile: string;
let backupJsonFile: string;

/** One file's bytes from a tar stream (ustar: 512-byte headers, the size in octal at 124). */
function tarEntry(tar: Buffer, name: string): Buffer {
  for (let at = 0; at + 512 <= tar.length;) {
    const header = tar.subarray(at, at + 512);
    const entry = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    if (!entry) break;
    const size = parseInt(header.subarray(124, 136).toString('utf8').replace(/\0.*$/s, '').trim(), 8);
    if (entry === name) return tar.subarray(at + 512, at + 512 + size);
    at += 512 + Math.ceil(size / 512) * 512;
  }
  throw new Error(`${name} is not in the archive`);
}
let editorId: string;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-preview-'));

const count = (sql: string) => (sqlite.prepare(sql).get() as { n: number }).n;
const stagedFiles = () => fs.readdirSync(path.join(server.dataDir, 'tmp')).filter((f) => f.startsWith('restore-'));

async function ownerContext(opts: { width?: number; javaScriptEnabled?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: opts.width ?? 1440, height: 900 },
    javaScriptEnabled: opts.javaScriptEnabled ?? true,
  });
  await context.addCookies([{ name: 'admin_session', value: owner.token, url: server.url, httpOnly: true, sameSite: 'Lax' }]);
  return context;
}

/** The site after the backup: a page added, a project gone, the editor deleted. */
function changeAfterBackup() {
  const now = new Date().toISOString();
  sqlite
    .prepare(
      "insert into pages (id, title, slug, content, meta_description, status, language, created_at, updated_at) values ('p-new', 'Yeni', 'yeni-sayfa', 'x', null, 'published', 'tr', ?, ?)",
    )
    .run(now, now);
  sqlite
    .prepare(
      "insert into settings (key, value, updated_at) values ('site_title', '\"Başka Ad\"', ?) on conflict(key) do update set value = excluded.value",
    )
    .run(now);
  sqlite.prepare('delete from admin_accounts where id = ?').run(editorId);
}

async function upload(page: Page, js: boolean) {
  await page.goto(server.url + '/admin/ayarlar/sistem');
  if (js) await waitForHydration(page);
  await page.getByLabel('Yedek dosyası').setInputFiles(backupFile);
  await page.getByRole('button', { name: 'Yedeği incele' }).click();
  await page.getByTestId('restore-preview').waitFor();
}

beforeAll(async () => {
  smtp = await startSmtpPeer();
  [server, browser] = await Promise.all([startServer({ env: { SMTP_URL: smtp.url } }), launchBrowser()]);
  sqlite = new SQLite(path.join(server.dataDir, 'site.db'));
  sqlite.pragma('busy_timeout = 5000');
  owner = createAccountSession(server, { email: 'owner@example.com', role: 'owner', name: 'Ayşe Sahip' });
  editorId = createAccountSession(server, { email: 'editor@example.com', role: 'editor', name: 'Emre Editör' }).accountId;
  const r = await fetch(server.url + '/admin/ayarlar/yedek', { headers: adminHeaders(server, owner.token) });
  expect(r.status).toBe(200);
  // "Yedeği indir" gives the archive (rows and images, ADR 019): uploaded as it is.
  backupFile = path.join(tmp, 'backup.tar.gz');
  fs.writeFileSync(backupFile, Buffer.from(await r.arrayBuffer()));
  // Its rows as a plain JSON backup (the older format, still accepted), for the tests that edit a file.
  backupJsonFile = path.join(tmp, 'backup.json');
  fs.writeFileSync(backupJsonFile, tarEntry(zlib.gunzipSync(fs.readFileSync(backupFile)), 'backup.json'));
});

afterAll(async () => {
  sqlite?.close();
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('restore: upload → preview → Vazgeç / Geri yükle', () => {
  it('Vazgeç: the preview shows what would change; cancelling deletes the file and changes nothing', async () => {
    changeAfterBackup();
    const context = await ownerContext();
    const { page, consoleErrors } = await newPage(context);
    await upload(page, true);
    const preview = page.getByTestId('restore-preview');
    // The page added since would be removed; the site name would change; the editor is listed to tick.
    expect(await preview.locator('tr[data-table="pages"] td').allTextContents()).toEqual(['–', '–', '1']);
    await preview.getByTestId('restore-settings').getByText('Şirket / site adı').waitFor();
    expect(await preview.getByTestId('restore-kept').textContent()).toContain('owner@example.com');
    expect(await preview.getByTestId('restore-new').textContent()).toContain('editor@example.com');
    expect(await page.getByRole('checkbox').isChecked()).toBe(false);
    expect(stagedFiles().length).toBe(3); // the archive, its plan and the folder it was unpacked into
    const violations = await axeViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    if (process.env.SCREENSHOTS_DIR) {
      await page.screenshot({ path: `${SCREENSHOTS_DIR}/admin-restore-preview-1440.png`, fullPage: true });
    }

    await page.getByRole('button', { name: 'Vazgeç' }).click();
    await page.getByText('Geri yükleme yapılmadı; yüklenen dosya silindi.').first().waitFor();
    expect(stagedFiles()).toEqual([]);
    expect(count("select count(*) n from pages where slug = 'yeni-sayfa'")).toBe(1);
    expect(count(`select count(*) n from admin_accounts where id = '${editorId}'`)).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('Geri yükle with the editor ticked: the content is back, the editor is invited with the link on screen, no e-mail', async () => {
    const context = await ownerContext();
    const { page, consoleErrors } = await newPage(context);
    await upload(page, true);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Geri yükle' }).click();
    const done = page.getByTestId('restore-done');
    await done.waitFor();
    const link = (await done.getByTestId('restored-invitations').locator('code').textContent())!.trim();
    expect(link).toMatch(/\/admin\/davet\?t=[\w-]{20,}$/);
    expect(count("select count(*) n from pages where slug = 'yeni-sayfa'")).toBe(0);
    expect(sqlite.prepare("select value from settings where key = 'site_title'").get()).not.toEqual({ value: '"Başka Ad"' });
    expect(sqlite.prepare('select status, password_hash from admin_accounts where id = ?').get(editorId)).toEqual({
      status: 'invited',
      password_hash: null,
    });
    // The owner is untouched and still signed in.
    expect(sqlite.prepare('select email, role, status from admin_accounts where id = ?').get(owner.accountId)).toEqual({
      email: 'owner@example.com',
      role: 'owner',
      status: 'active',
    });
    expect((await fetch(server.url + '/admin', { headers: adminHeaders(server, owner.token) })).status).toBe(200);
    // The restore's own audit entry, under the owner, table by table.
    const entry = sqlite.prepare("select actor_name, summary, imported from audit_log where action = 'restore' order by at desc").get() as {
      actor_name: string;
      summary: string;
      imported: number;
    };
    expect(entry).toMatchObject({ actor_name: 'Ayşe Sahip', imported: 0 });
    expect(entry.summary).toContain('Sayfalar −1');
    expect(entry.summary).toContain('kişi +1');
    expect(stagedFiles()).toEqual([]);
    expect(count('select count(*) n from mail_queue')).toBe(0);
    expect(smtp.received).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('works without JavaScript, and at 375 px without sideways scrolling', async () => {
    changeAfterBackup();
    sqlite.prepare("delete from admin_accounts where email = 'editor@example.com'").run();
    const context = await ownerContext({ width: 375, javaScriptEnabled: false });
    const page = await context.newPage();
    await upload(page, false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    if (process.env.SCREENSHOTS_DIR) {
      await page.screenshot({ path: `${SCREENSHOTS_DIR}/admin-restore-preview-375.png`, fullPage: true });
    }
    await page.getByRole('button', { name: 'Geri yükle' }).click();
    await page.getByTestId('restore-done').waitFor();
    expect(count("select count(*) n from pages where slug = 'yeni-sayfa'")).toBe(0);
    // Nobody ticked: the editor is not re-created.
    expect(count("select count(*) n from admin_accounts where email = 'editor@example.com'")).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });

  it('a forged audit entry in the file shows on the Etkinlik screen as imported from a backup', async () => {
    const b = JSON.parse(fs.readFileSync(backupJsonFile, 'utf8')) as { tables: Record<string, unknown[]> };
    b.tables.audit_log = [
      ...(b.tables.audit_log ?? []),
      {
        id: 'forged-entry-1',
        at: new Date().toISOString(),
        actor_account_id: owner.accountId,
        actor_name: 'Ayşe Sahip',
        action: 'delete',
        entity_type: 'project',
        entity_id: 'p-forged',
        summary: 'Proje silindi',
        ip: null,
      },
    ];
    const forged = path.join(tmp, 'forged.json');
    fs.writeFileSync(forged, JSON.stringify(b));
    const context = await ownerContext();
    const { page, consoleErrors } = await newPage(context);
    await page.goto(server.url + '/admin/ayarlar/sistem');
    await waitForHydration(page);
    await page.getByLabel('Yedek dosyası').setInputFiles(forged);
    await page.getByRole('button', { name: 'Yedeği incele' }).click();
    await page.getByTestId('restore-preview').getByText('Yedekteki 1 etkinlik kaydı').waitFor();
    await page.getByRole('button', { name: 'Geri yükle' }).click();
    await page.getByTestId('restore-done').waitFor();
    await page.goto(server.url + '/admin/etkinlik');
    const row = page.locator('[data-testid="audit-row"][data-imported="true"]');
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.textContent()).toContain('Yedekten aktarıldı');
    expect(await page.locator('[data-testid="audit-row"][data-action="restore"][data-imported="false"]').count()).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a refused file says why in plain words, without JavaScript too, and leaves no file behind', async () => {
    const bad = path.join(tmp, 'bad.json');
    fs.writeFileSync(bad, fs.readFileSync(backupJsonFile, 'utf8').replace('"tables":{', '"junk":[1],"tables":{'));
    const context = await ownerContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(server.url + '/admin/ayarlar/sistem');
    await page.getByLabel('Yedek dosyası').setInputFiles(bad);
    await page.getByRole('button', { name: 'Yedeği incele' }).click();
    await page.getByRole('alert').filter({ hasText: 'Yedek dosyası bozuk ya da eksik (junk). Hiçbir şey değiştirilmedi.' }).waitFor();
    expect(stagedFiles()).toEqual([]);
    await context.close();
  });

  it('owners only: an editor can neither upload nor open the preview', async () => {
    const editor = createAccountSession(server, { email: 'ed2@example.com', role: 'editor' });
    const body = new FormData();
    body.set('backup', await fs.openAsBlob(backupFile, { type: 'application/json' }), 'backup.json');
    const post = await fetch(server.url + '/admin/ayarlar/geri-yukle', {
      method: 'POST',
      body,
      headers: adminHeaders(server, editor.token),
      redirect: 'manual',
    });
    expect(post.status).toBe(403);
    expect((await fetch(server.url + '/admin/ayarlar/geri-yukle', { headers: adminHeaders(server, editor.token) })).status).toBe(403);
    expect(stagedFiles()).toEqual([]);
  });
});
