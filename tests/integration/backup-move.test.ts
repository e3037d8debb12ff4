import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, ENGINES, type TestDatabase } from '../helpers/test-db';
import { startSmtpPeer, type SmtpPeer } from '../helpers/smtp-peer';

import { setDb } from '~/server/db/index.server';
import { mailRoute, MAIL_PASSWORD_KEY, readStoredMailServer, storedPasswordState } from '~/server/mail/server-settings.server';
import { closeMailTransport } from '~/server/mail/transport.server';
import { LocalStorage, setStorage } from '~/domain/media/storage.server';
import { mailPasswordOnly, mailSettingsView, mailAction } from '~/domain/mail/admin.server';
import { actionOf } from '../helpers/admin-action';
import { confirmSiteAddress, readSiteAddress } from '~/domain/settings/site-address.server';
import { storedSecret } from '~/domain/settings/secrets.server';
import { TOKEN_SECRET_KEY } from '~/domain/newsletter/tokens.server';
import { saveBackupSchedule } from '~/site/backup/schedule-config.server';
import { DEFAULT_SCHEDULE_FORM } from '~/site/backup/schedule-schema';
import { ROWS_ENTRY, MANIFEST_ENTRY, unpackBackup, writeArchiveFile, type ArchiveManifest } from '~/site/backup/archive.server';
import { tarHeader, tarPadding, TAR_END } from '~/site/backup/tar.server';
import { applyRestore, planRestore } from '~/site/backup/plan.server';
import { BackupError } from '~/site/backup/errors';
import { restoreRows } from '../../scripts/lib/restore-rows';
import { configureMailTest } from '../helpers/mail-config';

const runMailIntent = actionOf(mailAction);

/**
 * Moving to a new server (issue 45 item 4): a backup made on instance A with a full mail set-up
 * and a confirmed address, restored on a fresh instance B, brings back the mail server, port,
 * user, security, sender and the site address, and no password; B then asks for the password
 * alone, and once typed, the test send goes through a real SMTP peer. No secret is in the archive.
 * A restore onto a site with another saved server drops that server's password; one onto the same
 * server keeps it; an archive made before (without these rows) leaves B's set-up as it is.
 * Another mail server needs the owner's proof (refused without it). Both engines.
 */
const PASSWORD = 'Move-Mail-Pass!73';
const IP = '198.51.100.9';
const session = { id: 'sess-move-test-0001', accountId: null, email: 'owner@acme.example', name: null };
const actor = { accountId: null, name: 'Test', sessionTag: null, ip: null };
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-move-'));
let peer: SmtpPeer;

function configureFor(dataDir: string) {
  configureMailTest(dataDir, {
    PUBLIC_URL: undefined,
    // Each instance its own key: A's sealed password could not be opened on B anyway.
    SESSION_SECRET: `session-secret-of-${path.basename(dataDir)}-padding-to-32-chars`,
  });
}

function switchTo(t: TestDatabase) {
  configureFor(t.dataDir);
  setDb(t.db);
  setStorage(new LocalStorage(path.join(t.dataDir, 'uploads')));
}

function mailForm(port: number, over: Record<string, string> = {}): FormData {
  const f = new FormData();
  const values: Record<string, string> = {
    intent: 'save',
    preset: 'other',
    host: '127.0.0.1',
    port: String(port),
    security: 'none',
    user: 'mailer@acme.example',
    password: PASSWORD,
    from_name: 'Acme Yazılım',
    from_address: 'bildirim@acme.example',
    reply_to: 'iletisim@acme.example',
    notify_to: 'talepler@acme.example',
    ...over,
  };
  for (const [k, v] of Object.entries(values)) f.set(k, v);
  return f;
}

