import { actorOf, recordAfter } from '~/domain/audit/index.server';
import { done, type Intents, type AdminSession } from '~/domain/auth/index.server';
import { catalog } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';
import type { ActionResult } from '~/lib/action-result';
import { formatBytes } from '~/lib/format-bytes';
import { backupScheduleSchema } from './schedule-schema';
import { getBackupSchedule, saveBackupSchedule, sameBucket, type BackupSchedule } from './schedule-config.server';
import { runBackup } from './schedule.server';

/**
 * The system tab's automatic backup intents: `backup-schedule` (save the form, checked
 * with the client's schema; the secret is only ever written, sealed) and `backup-run`
 * ("Şimdi yedekle": one run now, refused while another is under way). The saved secret
 * belongs to the saved bucket: pointing the bucket elsewhere needs the secret typed again and
 * the person's own password (or code), and is in the audit log with both places.
 */
const bucketLabel = (b: Pick<NonNullable<BackupSchedule['bucket']>, 'endpoint' | 'bucket'> | null) =>
  b ? `${b.endpoint.replace(/\/+$/, '')}/${b.bucket}` : catalog.tr.adminAudit.details.none;

export const backupIntents: Intents<ActionResult, Pick<AdminSession, 'id' | 'accountId' | 'email' | 'name'>> = {
  'backup-run': async (c) => {
    const m = catalog.tr.adminBackups;
    const r = await runBackup('manual', new Date());
    const audit = { action: 'backup', entity: 'backup' } as const;
    const size = formatBytes(r.size ?? 0);
    const failed = (description?: string) => done(c.fail('', { toast: { title: m.ranFailed, description, variant: 'error' } }), audit);
    if (r.status === 'busy') return failed(m.ranBusy);
    if (r.status !== 'ok') return failed();
    if (r.bucket === 'failed') return failed(fmt(m.ranBucketFailed, { size }));
    return done(c.ok(fmt(m.ranOk, { size })), audit);
  },
  'backup-schedule': async (c) => {
    const m = catalog.tr.adminBackups;
    const invalid = (errors: Record<string, string>, description?: string) =>
      c.fail('', { errors, toast: { title: m.errors.invalid, description, variant: 'error' } });
    const parsed = c.parse(backupScheduleSchema, Object.fromEntries(c.form), {
      root: 'form',
      message: (i) => m.errors[i.message as keyof typeof m.errors] ?? m.errors.invalid,
    });
    if (!parsed.ok) return invalid(parsed.errors);
    const before = (await getBackupSchedule()).bucket;
    const next = parsed.data.bucketEnabled ? parsed.data : null;
    const moved = !!before && !!next && !sameBucket(before, next);
    if (moved && !parsed.data.secret) return invalid({ secret: m.errors.secretAgain }, m.errors.secretAgain);
    const refusal = moved ? await c.reauth() : undefined;
    if (refusal) return c.fail(refusal, { errors: { reauth: refusal } });
    await saveBackupSchedule(parsed.data);
    // What changed is named; the secret never is. A new place for the archives names both places.
    const placeChanged = moved || !before !== !next;
    await recordAfter(actorOf(c.session, c.ip), {
      action: 'update',
      entity: 'backup',
      ...(placeChanged
        ? {
            entityId: 'bucket',
            summary: fmt(catalog.tr.adminAudit.details.bucketChanged, { from: bucketLabel(before), to: bucketLabel(next) }),
          }
        : {}),
    });
    return c.ok(m.saved);
  },
};
