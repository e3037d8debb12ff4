import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { startSmtpPeer, type SmtpPeer } from '../helpers/smtp-peer';
import { config, parseConfig, setConfig } from '~/server/config.server';
import { closeMailTransport } from '~/server/mail/transport.server';
import { processDueMail } from '~/server/mail/queue.server';
import { db } from '~/server/db/index.server';
import { OWNER_EXISTED_KEY } from '~/domain/auth/owners.server';
import {
  acceptInvitation,
  AccountError,
  createFirstOwner,
  deleteAccount,
  enableTotp,
  generateTotpSecret,
  getAccount,
  getAccountByEmail,
  hasAccounts,
  inviteAccount,
  setAccountDisabled,
  verifyAccountLogin,
} from '~/domain/auth/accounts.server';
import { createSession, findSession } from '~/domain/auth/sessions.server';
import { setAdminPassword } from '~/domain/auth/password.server';
import { totpCode, totpStep } from '~/domain/auth/totp.server';
import { usersAction } from '~/domain/auth/staff-admin.server';
import { actionOf } from '../helpers/admin-action';

const runUsersIntent = actionOf(usersAction);
import { actorOf } from '~/domain/audit/actor.server';
import { listAudit, recordAudit } from '~/domain/audit/audit.server';
import { createBackup, type BackupFile, type BackupRow } from '~/site/backup/backup.server';
import { applyRestore, planRestore } from '~/site/backup/plan.server';
import { cancelRestore, confirmRestore, stagedRestore, stageRestoreUpload } from '~/site/backup/restore-flow.server';
import { writeArchiveFile } from '~/site/backup/archive.server';

/**
 * The restore's findings, each reproduced against the restore's rules (ADR 018): the id/e-mail
 * re-pointing of the owner's account, a planted second owner, forged audit entries, a person
 * disabled after the backup, a person deleted since, and an editor-only site. Every restore
 * runs with a real SMTP server configured (so the old code would have mailed) and the test
 * checks that nothing was queued and nothing arrived.
 */
const BASE = 'http://localhost:3000';
const meta = { ip: '203.0.113.9', userAgent: 'test' };
const PASSWORD = 'owner-passphrase-2026';

let peer: SmtpPeer;
const original = config();

async function mailQueued(): Promise<number> {
  return (await db().selectFrom('mail_queue').select('id').execute()).length;
}

/** Nothing queued, nothing delivered (the queue is also worked once, as the mail worker would). */
async function expectNoMail() {
  expect(await mailQueued()).toBe(0);
  await processDueMail();
  expect(peer.received).toEqual([]);
}

/** A newsletter subscriber row as a backup holds it (a row the restore would add). */
function subscriberRow(email: string): BackupRow {
  const now = new Date().toISOString();
  return { id: randomUUID(), email, is_active: true, language: 'tr', source_page: null, consent_at: now, created_at: now, updated_at: now };
}

async function subscriberExists(email: string): Promise<boolean> {
  return !!(await db().selectFrom('newsletter_subscribers').select('id').where('email', '=', email).executeTakeFirst());
}

async function wipeStaff() {
  for (const t of [
    'sessions',
    'admin_recovery_codes',
    'admin_passkeys',
    'admin_invitations',
    'admin_accounts',
    'mail_queue',
    'audit_log',
  ] as const)
    await db().deleteFrom(t).execute();
  // A fresh installation: no owner has ever existed here.
  await db().deleteFrom('settings').where('key', '=', OWNER_EXISTED_KEY).execute();
}