/** The tar entries of an archive (name → bytes). */
function entriesOf(archive: string): Map<string, Buffer> {
  const tar = gunzipSync(fs.readFileSync(archive));
  const out = new Map<string, Buffer>();
  for (let at = 0; at + 512 <= tar.length;) {
    const h = tar.subarray(at, at + 512);
    if (h.every((b) => b === 0)) break;
    const name = h.subarray(0, 100).toString('latin1').replace(/\0.*$/s, '');
    const size = parseInt(h.subarray(124, 136).toString('latin1').replace(/\0.*$/s, ''), 8);
    out.set(name, tar.subarray(at + 512, at + 512 + size));
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return out;
}

/** The archive with its rows changed by `edit`, the manifest's size and checksum made to match. */
function rewriteRows(archive: string, file: string, edit: (rows: { tables: { settings: Array<{ key: string }> } }) => void) {
  const entries = entriesOf(archive);
  const rows = JSON.parse(entries.get(ROWS_ENTRY)!.toString('utf8')) as { tables: { settings: Array<{ key: string }> } };
  edit(rows);
  const data = Buffer.from(JSON.stringify(rows));
  const manifest = JSON.parse(entries.get(MANIFEST_ENTRY)!.toString('utf8')) as ArchiveManifest;
  const entry = manifest.entries.find((e) => e.path === ROWS_ENTRY)!;
  entry.size = data.length;
  entry.sha256 = crypto.createHash('sha256').update(data).digest('hex');
  entries.set(ROWS_ENTRY, data);
  entries.set(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest)));
  const parts: Buffer[] = [];
  for (const [name, bytes] of entries) parts.push(tarHeader(name, bytes.length), bytes, tarPadding(bytes.length));
  parts.push(TAR_END);
  fs.writeFileSync(file, gzipSync(Buffer.concat(parts)));
}

async function restoreArchive(archive: string, opts: { mailServerChangeAllowed?: boolean } = {}) {
  const staged = await unpackBackup(archive);
  try {
    return await applyRestore(staged.rowsFile, { actor, mailServerChangeAllowed: opts.mailServerChangeAllowed ?? true });
  } finally {
    await staged.cleanup();
  }
}

