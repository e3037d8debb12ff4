import { actorOf } from '~/domain/audit/actor.server';
import { auditor, recordAfter } from '~/domain/audit/audit.server';
import { proveIdentity } from '~/domain/auth/reauth.server';
import type { AdminSession } from '~/domain/auth/sessions.server';
import { catalog } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';
import type { ActionResult } from '~/lib/action-result';
import { formatBytes } from '~/lib/format-bytes';
import { backupScheduleSchema } from './schedule-schema';
import { getBackupSchedule, saveBackupSchedule, sameBucket, type BackupSchedule } from './schedule-config.server';
import { runBackup } from './schedule.server';
import { fieldErrors } from '~/lib/zod-errors';

/**
 * The system tab's automatic backup intents: `backup-schedule` (save the form, checked
 * with the client's schema; the secret is only ever written, sealed) and `backup-run`
 * ("Şimdi yedekle": one run now, refused while another is under way). The saved secret
 * belongs to the saved bucket: pointing the bucket elsewhere needs the secret typed again and
 * the person's own password (or code), and is in the audit log with both places.
 */
const bucketLabel = (b: Pick<NonNullable<BackupSchedule['bucket']>, 'endpoint' | 'bucket'> | null) =>
  b ? `${b.endpoint.replace(/\/+$/, '')}/${b.bucket}` : catalog.tr.adminAudit.details.none;

export async function runBackupScheduleIntent(
  form: FormData,
  session: Pick<AdminSession, 'id' | 'accountId' | 'email' | 'name'>,
  ip: string,
): Promise<ActionResult> {
  const m = catalog.tr.adminBackups;
  const title = catalog.tr.adminOps.successTitle;
  if (form.get('intent') === 'backup-run') {
    const r = await runBackup('manual', new Date());
    await auditor(session)({ action: 'backup', entity: 'backup' });
    const size = formatBytes(r.size ?? 0);
    if (r.status === 'busy') return { ok: false, at: Date.now(), toast: { title: m.ranFailed, description: m.ranBusy, variant: 'error' } };
    if (r.status !== 'ok') return { ok: false, at: Date.now(), toast: { title: m.ranFailed, variant: 'error' } };
    if (r.bucket === 'failed')
      return { ok: false, at: Date.now(), toast: { title: m.ranFailed, description: fmt(m.ranBucketFailed, { size }), variant: 'error' } };
    return { ok: true, at: Date.now(), toast: { title, description: fmt(m.ranOk, { size }) } };
  }
  const parsed = backupScheduleSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error, {
      root: 'form',
      message: (i) => m.errors[i.message as keyof typeof m.errors] ?? m.errors.invalid,
    });
    return { ok: false, at: Date.now(), errors, toast: { title: m.errors.invalid, variant: 'error' } };
  }
  const before = (await getBackupSchedule()).bucket;
  const next = parsed.data.bucketEnabled ? parsed.data : null;
  const moved = !!before && !!next && !sameBucket(before, next);
  if (moved && !parsed.data.secret) {
    const errors = { secret: m.errors.secretAgain };
    return { ok: false, at: Date.now(), errors, toast: { title: m.errors.invalid, description: m.errors.secretAgain, variant: 'error' } };
  }
  if (moved) {
    const proof = await proveIdentity(session, { password: form.get('currentPassword'), code: form.get('currentCode') }, ip);
    if (proof !== 'ok') {
      const a = catalog.tr.adminUsers.account;
      const text = proof === 'missing' ? a.reauthMissing : proof === 'locked' ? a.reauthLocked : a.reauthWrong;
      return {
        ok: false,
        at: Date.now(),
        errors: { reauth: text },
        toast: { title: catalog.tr.adminOps.errorTitle, description: text, variant: 'error' },
      };
    }
  }
  await saveBackupSchedule(parsed.data);
  // What changed is named; the secret never is. A new place for the archives names both places.
  const placeChanged = moved || !before !== !next;
  await recordAfter(actorOf(session, ip), {
    action: 'update',
    entity: 'backup',
    ...(placeChanged
      ? {
          entityId: 'bucket',
          summary: fmt(catalog.tr.adminAudit.details.bucketChanged, { from: bucketLabel(before), to: bucketLabel(next) }),
        }
      : {}),
  });
  return { ok: true, at: Date.now(), toast: { title, description: m.saved } };
}
