import { db } from '~/server/db/index.server';
import { readRow, writeRow } from '~/server/db/settings-rows.server';
import { nowIso } from '~/server/db/values';
import { open, seal } from '~/server/crypto/sealed.server';
import { DEFAULT_SCHEDULE_FORM, type BackupScheduleForm, type BackupScheduleView } from './schedule-schema';

export type { BackupScheduleView } from './schedule-schema';

/**
 * The automatic backup settings, kept in private settings rows (keys starting with
 * `_`: never in a backup, kept by a restore, never sent to the browser as they are):
 * `_backup_schedule` (times, retention, the bucket without its secret) and
 * `_backup_bucket_secret` (the bucket's secret key, sealed: app/server/crypto).
 */
const CONFIG_KEY = '_backup_schedule';
const SECRET_KEY = '_backup_bucket_secret';
const SECRET_PURPOSE = 'backup-bucket-secret';

export interface BucketTarget {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface BackupSchedule {
  enabled: boolean;
  time: string;
  keepDaily: number;
  keepWeekly: number;
  /** The bucket as saved, without its secret. */
  bucket: { endpoint: string; region: string; bucket: string; accessKeyId: string } | null;
  /** Scheduled times before this one are not run (a new site does not back up at once for a slot it never had). */
  since: string;
}

/** The saved schedule, or the default (every night at 03:00, 7 daily and 4 weekly), saved once so `since` holds. */
export async function getBackupSchedule(): Promise<BackupSchedule> {
  const saved = (await readRow(CONFIG_KEY)) as Partial<BackupSchedule> | undefined;
  if (saved && typeof saved === 'object' && typeof saved.since === 'string') {
    return {
      enabled: saved.enabled !== false,
      time: typeof saved.time === 'string' ? saved.time : DEFAULT_SCHEDULE_FORM.time,
      keepDaily: Number(saved.keepDaily ?? DEFAULT_SCHEDULE_FORM.keepDaily),
      keepWeekly: Number(saved.keepWeekly ?? DEFAULT_SCHEDULE_FORM.keepWeekly),
      bucket: saved.bucket ?? null,
      since: saved.since,
    };
  }
  const { enabled, time, keepDaily, keepWeekly } = DEFAULT_SCHEDULE_FORM;
  const fresh: BackupSchedule = { enabled, time, keepDaily, keepWeekly, bucket: null, since: nowIso() };
  await writeRow(db(), CONFIG_KEY, fresh);
  return fresh;
}

type SavedBucket = NonNullable<BackupSchedule['bucket']>;

const endpointKey = (e: string) => e.trim().replace(/\/+$/, '').toLowerCase();

/** True when `next` is the bucket the saved secret was saved with (service address, bucket name, access key). */
export function sameBucket(saved: SavedBucket, next: Pick<SavedBucket, 'endpoint' | 'bucket' | 'accessKeyId'>): boolean {
  return (
    endpointKey(saved.endpoint) === endpointKey(next.endpoint) && saved.bucket === next.bucket && saved.accessKeyId === next.accessKeyId
  );
}

/**
 * Saves the form; an empty secret keeps the saved one only for the same bucket (another service
 * address, bucket or access key drops it); switching the bucket off forgets its secret.
 */
export async function saveBackupSchedule(form: BackupScheduleForm): Promise<void> {
  const current = await getBackupSchedule();
  const bucket = form.bucketEnabled
    ? { endpoint: form.endpoint, region: form.region, bucket: form.bucket, accessKeyId: form.accessKeyId }
    : null;
  const moved = !!bucket && !!current.bucket && !sameBucket(current.bucket, bucket);
  await writeRow(db(), CONFIG_KEY, {
    ...current,
    enabled: form.enabled,
    time: form.time,
    keepDaily: form.keepDaily,
    keepWeekly: form.keepWeekly,
    bucket,
  });
  if (form.secret && bucket) await writeRow(db(), SECRET_KEY, seal(SECRET_PURPOSE, form.secret));
  else if (!bucket || moved) await db().deleteFrom('settings').where('key', '=', SECRET_KEY).execute();
}

/** The form's values for the browser: never the secret. */
export async function backupScheduleView(): Promise<BackupScheduleView> {
  const s = await getBackupSchedule();
  return {
    enabled: s.enabled,
    time: s.time,
    keepDaily: s.keepDaily,
    keepWeekly: s.keepWeekly,
    bucketEnabled: !!s.bucket,
    endpoint: s.bucket?.endpoint ?? '',
    region: s.bucket?.region ?? DEFAULT_SCHEDULE_FORM.region,
    bucket: s.bucket?.bucket ?? '',
    accessKeyId: s.bucket?.accessKeyId ?? '',
    secretSaved: typeof (await readRow(SECRET_KEY)) === 'string',
  };
}

/** The bucket with its secret opened (the server's own use only), or undefined when none is set up. */
export async function bucketTarget(s: BackupSchedule): Promise<BucketTarget | undefined> {
  if (!s.bucket) return undefined;
  const sealed = await readRow(SECRET_KEY);
  const secretAccessKey = (typeof sealed === 'string' ? open(SECRET_PURPOSE, sealed) : undefined) ?? '';
  return { ...s.bucket, secretAccessKey };
}