beforeAll(async () => {
  peer = await startSmtpPeer({ auth: { user: 'mailer@acme.example', pass: PASSWORD } });
});
afterAll(async () => {
  closeMailTransport();
  setDb(undefined);
  setStorage(undefined);
  await peer?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

for (const kind of ENGINES) {
  describe(`moving servers with a backup [${kind}]`, () => {
    let a: TestDatabase;
    let b: TestDatabase;
    let archive: string;

    beforeAll(async () => {
      [a, b] = await Promise.all([createTestDatabase(kind), createTestDatabase(kind)]);
    });
    afterAll(async () => {
      setDb(undefined);
      await Promise.all([a?.drop(), b?.drop()]);
    });

    it('A: the archive carries the mail set-up and the confirmed address, never a secret', async () => {
      switchTo(a);
      expect(await runMailIntent(mailForm(peer.port), session, IP)).toMatchObject({ ok: true });
      await confirmSiteAddress('https://www.acme.example', session);
      const tokenSecret = await storedSecret(a.db, TOKEN_SECRET_KEY);
      await saveBackupSchedule({
        ...DEFAULT_SCHEDULE_FORM,
        bucketEnabled: true,
        endpoint: 'https://s3.acme.example',
        bucket: 'acme-backups',
        accessKeyId: 'AKIA-MOVE',
        secret: 'BUCKET-SECRET-MOVE',
      });
      archive = path.join(tmp, `a-${kind}.tar.gz`);
      await writeArchiveFile(archive);
      const rows = entriesOf(archive).get(ROWS_ENTRY)!.toString('utf8');
      const parsed = JSON.parse(rows) as { tables: { settings: Array<{ key: string; value: unknown }> } };
      const privateKeys = parsed.tables.settings.map((r) => r.key).filter((k) => k.startsWith('_'));
      expect(privateKeys.sort()).toEqual(['_mail_server', '_site_address']);
      expect(parsed.tables.settings.find((r) => r.key === '_mail_server')!.value).toMatchObject({
        host: '127.0.0.1',
        port: peer.port,
        security: 'none',
        user: 'mailer@acme.example',
        from_name: 'Acme Yazılım',
        from_address: 'bildirim@acme.example',
        reply_to: 'iletisim@acme.example',
        notify_to: 'talepler@acme.example',
      });
      expect(parsed.tables.settings.find((r) => r.key === '_site_address')!.value).toBe('https://www.acme.example');
      for (const secret of [PASSWORD, MAIL_PASSWORD_KEY, tokenSecret, TOKEN_SECRET_KEY, 'BUCKET-SECRET-MOVE', '_backup_bucket_secret']) {
        expect(rows).not.toContain(secret);
      }
      for (const bytes of entriesOf(archive).values()) expect(bytes.toString('latin1')).not.toContain(PASSWORD);
    });

    it('B (fresh): the preview names the mail server and the address; without the proof the restore is refused', async () => {
      switchTo(b);
      const staged = await unpackBackup(archive);
      try {
        const plan = await planRestore(staged.rowsFile);
        expect(plan.settings).toEqual(expect.arrayContaining(['_mail_server', '_site_address']));
        expect(plan.mail).toEqual({
          before: null,
          after: { host: '127.0.0.1', port: peer.port, security: 'none', user: 'mailer@acme.example', from: 'bildirim@acme.example' },
          serverChanged: true,
          passwordDropped: false,
        });
        expect(plan.siteAddress).toEqual({ before: null, after: 'https://www.acme.example' });
        const refused = await applyRestore(staged.rowsFile, { actor }).catch((e: unknown) => e);
        expect(refused).toBeInstanceOf(BackupError);
        expect((refused as BackupError).code).toBe('reauth_needed');
        expect(await readStoredMailServer()).toBeUndefined();
      } finally {
        await staged.cleanup();
      }
    });

    it('B: the restore brings back server, port, user, security, sender and address, no password; only the password is asked', async () => {
      switchTo(b);
      await restoreArchive(archive);
      expect(await readStoredMailServer()).toEqual({
        preset: 'other',
        host: '127.0.0.1',
        port: peer.port,
        security: 'none',
        user: 'mailer@acme.example',
        from_name: 'Acme Yazılım',
        from_address: 'bildirim@acme.example',
        reply_to: 'iletisim@acme.example',
        notify_to: 'talepler@acme.example',
      });
      expect(await readSiteAddress()).toBe('https://www.acme.example');
      expect(await storedPasswordState()).toEqual({ saved: false, readable: false });
      expect(await mailRoute()).toMatchObject({ kind: 'none' });
      expect(await mailPasswordOnly()).toEqual({ host: '127.0.0.1', user: 'mailer@acme.example', from: 'bildirim@acme.example' });
      expect((await mailSettingsView(session)).state).toBe('password-needed');
      // The audit log names both changes.
      const entries = await b.db.kysely
        .selectFrom('audit_log')
        .select(['entity_id', 'summary'])
        .where('entity_id', 'in', ['mail_server', 'site_address'])
        .execute();
      expect(entries.map((e) => e.summary).sort()).toEqual([
        `Yedekten e-posta sunucusu geri yüklendi: yok → 127.0.0.1:${peer.port}`,
        'Yedekten site adresi geri yüklendi: yok → https://www.acme.example',
      ]);

      // The password alone: mail leaves through the restored server.
      const typed = new FormData();
      typed.set('intent', 'password');
      typed.set('password', PASSWORD);
      expect(await runMailIntent(typed, session, IP)).toMatchObject({ ok: true });
      expect(await mailPasswordOnly()).toBeNull();
      const test = mailForm(peer.port, { intent: 'test', password: '', test_to: 'owner@acme.example' });
      const before = peer.received.length;
      expect(await runMailIntent(test, session, IP)).toMatchObject({ ok: true });
      await peer.waitFor(before + 1);
      expect(peer.auths.at(-1)).toEqual({ username: 'mailer@acme.example', password: PASSWORD });
    });

    it('a restore of the same server keeps the password; another server drops it', async () => {
      switchTo(b);
      await restoreArchive(archive, { mailServerChangeAllowed: false });
      expect(await storedPasswordState()).toEqual({ saved: true, readable: true });

      const other = path.join(tmp, `other-${kind}.tar.gz`);
      rewriteRows(archive, other, (rows) => {
        const row = rows.tables.settings.find((r) => r.key === '_mail_server') as unknown as { value: { host: string } };
        row.value.host = 'smtp.elsewhere.example';
      });
      const staged = await unpackBackup(other);
      const plan = await planRestore(staged.rowsFile);
      await staged.cleanup();
      expect(plan.mail).toMatchObject({ serverChanged: true, passwordDropped: true, before: { host: '127.0.0.1' } });
      await restoreArchive(other);
      expect(await readStoredMailServer()).toMatchObject({ host: 'smtp.elsewhere.example', user: 'mailer@acme.example' });
      expect(await storedPasswordState()).toEqual({ saved: false, readable: false });
    });

    it('an archive made before (no mail set-up, no address) restores and leaves those of this site as they are', async () => {
      switchTo(b);
      const old = path.join(tmp, `old-${kind}.tar.gz`);
      rewriteRows(archive, old, (rows) => {
        rows.tables.settings = rows.tables.settings.filter((r) => !r.key.startsWith('_'));
      });
      const before = await readStoredMailServer();
      const staged = await unpackBackup(old);
      const plan = await planRestore(staged.rowsFile);
      await staged.cleanup();
      expect(plan.mail).toBeUndefined();
      expect(plan.siteAddress).toBeUndefined();
      expect(plan.settings).not.toContain('_mail_server');
      await restoreArchive(old, { mailServerChangeAllowed: false });
      expect(await readStoredMailServer()).toEqual(before);
      expect(await readSiteAddress()).toBe('https://www.acme.example');
    });

    it('the command line restores them too, naming the mail server and the address first', async () => {
      const c = await createTestDatabase(kind);
      try {
        switchTo(c);
        const staged = await unpackBackup(archive);
        const lines: string[] = [];
        await restoreRows(
          staged.rowsFile,
          async () => true,
          { kind: 'named', emails: [] },
          (l) => lines.push(l),
        );
        await staged.cleanup();
        expect(lines.join('\n')).toContain(`mail server: none -> 127.0.0.1:${peer.port} (none, user mailer@acme.example)`);
        expect(lines.join('\n')).toContain('site address: none -> https://www.acme.example');
        expect(await readStoredMailServer()).toMatchObject({ host: '127.0.0.1', from_address: 'bildirim@acme.example' });
        expect(await readSiteAddress()).toBe('https://www.acme.example');
      } finally {
        setDb(undefined);
        await c.drop();
      }
    });

    it('a crafted archive cannot plant a password field or a non-http address', async () => {
      switchTo(b);
      const planted = path.join(tmp, `planted-${kind}.tar.gz`);
      rewriteRows(archive, planted, (rows) => {
        const row = rows.tables.settings.find((r) => r.key === '_mail_server') as unknown as { value: Record<string, unknown> };
        row.value.smtp_password = 'planted';
      });
      const badAddress = path.join(tmp, `address-${kind}.tar.gz`);
      rewriteRows(archive, badAddress, (rows) => {
        const row = rows.tables.settings.find((r) => r.key === '_site_address') as unknown as { value: string };
        row.value = 'javascript:alert(1)';
      });
      for (const file of [planted, badAddress]) {
        const err = await restoreArchive(file).catch((e: unknown) => e);
        expect(err).toBeInstanceOf(BackupError);
        expect((err as BackupError).code).toBe('invalid_row');
      }
    });
  });
}
