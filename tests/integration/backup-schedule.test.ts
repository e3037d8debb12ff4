import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseConfig, setConfig, type Config } from '~/server/config.server';
import { processDueMail } from '~/server/mail/queue.server';
import { closeMailTransport } from '~/server/mail/transport.server';
import { open } from '~/server/crypto/sealed.server';
import { backupChunks } from '~/site/backup/backup.server';
import { backupScheduleView, getBackupSchedule, saveBackupSchedule } from '~/site/backup/schedule-config.server';
import { backupsDir, backupStatus, backupTick } from '~/site/backup/schedule.server';
import { listArchives } from '~/site/backup/bucket.server';
import { DEFAULT_SCHEDULE_FORM, type BackupScheduleForm } from '~/site/backup/schedule-schema';
import { launchChecklist } from '~/site/dashboard/launch-checklist.server';
import { describeEachEngine } from '../helpers/test-db';
import { startSmtpPeer, type SmtpPeer } from '../helpers/smtp-peer';

/**
 * Automatic backups with a short interval (12 hours of simulated time per slot, two slots an
 * Istanbul day): one archive per slot across two instances (two processes at once, then two
 * schedulers at once), retention in the folder and the bucket (s3rver), a failing bucket and a
 * failing run reported on the status, the checklist and by e-mail (smtp-server), 48 hours
 * without a backup, a run whose instance died.
 */
const run = promisify(execFile);
const INTERVAL = 720;
let s3rver: S3rver;
let endpoint = '';
const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
let peer: SmtpPeer;

