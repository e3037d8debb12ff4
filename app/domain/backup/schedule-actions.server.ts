import { auditor } from '~/domain/audit/audit.server';
import type { AdminSession } from '~/domain/auth/sessions.server';
import { catalog } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';
import type { ActionResult } from '~/lib/action-result';
import { formatBytes } from '~/lib/format-bytes';
import { backupScheduleSchema } from './schedule-schema';
import { saveBackupSchedule } from './schedule-config.server';
import { runBackup } from './schedule.server';
import { fieldErrors } from '~/lib/zod-errors';

/**
 * The system tab's automatic backup intents: `backup-schedule` (save the form, checked
 * with the client's schema; the secret is only ever written, sealed) and `backup-run`
 * ("Şimdi yedekle": one run now, refused while another is under way).
 */
export async function runBackupScheduleIntent(form: FormData, session: Pick<AdminSession, 'id'>): Promise<ActionResult> {
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
  await saveBackupSchedule(parsed.data);
  // What changed is named; the secret never is.
  await auditor(session)({ action: 'update', entity: 'backup' });
  return { ok: true, at: Date.now(), toast: { title, description: m.saved } };
}
