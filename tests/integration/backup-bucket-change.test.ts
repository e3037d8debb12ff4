import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { parseConfig, setConfig, type Config } from '~/server/config.server';
import { resetSealKeyForTests } from '~/server/crypto/sealed.server';
import { setAdminPassword } from '~/domain/auth/password.server';
import { backupIntents } from '~/site/backup/schedule-actions.server';
import { actionOf } from '../helpers/admin-action';

const runBackupScheduleIntent = actionOf({ intents: backupIntents, unknown: () => undefined });
import { backupScheduleView, bucketTarget, getBackupSchedule, saveBackupSchedule } from '~/site/backup/schedule-config.server';
import { DEFAULT_SCHEDULE_FORM } from '~/site/backup/schedule-schema';
import { runBackup } from '~/site/backup/schedule.server';
import { catalog } from '~/i18n/catalog';

/**
 * The backup bucket's saved secret key belongs to the saved bucket (security review, medium 1):
 * a save that points the bucket elsewhere (service address, bucket name or access key) with the
 * secret field empty is refused, needs the person's own password, is audited with both places,
 * and the domain never keeps the old secret for a new place. And an endpoint that is not an S3
 * service (a web page, an SSH banner) never receives the archive, and what it answered is not shown.
 */

const ADMIN_PASSWORD = 'panel-sifresi-2026-y';
const IP = '198.51.100.41';
const session = { id: 'sess-bucket-change-01', accountId: null, email: null, name: null };
let s3rver: S3rver;
let endpoint = '';
const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-change-'));
/** A web server that answers everything with a page (and records what it was sent). */
let web: http.Server;
let webUrl = '';
const webRequests: Array<{ method: string; url: string; bytes: number }> = [];
let ssh: net.Server;
let sshUrl = '';
const sshSockets = new Set<net.Socket>();