beforeAll(async () => {
  s3rver = new S3rver({ port: 0, address: '127.0.0.1', directory: s3Dir, silent: true });
  endpoint = `http://127.0.0.1:${(await s3rver.run()).port}`;
  peer = await startSmtpPeer();
});
afterAll(async () => {
  closeMailTransport();
  await peer.close();
  await s3rver.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

/** The Istanbul calendar day of a slot (UTC+3 all year). */
const istanbulDay = (d: Date) => new Date(d.getTime() + 3 * 3600_000).toISOString().slice(0, 10);

describeEachEngine('automatic backups', (ctx) => {
  let original: Config;
  let env: NodeJS.ProcessEnv;
  const slots: Date[] = [];
  const bucketName = `backups-${ctx.kind}-${Date.now()}`;
  const form = (over: Partial<BackupScheduleForm>): BackupScheduleForm => ({ ...DEFAULT_SCHEDULE_FORM, ...over });
  const bucketForm = (over: Partial<BackupScheduleForm> = {}) =>
    form({
      keepDaily: 2,
      keepWeekly: 1,
      bucketEnabled: true,
      endpoint,
      region: 'us-east-1',
      bucket: bucketName,
      accessKeyId: 'S3RVER',
      secret: 'S3RVER',
      ...over,
    });
  const target = () => ({ endpoint, region: 'us-east-1', bucket: bucketName, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
  const localArchives = () =>
    fs
      .readdirSync(backupsDir())
      .filter((n) => n.endsWith('.tar.gz'))
      .sort();
  const nextSlotAfter = (d: Date) => new Date((Math.floor(d.getTime() / (INTERVAL * 60_000)) + 1) * INTERVAL * 60_000);

  beforeAll(async () => {
    env = {
      ...process.env,
      LOG_LEVEL: 'silent',
      DATA_DIR: ctx.test.dataDir,
      BACKUP_INTERVAL_MINUTES: String(INTERVAL),
      SMTP_URL: peer.url,
    };
    delete env.DATABASE_URL;
    if (ctx.test.databaseUrl) env.DATABASE_URL = ctx.test.databaseUrl;
    original = parseConfig();
    setConfig(parseConfig(env));
    await ctx.db.kysely
      .insertInto('admin_accounts')
      .values({
        id: randomUUID(),
        email: 'sahip@example.com',
        name: 'Sahip',
        role: 'owner',
        status: 'active',
        password_hash: null,
        totp_secret: null,
        totp_last_step: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
        last_login_at: null,
      } as never)
      .execute();
    const s3 = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await s3.send(new CreateBucketCommand({ Bucket: bucketName }));
    s3.destroy();
  });
  afterAll(() => setConfig(original));

  it('defaults to every night at 03:00, 7 daily and 4 weekly; the bucket secret is sealed, never shown, never in a backup', async () => {
    const s = await getBackupSchedule();
    expect(s).toMatchObject({ enabled: true, time: '03:00', keepDaily: 7, keepWeekly: 4, bucket: null });
    await saveBackupSchedule(bucketForm());
    const row = await ctx.db.kysely
      .selectFrom('settings')
      .select('value')
      .where('key', '=', '_backup_bucket_secret')
      .executeTakeFirstOrThrow();
    const sealed = typeof row.value === 'string' && ctx.kind === 'sqlite' ? (JSON.parse(row.value) as string) : (row.value as string);
    expect(sealed).toMatch(/^v1:/);
    expect(open('backup-bucket-secret', sealed)).toBe('S3RVER');
    const view = await backupScheduleView();
    expect(view).toMatchObject({ bucketEnabled: true, bucket: bucketName, secretSaved: true });
    expect(JSON.stringify(view)).not.toContain(sealed);
    expect('secret' in view).toBe(false);
    let text = '';
    for await (const c of backupChunks()) text += c;
    expect(text).not.toContain('_backup');
    // Saving again with an empty secret keeps the saved one.
    await saveBackupSchedule(bucketForm({ secret: '' }));
    expect((await backupScheduleView()).secretSaved).toBe(true);
  });

  it('two instances at the same scheduled time write one archive (two processes, then two schedulers at once)', async () => {
    const since = new Date((await getBackupSchedule()).since);
    slots.push(nextSlotAfter(since));
    const at = new Date(slots[0]!.getTime() + 1000).toISOString();
    const tick = () => run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'tests/fixtures/backup-tick.ts', at], { env });
    const outcomes = (await Promise.all([tick(), tick()])).map(
      (r) => (JSON.parse(r.stdout.trim().split('\n').pop()!) as { status: string }).status,
    );
    expect(outcomes.sort()).toEqual(['ok', 'taken']);
    for (let i = 1; i < 6; i++) {
      slots.push(new Date(slots[0]!.getTime() + i * INTERVAL * 60_000));
      const now = new Date(slots[i]!.getTime() + 1000);
      const both = await Promise.all([backupTick(now), backupTick(now)]);
      expect(both.map((o) => o?.status).sort()).toEqual(['ok', 'taken']);
    }
    const runs = await ctx.db.kysely.selectFrom('backup_runs').select(['slot', 'status', 'bucket_status']).orderBy('slot').execute();
    expect(runs).toEqual(slots.map((s) => ({ slot: s.toISOString(), status: 'ok', bucket_status: 'ok' })));
  });

  it('applies the retention in the folder and in the bucket: the newest of each of the last 2 days', async () => {
    const newestPerDay = new Map<string, Date>();
    for (const s of slots) newestPerDay.set(istanbulDay(s), s);
    const expected = [...newestPerDay.values()]
      .slice(-2)
      .map((s) => `backup-${s.toISOString().slice(0, 19).replace(/:/g, '-')}Z.tar.gz`)
      .sort();
    expect(localArchives()).toEqual(expected);
    expect((await listArchives(target())).sort()).toEqual(expected);
    const status = await backupStatus(new Date(slots[5]!.getTime() + 2000));
    expect(status.lastOk?.size).toBe(fs.statSync(path.join(backupsDir(), expected[1]!)).size);
    expect(status.nextRun).toBe(new Date(slots[5]!.getTime() + INTERVAL * 60_000).toISOString());
    expect(status.stale).toBe(false);
  });

  it('a failing bucket: the archive is kept locally, the status, the checklist and an e-mail to the owner say so', async () => {
    await saveBackupSchedule(bucketForm({ bucket: 'no-such-bucket-here' }));
    const slot = new Date(slots[5]!.getTime() + INTERVAL * 60_000);
    slots.push(slot);
    const before = peer.received.length;
    const outcome = await backupTick(new Date(slot.getTime() + 1000));
    expect(outcome).toMatchObject({ status: 'ok', bucket: 'failed' });
    const status = await backupStatus(new Date(slot.getTime() + 2000));
    expect(status.lastRun).toMatchObject({ status: 'ok', bucket: 'failed' });
    expect((await launchChecklist())?.find((i) => i.id === 'backup')).toMatchObject({ href: '/admin/ayarlar/sistem' });
    await processDueMail();
    const mail = (await peer.waitFor(before + 1))[before];
    expect(mail!.to).toEqual(['sahip@example.com']);
    expect(mail!.subject).toBe('Yedek dış depolama alanına gönderilemedi');
    expect(mail!.text).not.toContain('S3RVER');
  });

  it('a failing run and 48 hours without a backup: one e-mail each, however many instances tick', async () => {
    await saveBackupSchedule(bucketForm());
    // The backup folder cannot be made: every run fails.
    fs.rmSync(backupsDir(), { recursive: true });
    fs.writeFileSync(backupsDir(), 'not a folder');
    const before = peer.received.length;
    const lastOk = (await backupStatus()).lastOk!;
    const later = nextSlotAfter(new Date(new Date(lastOk.at).getTime() + 48 * 3600_000));
    const now = new Date(later.getTime() + 1000);
    const outcomes = await Promise.all([backupTick(now), backupTick(now)]);
    expect(outcomes.map((o) => o?.status).sort()).toEqual(['failed', 'taken']);
    await backupTick(new Date(now.getTime() + 60_000));
    const status = await backupStatus(now);
    expect(status).toMatchObject({ stale: true, lastRun: { status: 'failed' } });
    await processDueMail();
    const mails = (await peer.waitFor(before + 2)).slice(before - 1);
    expect(
      mails
        .slice(1)
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['48 saattir yedek alınamadı', 'Yedekleme başarısız oldu']);
    expect(await ctx.db.kysely.selectFrom('mail_queue').select('kind').where('kind', 'like', 'backup-%').execute()).toHaveLength(3);
    fs.rmSync(backupsDir());
  });

  it('a run whose instance stopped answering is marked failed', async () => {
    const old = new Date(Date.now() - 3600_000).toISOString();
    const id = randomUUID();
    await ctx.db.kysely
      .insertInto('backup_runs')
      .values({
        id,
        slot: `manual:${id}`,
        trigger: 'manual',
        status: 'running',
        claimed_by: 'gone',
        started_at: old,
        heartbeat_at: old,
      } as never)
      .execute();
    await saveBackupSchedule(form({ enabled: false }));
    await backupTick();
    const row = await ctx.db.kysely.selectFrom('backup_runs').select(['status', 'error']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect(row.error).toContain('interrupted');
  });
});
