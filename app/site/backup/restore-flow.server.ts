import fs from 'node:fs';
import { logger } from '~/server/logger.server';
import { catalog } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';
import type { ActionResult } from '~/lib/action-result';
import { type AdminSession, baseUrlOf, proveIdentity } from '~/domain/auth/index.server';
import { actorOf } from '~/domain/audit/index.server';
import { refuseConflict } from './restored-accounts.server';
import { BackupError } from './errors';
import { applyRestore, planRestore, type RestoreSummary } from './plan.server';
import { restoreMedia, unpackBackup, type StagedRestore as UnpackedBackup } from './archive.server';
import { dropStage, getStage, newStageFile, saveStage, unpackedFiles, type StagedRestore } from './staging.server';
import { backupErrorText, saveUpload } from './upload.server';
import { MAX_RESTORE_BYTES, MAX_RESTORE_MB } from './paths';
import { singleton } from '~/server/singleton.server';

/**
 * The admin's restore, in two steps (ADR 018), for the route
 * app/routes/admin/settings-restore.tsx (owners only: the access table has no rule for it):
 *  1. upload: the file is streamed to DATA_DIR/tmp; an archive (ADR 019) is unpacked and its
 *     checksums checked (archive.server.ts), a plain JSON backup taken as it is; its rows are
 *     checked and compared with the site (planRestore: nothing written) and kept for this
 *     session (staging.server.ts);
 *  2. "Geri yükle": applyRestore with the people the owner ticked (and, when the file brings
 *     another mail server, the owner's current password or code), then the archive's images put
 *     back into the media store; "Vazgeç": the files are deleted.
 * One upload or restore at a time per instance.
 */
const restoring = singleton('restore in progress', () => ({ running: false }));

export type RestoreOutcome =
  | { kind: 'staged'; staged: StagedRestore }
  | { kind: 'refused'; result: ActionResult; status: number }
  | { kind: 'done'; result: ActionResult & { done: Pick<RestoreSummary, 'plan' | 'addedAccounts' | 'invitations' | 'stoppedCampaigns'> } };

function refused(description: string, status = 200): RestoreOutcome {
  const m = catalog.tr.adminSettings.toasts;
  return {
    kind: 'refused',
    status,
    result: { ok: false, at: Date.now(), toast: { title: m.restoreErrorTitle, description, variant: 'error' } },
  };
}

function refusal(err: unknown, what: string): RestoreOutcome {
  if (err instanceof BackupError) {
    logger().warn({ code: err.code, detail: err.detail }, `backup ${what} refused`);
    return refused(backupErrorText(err));
  }
  logger().error({ err }, `backup ${what} failed`);
  return refused(fmt(catalog.tr.adminSettings.toasts.restoreFailed, { detail: '' }));
}

/** Step 1: the upload, checked and planned, kept for this session's decision. */
export async function stageRestoreUpload(request: Request, session: AdminSession): Promise<RestoreOutcome> {
  const m = catalog.tr.adminSettings;
  if (Number(request.headers.get('content-length') ?? 0) > MAX_RESTORE_BYTES + 64 * 1024) {
    return refused(fmt(m.toasts.restoreTooLarge, { mb: MAX_RESTORE_MB }), 413);
  }
  if (restoring().running) return refused(m.toasts.restoreBusy);
  restoring().running = true;
  const { id, file } = newStageFile();
  let kept = false;
  let unpacked: UnpackedBackup | undefined;
  try {
    const saved = await saveUpload(request, file);
    if (saved.kind === 'too_large') return refused(fmt(m.toasts.restoreTooLarge, { mb: MAX_RESTORE_MB }), 413);
    if (saved.kind !== 'file') return refused(m.system.restoreNoFile);
    unpacked = await unpackBackup(file);
    const plan = await planRestore(unpacked.rowsFile);
    // A row re-pointing one person here to another refuses the file at once.
    refuseConflict(plan.accounts);
    const staged = await saveStage({
      id,
      file,
      sessionId: session.id,
      plan,
      unpacked: unpackedFiles(unpacked),
    });
    kept = true;
    return { kind: 'staged', staged };
  } catch (err) {
    return refusal(err, 'upload');
  } finally {
    restoring().running = false;
    if (!kept) {
      fs.rm(file, { force: true }, () => {});
      void unpacked?.cleanup();
    }
  }
}

/** This session's staged restore (the preview: its plan, not its files), if still valid. */
export function stagedRestore(session: AdminSession): Promise<StagedRestore | undefined> {
  return getStage(session.id, { files: false });
}

/** "Vazgeç": the staged file is deleted. */
export function cancelRestore(session: AdminSession): Promise<void> {
  return dropStage(session.id);
}

/**
 * A restore that points the site's mail at another server needs the same proof of identity as
 * that change in Ayarlar → E-posta (a session alone must not redirect the site's mail).
 */
async function mailChangeProof(staged: StagedRestore, session: AdminSession, proof: RestoreProof): Promise<string | true> {
  if (!staged.plan.mail?.serverChanged) return true;
  const answer = await proveIdentity(session, { password: proof.password, code: proof.code }, proof.ip);
  if (answer === 'ok') return true;
  const a = catalog.tr.adminUsers.account;
  return answer === 'missing' ? catalog.tr.adminRestore.reauthNeeded : answer === 'locked' ? a.reauthLocked : a.reauthWrong;
}

export interface RestoreProof {
  password: unknown;
  code: unknown;
  ip: string;
}

/** Step 2: "Geri yükle" on the preview `stageId` (a stale preview is refused), adding the ticked people. */
export async function confirmRestore(
  request: Request,
  session: AdminSession,
  stageId: string,
  addAccounts: string[],
  proof: RestoreProof = { password: undefined, code: undefined, ip: '' },
): Promise<RestoreOutcome> {
  const staged = await getStage(session.id);
  if (!staged || staged.id !== stageId) return refused(catalog.tr.adminRestore.expired);
  if (restoring().running) return refused(catalog.tr.adminSettings.toasts.restoreBusy);
  const proven = await mailChangeProof(staged, session, proof);
  if (proven !== true) return refused(proven);
  restoring().running = true;
  try {
    const started = Date.now();
    const { plan, addedAccounts, invitations, stoppedCampaigns } = await applyRestore(staged.unpacked?.rowsFile ?? staged.file, {
      addAccounts,
      actor: actorOf(session),
      baseUrl: baseUrlOf(request),
      mailServerChangeAllowed: !!staged.plan.mail?.serverChanged,
    });
    // The archive's images, once the rows are in (an image already there is written again).
    const images = staged.unpacked ? await restoreMedia(staged.unpacked) : 0;
    logger().info({ tables: plan.tables, added: addedAccounts, images, ms: Date.now() - started }, 'backup restored');
    await dropStage(session.id);
    const t = catalog.tr;
    const description =
      t.adminRestore.doneTitle +
      '.' +
      (stoppedCampaigns ? ' ' + fmt(t.adminSettings.toasts.restoredCampaignsStopped, { n: stoppedCampaigns }) : '') +
      (addedAccounts ? ' ' + fmt(t.adminRestore.doneAdded, { n: addedAccounts }) : '');
    return {
      kind: 'done',
      result: {
        ok: true,
        at: Date.now(),
        toast: { title: t.adminOps.successTitle, description },
        done: { plan, addedAccounts, invitations, stoppedCampaigns },
      },
    };
  } catch (err) {
    // The account conflict cannot be fixed by other ticks: the file goes.
    if (err instanceof BackupError && err.code === 'account_conflict') await dropStage(session.id);
    return refusal(err, 'restore');
  } finally {
    restoring().running = false;
  }
}