beforeAll(async () => {
  s3rver = new S3rver({ port: 0, address: '127.0.0.1', directory: s3Dir, silent: true });
  endpoint = `http://127.0.0.1:${(await s3rver.run()).port}`;
  web = http.createServer((req, res) => {
    let bytes = 0;
    req.on('data', (c: Buffer) => (bytes += c.length));
    req.on('end', () => {
      webRequests.push({ method: req.method ?? '', url: req.url ?? '', bytes });
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><body>Intranet yönetim sayfası token=abc123</body></html>');
    });
  });
  await new Promise<void>((r) => web.listen(0, '127.0.0.1', () => r()));
  webUrl = `http://127.0.0.1:${(web.address() as net.AddressInfo).port}`;
  ssh = net.createServer((socket) => {
    sshSockets.add(socket);
    socket.on('error', () => {});
    // Said and done, as a server that does not speak HTTP would end up doing.
    socket.end('SSH-2.0-OpenSSH_9.6p1 internal-build-host-7\r\n');
  });
  await new Promise<void>((r) => ssh.listen(0, '127.0.0.1', () => r()));
  sshUrl = `http://127.0.0.1:${(ssh.address() as net.AddressInfo).port}`;
});
afterAll(async () => {
  web.closeAllConnections();
  await new Promise<void>((r) => web.close(() => r()));
  for (const socket of sshSockets) socket.destroy();
  await new Promise<void>((r) => ssh.close(() => r()));
  await s3rver.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

function form(values: Record<string, string | undefined>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) if (v !== undefined) f.set(k, v);
  return f;
}

describeEachEngine('the bucket’s saved secret stays with the saved bucket', (ctx) => {
  let original: Config;
  const bucketName = `yedek-${ctx.kind}-${Date.now()}`;
  const bucketForm = (over: Record<string, string | undefined> = {}) =>
    form({
      intent: 'backup-schedule',
      enabled: 'on',
      time: '03:00',
      keepDaily: '7',
      keepWeekly: '4',
      bucketEnabled: 'on',
      endpoint,
      region: 'us-east-1',
      bucket: bucketName,
      accessKeyId: 'S3RVER',
      secret: '',
      ...over,
    });
  const audit = async (action: string) =>
    ctx.db.kysely.selectFrom('audit_log').select(['summary', 'ip', 'entity_id']).where('action', '=', action).orderBy('at').execute();

  beforeAll(async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', DATA_DIR: ctx.test.dataDir, SMTP_URL: undefined };
    delete env.DATABASE_URL;
    if (ctx.test.databaseUrl) env.DATABASE_URL = ctx.test.databaseUrl;
    original = parseConfig();
    setConfig(parseConfig(env));
    resetSealKeyForTests();
    const s3 = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await s3.send(new CreateBucketCommand({ Bucket: bucketName }));
    s3.destroy();
  });
  afterAll(() => {
    setConfig(original);
    resetSealKeyForTests();
  });

  beforeEach(async () => {
    await ctx.db.kysely.deleteFrom('audit_log').execute();
    await ctx.db.kysely.deleteFrom('login_attempts').execute();
    await ctx.db.kysely.deleteFrom('backup_runs').execute();
    await setAdminPassword(ADMIN_PASSWORD);
    webRequests.length = 0;
    // The owner's set-up: the company's bucket and its secret (a first set-up asks for no proof).
    await saveBackupSchedule({ ...DEFAULT_SCHEDULE_FORM, bucketEnabled: false });
    expect(await runBackupScheduleIntent(bucketForm({ secret: 'S3RVER' }), session, IP)).toMatchObject({ ok: true });
  });

  it('a new service address with the secret field empty is refused; the saved bucket and secret stay', async () => {
    for (const over of [{ endpoint: webUrl }, { bucket: 'baska-depo' }, { accessKeyId: 'AKIAOTHER' }]) {
      const r = await runBackupScheduleIntent(bucketForm({ ...over, currentPassword: ADMIN_PASSWORD }), session, IP);
      expect(r).toMatchObject({ ok: false, errors: { secret: expect.stringContaining('gizli anahtarı yeniden yazın') } });
    }
    expect((await getBackupSchedule()).bucket).toMatchObject({ endpoint, bucket: bucketName, accessKeyId: 'S3RVER' });
    expect((await backupScheduleView()).secretSaved).toBe(true);
    // The same bucket with the field empty keeps the secret (nothing moved).
    expect(await runBackupScheduleIntent(bucketForm({ keepDaily: '5' }), session, IP)).toMatchObject({ ok: true });
    expect((await bucketTarget(await getBackupSchedule()))?.secretAccessKey).toBe('S3RVER');
  });

  it('a new place with a typed secret needs the person’s password (wrong answers audited); the change is audited', async () => {
    const noProof = await runBackupScheduleIntent(bucketForm({ bucket: 'yeni-depo', secret: 'NEWSECRET' }), session, IP);
    expect(noProof).toMatchObject({ ok: false, errors: { reauth: expect.any(String) } });
    const wrong = await runBackupScheduleIntent(
      bucketForm({ bucket: 'yeni-depo', secret: 'NEWSECRET', currentPassword: 'yanlis-sifre' }),
      session,
      IP,
    );
    expect(wrong).toMatchObject({ ok: false, errors: { reauth: expect.stringContaining('doğru değil') } });
    expect(await audit('reauth_failed')).toEqual([expect.objectContaining({ ip: IP })]);
    expect((await getBackupSchedule()).bucket?.bucket).toBe(bucketName);

    const ok = await runBackupScheduleIntent(
      bucketForm({ bucket: 'yeni-depo', secret: 'NEWSECRET', currentPassword: ADMIN_PASSWORD }),
      session,
      IP,
    );
    expect(ok).toMatchObject({ ok: true });
    expect((await bucketTarget(await getBackupSchedule()))?.secretAccessKey).toBe('NEWSECRET');
    const changes = (await audit('update')).filter((e) => e.entity_id === 'bucket');
    expect(changes.at(-1)!.summary).toBe(`Yedeklerin gönderildiği depo değişti: ${endpoint}/${bucketName} → ${endpoint}/yeni-depo`);
    expect(JSON.stringify(await ctx.db.kysely.selectFrom('audit_log').selectAll().execute())).not.toContain('NEWSECRET');
  });

  it('the domain never keeps the old secret for a new place (a save that bypasses the screen)', async () => {
    await saveBackupSchedule({
      ...DEFAULT_SCHEDULE_FORM,
      bucketEnabled: true,
      endpoint: webUrl,
      bucket: bucketName,
      accessKeyId: 'S3RVER',
    });
    expect((await bucketTarget(await getBackupSchedule()))?.secretAccessKey).toBe('');
    expect((await backupScheduleView()).secretSaved).toBe(false);
  });

  it('an endpoint that is a web page never gets the archive; the status shows a plain sentence, not its page', async () => {
    await saveBackupSchedule({
      ...DEFAULT_SCHEDULE_FORM,
      bucketEnabled: true,
      endpoint: webUrl,
      bucket: bucketName,
      accessKeyId: 'S3RVER',
      secret: 'S3RVER',
    });
    const outcome = await runBackup('manual', new Date());
    expect(outcome).toMatchObject({ status: 'ok', bucket: 'failed', error: catalog.tr.adminBackups.notStorage });
    expect(webRequests.filter((r) => r.method === 'PUT' || r.bytes > 0)).toEqual([]);
  });

  it('an endpoint that answers with an SSH banner: the status and the mail say "not a storage service", nothing it sent', async () => {
    await saveBackupSchedule({
      ...DEFAULT_SCHEDULE_FORM,
      bucketEnabled: true,
      endpoint: sshUrl,
      bucket: bucketName,
      accessKeyId: 'S3RVER',
      secret: 'S3RVER',
    });
    const outcome = await runBackup('manual', new Date());
    expect(outcome).toMatchObject({ status: 'ok', bucket: 'failed', error: catalog.tr.adminBackups.notStorage });
    const mails = await ctx.db.kysely.selectFrom('mail_queue').select(['text_body']).where('kind', '=', 'backup-bucket').execute();
    for (const m of mails) expect(m.text_body).not.toMatch(/SSH|Parse Error|internal-build-host/);
  });

  it('an S3 error answer is still shown as such (its code and HTTP status)', async () => {
    await saveBackupSchedule({
      ...DEFAULT_SCHEDULE_FORM,
      bucketEnabled: true,
      endpoint,
      bucket: 'no-such-bucket-here',
      accessKeyId: 'S3RVER',
      secret: 'S3RVER',
    });
    const outcome = await runBackup('manual', new Date());
    expect(outcome).toMatchObject({ status: 'ok', bucket: 'failed', error: 'NoSuchBucket (HTTP 404)' });
  });
});
