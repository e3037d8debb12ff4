import { randomBytes, randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { config } from '~/server/config.server';
import { db } from '~/server/db/index.server';
import { iso, toDate } from '~/server/db/values';
import { logger } from '~/server/logger.server';
import { enqueueMail, wakeMailWorker } from '~/server/mail/queue.server';
import { catalog } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';
import { getSettings } from '~/domain/settings/index.server';
import { writeArchiveFile } from './archive.server';
import { bucketFailureText, deleteArchives, listArchives, uploadArchive } from './bucket.server';
import {
  archivesToRemove,
  lastSlot,
  nextSlot,
  scheduledArchiveName,
  STALE_BACKUP_MS,
  type BackupStatus,
  type ScheduleTimes,
} from './schedule';

export type { BackupStatus } from './schedule';
import { bucketTarget, getBackupSchedule, type BackupSchedule } from './schedule-config.server';

/**
 * Automatic backups (docs/decisions/019-backup-archives.md). Every instance ticks once
 * a minute; the scheduled time's run is claimed by inserting its row into backup_runs
 * (`slot` unique): one instance wins and writes the archive to DATA_DIR/backups, sends
 * a copy to the owner's bucket when one is set up, applies the retention in both places
 * and records the outcome. A run whose instance died (no heartbeat) is marked failed.
 * The owner is e-mailed (mail queue) when a run fails, when the bucket copy fails, and
 * when no backup has succeeded for 48 hours.
 */
const INSTANCE = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
const HEARTBEAT_MS = 30_000;
const STALE_RUN_MS = 5 * 60_000;
/** A scheduled time missed by more than this (every instance was down) is not run late. */
const LATE_LIMIT_MS = 12 * 3600_000;
const STALE_ALERT_KEY = '_backup_stale_alert';

export function backupsDir(): string {
  return path.join(config().dataDir, 'backups');
}

function times(s: BackupSchedule): ScheduleTimes {
  return { time: s.time, intervalMinutes: config().BACKUP_INTERVAL_MINUTES };
}

export interface RunOutcome {
  status: 'ok' | 'failed' | 'taken' | 'busy';
  size?: number;
  bucket?: 'ok' | 'failed' | null;
  error?: string;
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err)).split('\n')[0]!.slice(0, 500);

/** The owners to tell: active owner accounts, else (shared-password site) the contact address. */
async function ownerAddresses(): Promise<string[]> {
  const owners = await db()
    .selectFrom('admin_accounts')
    .select('email')
    .where('role', '=', 'owner')
    .where('status', '=', 'active')
    .execute();
  if (owners.length) return owners.map((o) => o.email);
  const { contact_email } = await getSettings();
  return contact_email ? [contact_email] : [];
}

async function mailOwners(kind: string, subject: string, text: string) {
  for (const to of await ownerAddresses()) await enqueueMail({ kind, to, subject, text });
  wakeMailWorker();
}

const istanbulTime = (d: Date) =>
  new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Istanbul' }).format(d);

/** Archives past the retention, removed from the folder (and the bucket, by the caller). */
async function applyLocalRetention(dir: string, s: BackupSchedule) {
  const names = await fsp.readdir(dir);
  for (const name of archivesToRemove(names, s.keepDaily, s.keepWeekly)) await fsp.rm(path.join(dir, name), { force: true });
  // Half-written archives of a run that died (a live run's file changes every second).
  for (const name of names.filter((n) => /^backup-.*\.part$/.test(n))) {
    const stat = await fsp.stat(path.join(dir, name)).catch(() => undefined);
    if (stat && Date.now() - stat.mtimeMs > 2 * STALE_RUN_MS) await fsp.rm(path.join(dir, name), { force: true });
  }
}

/**
 * Runs the backup of `slot` unless another instance has claimed it. `trigger`:
 * 'schedule' (the slot is the scheduled time) or 'manual' ("Şimdi yedekle").
 */