describeEachEngine('restore rules', (ctx) => {
  let fileNo = 0;
  const writeFile = (b: BackupFile | string) => {
    const file = path.join(ctx.test.dataDir, `restore-${++fileNo}.json`);
    fs.writeFileSync(file, typeof b === 'string' ? b : JSON.stringify(b));
    return file;
  };

  beforeAll(async () => {
    peer = await startSmtpPeer();
    closeMailTransport();
    setConfig(
      parseConfig({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: ctx.test.dataDir, SMTP_URL: peer.url, DATABASE_URL: undefined }),
    );
  });
  afterAll(async () => {
    closeMailTransport();
    await peer.close();
    setConfig(original);
  });
  beforeEach(async () => {
    await wipeStaff();
    peer.received.length = 0;
  });

  /** A site with an owner (password + TOTP, signed in) and an active editor; `mail_queue` emptied of their invitations. */
  async function staffedSite() {
    await setAdminPassword(PASSWORD);
    const shared = (await findSession(await createSession(meta)))!;
    const owner = await createFirstOwner(shared, { email: 'owner@example.com', name: 'Ayşe' });
    const secret = generateTotpSecret();
    await enableTotp(owner.id, secret, totpCode(secret, totpStep()));
    const ownerToken = await createSession({ ...meta, accountId: owner.id });
    const inv = await inviteAccount({ email: 'editor@example.com', name: 'Mehmet', role: 'editor' }, BASE);
    await acceptInvitation(new URL(inv.link).searchParams.get('t')!, 'editor-passphrase-2026');
    const editor = (await getAccountByEmail('editor@example.com'))!;
    await db().deleteFrom('mail_queue').execute();
    return { owner, ownerToken, editor, ownerSession: (await findSession(ownerToken))! };
  }

  it('the owner id carrying attacker@evil.example (invited) plus a planted owner: the owner is untouched, nobody is added or mailed', async () => {
    const { owner, ownerToken, ownerSession } = await staffedSite();
    const backup = await createBackup();
    const crafted = structuredClone(backup);
    const rows = crafted.tables.admin_accounts;
    const ownerRow = rows.find((r) => r.id === owner.id)!;
    Object.assign(ownerRow, { email: 'attacker@evil.example', status: 'invited' });
    const plantedId = randomUUID();
    rows.push({ ...ownerRow, id: plantedId, email: 'planted@evil.example', name: 'Planted', role: 'owner', status: 'active' });
    const file = writeFile(crafted);

    const plan = await planRestore(file);
    expect(plan.accounts.refused).toEqual([]);
    expect(plan.accounts.kept.find((k) => k.id === owner.id)).toMatchObject({
      email: 'owner@example.com',
      role: 'owner',
      status: 'active',
      fileDiffers: true,
    });
    expect(plan.accounts.new).toEqual([
      { id: plantedId, email: 'planted@evil.example', name: 'Planted', role: 'owner', status: 'invited' },
    ]);

    const r = await applyRestore(file, { actor: actorOf(ownerSession), baseUrl: BASE });
    expect(r.addedAccounts).toBe(0);
    expect(r.invitations).toEqual([]);
    // The owner keeps e-mail, role, status, password, second factor and session.
    expect(await getAccount(owner.id)).toMatchObject({ email: 'owner@example.com', role: 'owner', status: 'active', totp: true });
    expect(await verifyAccountLogin('owner@example.com', PASSWORD)).toMatchObject({ id: owner.id, twoFactor: true });
    expect(await verifyAccountLogin('attacker@evil.example', PASSWORD)).toBeUndefined();
    expect((await findSession(ownerToken))?.accountId).toBe(owner.id);
    expect(await getAccountByEmail('attacker@evil.example')).toBeUndefined();
    expect(await getAccount(plantedId)).toBeUndefined();
    expect(await db().selectFrom('admin_invitations').selectAll().execute()).toEqual([]);
    await expectNoMail();
  });

  it('the planted owner, ticked by the owner: added as invited (no password), its link returned, no e-mail', async () => {
    const { owner, ownerSession } = await staffedSite();
    const crafted = structuredClone(await createBackup());
    const plantedId = randomUUID();
    const ownerRow = crafted.tables.admin_accounts.find((r) => r.id === owner.id)!;
    crafted.tables.admin_accounts.push({
      ...ownerRow,
      id: plantedId,
      email: 'second-owner@example.com',
      name: 'İkinci',
      role: 'owner',
      status: 'active',
    });
    const r = await applyRestore(writeFile(crafted), { addAccounts: [plantedId], actor: actorOf(ownerSession), baseUrl: BASE });
    expect(r.addedAccounts).toBe(1);
    expect(await getAccount(plantedId)).toMatchObject({ role: 'owner', status: 'invited', twoFactor: false });
    expect(r.invitations).toHaveLength(1);
    expect(r.invitations[0]).toMatchObject({ email: 'second-owner@example.com' });
    expect(r.invitations[0]!.link).toMatch(/^http:\/\/localhost:3000\/admin\/davet\?t=/);
    // Not active until that person sets their own password through the link.
    expect(await verifyAccountLogin('second-owner@example.com', PASSWORD)).toBeUndefined();
    await expectNoMail();
    // A ticked id that is not a new person of the file is refused (nothing written).
    await expect(applyRestore(writeFile(crafted), { addAccounts: [owner.id], baseUrl: BASE })).rejects.toMatchObject({
      code: 'unknown_account',
    });
  });

  it("a row whose id is the owner's and whose e-mail is the editor's: the whole restore is refused, nothing written", async () => {
    const { owner, editor } = await staffedSite();
    const crafted = structuredClone(await createBackup());
    crafted.tables.admin_accounts.find((r) => r.id === owner.id)!.email = 'editor@example.com';
    crafted.tables.newsletter_subscribers.push(subscriberRow('new-reader@example.com'));
    const auditBefore = (await db().selectFrom('audit_log').select('id').execute()).length;
    const file = writeFile(crafted);
    const plan = await planRestore(file);
    expect(plan.accounts.refused).toEqual([{ idEmail: 'owner@example.com', fileEmail: 'editor@example.com' }]);
    await expect(applyRestore(file, { baseUrl: BASE })).rejects.toMatchObject({
      code: 'account_conflict',
      detail: 'owner@example.com editor@example.com',
    });
    expect(await subscriberExists('new-reader@example.com')).toBe(false);
    expect((await db().selectFrom('audit_log').select('id').execute()).length).toBe(auditBefore);
    expect(await getAccount(owner.id)).toMatchObject({ email: 'owner@example.com', status: 'active' });
    expect(await getAccount(editor.id)).toMatchObject({ email: 'editor@example.com', status: 'active' });
    await expectNoMail();
  });

  it("forged audit entries are stored as imported, never as this site's; the restore's own entry says what changed, table by table", async () => {
    const { owner, ownerSession } = await staffedSite();
    await recordAudit(actorOf(ownerSession), { action: 'update', entity: 'settings' });
    const local = (await listAudit({})).rows[0]!;
    const crafted = structuredClone(await createBackup());
    const forged: BackupRow = {
      id: randomUUID(),
      at: new Date().toISOString(),
      actor_account_id: owner.id,
      actor_name: 'Ayşe',
      action: 'delete',
      entity_type: 'project',
      entity_id: 'p-1',
      summary: 'Proje silindi',
      ip: null,
    };
    // A forged entry under the id of an entry here does not replace it.
    const overwrite: BackupRow = { ...forged, id: local.id, summary: 'Değiştirildi' };
    crafted.tables.audit_log = crafted.tables.audit_log.filter((r) => r.id !== local.id).concat([forged, overwrite]);
    crafted.tables.newsletter_subscribers.push(subscriberRow('reader@example.com'));
    const r = await applyRestore(writeFile(crafted), { actor: actorOf(ownerSession), baseUrl: BASE });
    expect(r.plan.auditAdded).toBe(1);

    const rows = (await listAudit({})).rows;
    const imported = rows.find((x) => x.id === forged.id)!;
    expect(imported).toMatchObject({ actorName: 'Ayşe', action: 'delete', imported: true });
    expect(rows.find((x) => x.id === local.id)).toMatchObject({ summary: local.summary, imported: false });
    const own = rows.find((x) => x.action === 'restore')!;
    expect(own).toMatchObject({ actorAccountId: owner.id, entityType: 'backup', imported: false });
    expect(await subscriberExists('reader@example.com')).toBe(true);
    expect(own.summary).toContain('Bülten aboneleri +1');
    expect(own.summary).toContain('Etkinlik günlüğü +1');
    expect(own.summary.startsWith('Yedek geri yüklendi: ')).toBe(true);
    // Never exported: a backup of this site carries no `imported` column.
    expect(Object.keys((await createBackup()).tables.audit_log[0]!)).not.toContain('imported');
    await expectNoMail();
  });

  it('a person disabled after the backup stays disabled and cannot sign in', async () => {
    const { editor, ownerSession } = await staffedSite();
    const backup = await createBackup();
    expect(backup.tables.admin_accounts.find((r) => r.id === editor.id)?.status).toBe('active');
    await setAccountDisabled(editor.id, true);
    const r = await applyRestore(writeFile(backup), { actor: actorOf(ownerSession), baseUrl: BASE });
    expect(r.plan.accounts.kept.find((k) => k.id === editor.id)).toMatchObject({ status: 'disabled', fileDiffers: true });
    expect((await getAccount(editor.id))?.status).toBe('disabled');
    expect(await verifyAccountLogin('editor@example.com', 'editor-passphrase-2026')).toBeUndefined();
    await expectNoMail();
  });

  it('a person deleted since is not re-created unless ticked; ticked, invited without e-mail', async () => {
    const { editor, ownerSession } = await staffedSite();
    const backup = await createBackup();
    await deleteAccount(editor.id);
    const file = writeFile(backup);
    const plan = await planRestore(file);
    expect(plan.accounts.new.map((n) => [n.email, n.role, n.status])).toEqual([['editor@example.com', 'editor', 'invited']]);
    await applyRestore(file, { actor: actorOf(ownerSession), baseUrl: BASE });
    expect(await getAccount(editor.id)).toBeUndefined();
    await expectNoMail();
    const r = await applyRestore(file, { addAccounts: [editor.id], actor: actorOf(ownerSession), baseUrl: BASE });
    expect(await getAccount(editor.id)).toMatchObject({ status: 'invited', role: 'editor' });
    expect(await verifyAccountLogin('editor@example.com', 'editor-passphrase-2026')).toBeUndefined();
    expect(r.invitations.map((i) => i.email)).toEqual(['editor@example.com']);
    await expectNoMail();
  });

  it('an editor-only site cannot happen: a fresh install invites an owner first; an editor-only restore needs an owner ticked', async () => {
    await setAdminPassword(PASSWORD);
    const sharedToken = await createSession(meta);
    const shared = (await findSession(sharedToken))!;
    // The shared-password session cannot invite an editor before an owner exists.
    await expect(inviteAccount({ email: 'ed@example.com', name: 'Ed', role: 'editor' }, BASE)).rejects.toMatchObject({
      code: 'owner-first',
    });
    const form = new FormData();
    for (const [k, v] of Object.entries({ intent: 'invite', email: 'ed@example.com', name: 'Ed', role: 'editor' })) form.set(k, v);
    const answer = await runUsersIntent(form, shared, new Request(`${BASE}/admin/ayarlar/kullanicilar`, { method: 'POST' }));
    expect(answer.ok).toBe(false);
    expect(JSON.stringify(answer)).toContain('Önce bir site sahibi hesabı oluşturun');
    expect(AccountError).toBeDefined();

    // An editor-only backup restored onto this fresh install.
    const editorId = randomUUID();
    const now = new Date().toISOString();
    const backup = await createBackup();
    backup.tables.admin_accounts = [
      {
        id: editorId,
        email: 'ed@example.com',
        name: 'Ed',
        role: 'editor',
        status: 'active',
        created_at: now,
        updated_at: now,
        last_login_at: null,
      },
    ];
    const file = writeFile(backup);
    const plan = await planRestore(file);
    expect(plan.ownerNeeded).toBe(true);
    await expect(applyRestore(file, { addAccounts: [editorId], actor: actorOf(shared), baseUrl: BASE })).rejects.toMatchObject({
      code: 'no_owner',
    });
    expect(await getAccount(editorId)).toBeUndefined();
    // Without ticking, the content is restored and the shared password still opens the panel.
    await applyRestore(file, { actor: actorOf(shared), baseUrl: BASE });
    expect((await findSession(sharedToken))?.role).toBe('shared');

    // With an owner among the ticked: an editor accepting first does not end the shared password; the owner does.
    const ownerId = randomUUID();
    backup.tables.admin_accounts.push({
      ...backup.tables.admin_accounts[0]!,
      id: ownerId,
      email: 'boss@example.com',
      name: 'Boss',
      role: 'owner',
    });
    const r = await applyRestore(writeFile(backup), { addAccounts: [editorId, ownerId], actor: actorOf(shared), baseUrl: BASE });
    const link = (email: string) => new URL(r.invitations.find((i) => i.email === email)!.link).searchParams.get('t')!;
    await acceptInvitation(link('ed@example.com'), 'editor-passphrase-2026');
    expect(await hasAccounts()).toBe(false);
    expect((await findSession(sharedToken))?.role).toBe('shared');
    await acceptInvitation(link('boss@example.com'), 'owner-passphrase-2027');
    expect(await hasAccounts()).toBe(true);
    expect(await findSession(sharedToken)).toBeUndefined();
    await expectNoMail();
  });

  it("the upload is staged for the owner's session only; Vazgeç deletes it; Geri yükle applies the ticks", async () => {
    const { editor, ownerSession } = await staffedSite();
    const backup = await createBackup();
    await deleteAccount(editor.id);
    const upload = () => {
      const body = new FormData();
      body.set('backup', new Blob([JSON.stringify(backup)], { type: 'application/json' }), 'backup.json');
      return new Request(`${BASE}/admin/ayarlar/geri-yukle`, { method: 'POST', body });
    };
    const staged = await stageRestoreUpload(upload(), ownerSession);
    expect(staged.kind).toBe('staged');
    if (staged.kind !== 'staged') return;
    expect(fs.existsSync(staged.staged.file)).toBe(true);
    expect(path.dirname(staged.staged.file)).toBe(path.join(ctx.test.dataDir, 'tmp'));
    expect(staged.staged.plan.accounts.new.map((n) => n.id)).toEqual([editor.id]);
    // Another session neither sees nor confirms it.
    const other = (await findSession(await createSession({ ...meta, accountId: ownerSession.accountId })))!;
    expect(await stagedRestore(other)).toBeUndefined();
    expect((await confirmRestore(upload(), other, staged.staged.id, [])).kind).toBe('refused');
    // Vazgeç: the file is gone, a confirmation afterwards is refused.
    await cancelRestore(ownerSession);
    expect(fs.existsSync(staged.staged.file)).toBe(false);
    expect((await confirmRestore(upload(), ownerSession, staged.staged.id, [])).kind).toBe('refused');
    expect(await getAccount(editor.id)).toBeUndefined();

    const again = await stageRestoreUpload(upload(), ownerSession);
    if (again.kind !== 'staged') throw new Error('not staged');
    const done = await confirmRestore(upload(), ownerSession, again.staged.id, [editor.id]);
    expect(done.kind).toBe('done');
    if (done.kind === 'done') expect(done.result.done.invitations.map((i) => i.email)).toEqual(['editor@example.com']);
    expect(fs.existsSync(again.staged.file)).toBe(false);
    expect((await getAccount(editor.id))?.status).toBe('invited');
    await expectNoMail();
  });

  it('a preview taken on one instance is confirmed on another sharing the database (PostgreSQL); on SQLite (one instance) it stays on its disk', async () => {
    const { editor, ownerSession } = await staffedSite();
    const archive = path.join(ctx.test.dataDir, 'two-instances.tar.gz');
    await writeArchiveFile(archive);
    await deleteAccount(editor.id);
    const body = new FormData();
    body.set('backup', new Blob([fs.readFileSync(archive)], { type: 'application/gzip' }), 'backup.tar.gz');
    const staged = await stageRestoreUpload(new Request(`${BASE}/admin/ayarlar/geri-yukle`, { method: 'POST', body }), ownerSession);
    if (staged.kind !== 'staged') throw new Error('not staged');
    const shared = (await db().selectFrom('restore_stage_chunks').select('seq').where('stage_id', '=', staged.staged.id).execute()).length;
    const first = config();
    // Instance 2: its own DATA_DIR (nothing of the upload on its disk), the same database.
    const second = path.join(ctx.test.dataDir, 'instance-2');
    fs.mkdirSync(second);
    setConfig(parseConfig({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: second, SMTP_URL: peer.url, DATABASE_URL: undefined }));
    try {
      // The preview page shows the plan on either instance.
      expect((await stagedRestore(ownerSession))?.plan.accounts.new.map((n) => n.id)).toEqual([editor.id]);
      const done = await confirmRestore(
        new Request(`${BASE}/admin/ayarlar/geri-yukle`, { method: 'POST' }),
        ownerSession,
        staged.staged.id,
        [editor.id],
      );
      if (ctx.kind === 'postgres') {
        expect(shared).toBeGreaterThan(0);
        expect(done.kind).toBe('done');
        expect((await getAccount(editor.id))?.status).toBe('invited');
        // Done: the record, its pieces and instance 2's copy are gone; instance 1's copy goes on its next look-up.
        expect(await db().selectFrom('restore_stages').select('id').execute()).toEqual([]);
        expect(await db().selectFrom('restore_stage_chunks').select('seq').execute()).toEqual([]);
        expect(fs.readdirSync(path.join(second, 'tmp')).filter((n) => n.startsWith('restore-'))).toEqual([]);
        setConfig(first);
        expect(await stagedRestore(ownerSession)).toBeUndefined();
        expect(fs.existsSync(staged.staged.file)).toBe(false);
      } else {
        // SQLite: the file never leaves instance 1's disk (one instance by design); elsewhere it is refused, nothing written.
        expect(shared).toBe(0);
        expect(done.kind).toBe('refused');
        expect(await getAccount(editor.id)).toBeUndefined();
        setConfig(first);
        const here = await confirmRestore(
          new Request(`${BASE}/admin/ayarlar/geri-yukle`, { method: 'POST' }),
          ownerSession,
          staged.staged.id,
          [editor.id],
        );
        expect(here.kind).toBe('done');
        expect(fs.existsSync(staged.staged.file)).toBe(false);
      }
    } finally {
      setConfig(first);
    }
    await expectNoMail();
  });

  it('an expired preview is deleted, with its pieces and files, on the next look-up from any session', async () => {
    const { ownerSession } = await staffedSite();
    const backup = await createBackup();
    const body = new FormData();
    body.set('backup', new Blob([JSON.stringify(backup)], { type: 'application/json' }), 'backup.json');
    const staged = await stageRestoreUpload(new Request(`${BASE}/admin/ayarlar/geri-yukle`, { method: 'POST', body }), ownerSession);
    if (staged.kind !== 'staged') throw new Error('not staged');
    await db()
      .updateTable('restore_stages')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const other = (await findSession(await createSession({ ...meta, accountId: ownerSession.accountId })))!;
    expect(await stagedRestore(other)).toBeUndefined();
    expect(await db().selectFrom('restore_stages').select('id').execute()).toEqual([]);
    expect(await db().selectFrom('restore_stage_chunks').select('seq').execute()).toEqual([]);
    expect(fs.existsSync(staged.staged.file)).toBe(false);
  });
});