export async function runBackup(trigger: 'schedule' | 'manual', slotTime: Date, now = new Date()): Promise<RunOutcome> {
  const id = randomUUID();
  if (trigger === 'manual') {
    const busy = await db()
      .selectFrom('backup_runs')
      .select('id')
      .where('status', '=', 'running')
      .where('heartbeat_at', '>', iso(new Date(now.getTime() - STALE_RUN_MS)))
      .executeTakeFirst();
    if (busy) return { status: 'busy' };
  }
  const slot = trigger === 'manual' ? `manual:${id}` : slotTime.toISOString();
  const claimed = await db()
    .insertInto('backup_runs')
    .values({ id, slot, trigger, status: 'running', claimed_by: INSTANCE, started_at: iso(now), heartbeat_at: iso(now) })
    .onConflict((oc) => oc.column('slot').doNothing())
    .executeTakeFirst();
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return { status: 'taken' };

  // Times are `now` plus the time the work took (the same as the clock, except in tests that step `now`).
  const started = Date.now();
  const finishedAt = () => iso(new Date(now.getTime() + Date.now() - started));
  const heartbeat = setInterval(() => {
    void db()
      .updateTable('backup_runs')
      .set({ heartbeat_at: finishedAt() })
      .where('id', '=', id)
      .execute()
      .catch(() => {});
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const s = await getBackupSchedule();
  const when = istanbulTime(slotTime);
  const m = catalog.tr.adminBackups.mail;
  try {
    const dir = backupsDir();
    await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
    const name = scheduledArchiveName(slotTime);
    const written = await writeArchiveFile(path.join(dir, name));
    await applyLocalRetention(dir, s);
    let bucket: 'ok' | 'failed' | null = null;
    let bucketError: string | undefined;
    const target = await bucketTarget(s);
    if (target) {
      try {
        // Listed first: the endpoint must answer as an S3 service with this bucket before it gets the archive.
        const stored = await listArchives(target);
        await uploadArchive(target, written.file, name, written.size);
        const names = stored.includes(name) ? stored : [...stored, name];
        await deleteArchives(target, archivesToRemove(names, s.keepDaily, s.keepWeekly));
        bucket = 'ok';
      } catch (err) {
        bucket = 'failed';
        // Shown and mailed: an S3 answer or a network code only; the raw text is for the server log.
        bucketError = bucketFailureText(err);
        logger().error({ err: message(err), bucket: target.bucket, endpoint: target.endpoint }, 'backup copy to the bucket failed');
      }
    }
    await db()
      .updateTable('backup_runs')
      .set({
        status: 'ok',
        finished_at: finishedAt(),
        file: name,
        size: written.size,
        media: written.manifest.media,
        bucket_status: bucket,
        error: bucketError ?? null,
      })
      .where('id', '=', id)
      .execute();
    logger().info({ file: name, size: written.size, media: written.manifest.media, bucket, trigger }, 'backup written');
    if (bucket === 'failed')
      await mailOwners('backup-bucket', m.bucketSubject, fmt(m.bucketText, { time: when, detail: bucketError ?? '' }));
    return { status: 'ok', size: written.size, bucket, error: bucketError };
  } catch (err) {
    const detail = message(err);
    logger().error({ err: detail, trigger }, 'backup failed');
    await db()
      .updateTable('backup_runs')
      .set({ status: 'failed', finished_at: finishedAt(), error: detail })
      .where('id', '=', id)
      .execute();
    await mailOwners('backup-failed', m.failedSubject, fmt(m.failedText, { time: when, detail }));
    return { status: 'failed', error: detail };
  } finally {
    clearInterval(heartbeat);
  }
}

/** Runs whose instance stopped answering: failed (and the owner told, like any failure). */
async function markInterruptedRuns(now: Date) {
  const stale = await db()
    .updateTable('backup_runs')
    .set({ status: 'failed', finished_at: iso(now), error: 'interrupted (the server stopped during the backup)' })
    .where('status', '=', 'running')
    .where('heartbeat_at', '<', iso(new Date(now.getTime() - STALE_RUN_MS)))
    .returning(['started_at'])
    .execute();
  const m = catalog.tr.adminBackups.mail;
  for (const r of stale) {
    await mailOwners(
      'backup-failed',
      m.failedSubject,
      fmt(m.failedText, { time: istanbulTime(toDate(r.started_at)), detail: 'interrupted' }),
    );
  }
}

async function lastOkRun() {
  return db()
    .selectFrom('backup_runs')
    .select(['finished_at', 'size', 'file'])
    .where('status', '=', 'ok')
    .orderBy('finished_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** 48 hours without a successful backup: one e-mail per stretch, whichever instance gets there first. */
async function checkStale(now: Date, s: BackupSchedule) {
  if (!s.enabled) return;
  const last = await lastOkRun();
  const reference = last?.finished_at ? toDate(last.finished_at) : new Date(s.since);
  if (now.getTime() - reference.getTime() < STALE_BACKUP_MS) return;
  // Claimed like a slot: the key names the stretch (its reference time), inserted once.
  const key = `${STALE_ALERT_KEY}:${reference.toISOString()}`;
  const r = await db()
    .insertInto('settings')
    .values({ key, value: JSON.stringify(iso(now)), updated_at: iso(now) })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  if (Number(r.numInsertedOrUpdatedRows ?? 0) === 0) return;
  // Older stretches' markers are of no more use.
  await db().deleteFrom('settings').where('key', 'like', `${STALE_ALERT_KEY}:%`).where('key', '<>', key).execute();
  const m = catalog.tr.adminBackups.mail;
  await mailOwners('backup-stale', m.staleSubject, fmt(m.staleText, { last: last?.finished_at ? istanbulTime(reference) : m.neverValue }));
}

/** One scheduler step (every instance, every minute): interrupted runs, the due slot, the 48-hour check. */
export async function backupTick(now = new Date()): Promise<RunOutcome | undefined> {
  const s = await getBackupSchedule();
  await markInterruptedRuns(now);
  let outcome: RunOutcome | undefined;
  if (s.enabled) {
    const slot = lastSlot(now, times(s));
    if (slot.getTime() >= new Date(s.since).getTime() && now.getTime() - slot.getTime() < LATE_LIMIT_MS) {
      outcome = await runBackup('schedule', slot, now);
    }
  }
  await checkStale(now, s);
  return outcome;
}

/** What the dashboard, the checklist and the settings screen show. */
export async function backupStatus(now = new Date()): Promise<BackupStatus> {
  const s = await getBackupSchedule();
  const [last, ok] = await Promise.all([
    db()
      .selectFrom('backup_runs')
      .select(['status', 'started_at', 'bucket_status', 'error'])
      .orderBy('started_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
    lastOkRun(),
  ]);
  const okAt = ok?.finished_at ? toDate(ok.finished_at) : undefined;
  return {
    enabled: s.enabled,
    nextRun: s.enabled ? nextSlot(now, times(s)).toISOString() : null,
    lastOk: okAt ? { at: okAt.toISOString(), size: Number(ok!.size ?? 0) } : null,
    lastRun: last
      ? { status: last.status, at: toDate(last.started_at).toISOString(), bucket: last.bucket_status, error: last.error }
      : null,
    stale: s.enabled && now.getTime() - (okAt ?? new Date(s.since)).getTime() >= STALE_BACKUP_MS,
  };
}

/** Starts the ticks (server start-up); the stop function ends them (a run under way is left to finish or go stale). */
export async function startBackupScheduler(): Promise<() => void> {
  // The default schedule is saved now (its `since` starts the 48-hour watch), so that no page view
  // (the Dashboard reads the status) is the first to write it.
  await getBackupSchedule().catch((err: unknown) => logger().warn({ err: message(err) }, 'backup schedule not read at start'));
  const every = Math.min(60_000, ((config().BACKUP_INTERVAL_MINUTES ?? 60) * 60_000) / 4);
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    backupTick()
      .catch((err: unknown) => logger().error({ err: message(err) }, 'backup scheduler step failed'))
      .finally(() => (running = false));
  };
  const timer = setInterval(tick, every);
  timer.unref();
  const first = setTimeout(tick, Math.min(every, 5_000));
  first.unref();
  return () => {
    clearInterval(timer);
    clearTimeout(first);
  };
}
