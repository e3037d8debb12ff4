import { data, redirect } from 'react-router';
import { Tabs } from 'radix-ui';
import type { Route } from './+types/settings-restore';
import { requireAdmin, requireAdminAction } from '~/domain/auth/guard.server';
import { cancelRestore, confirmRestore, stagedRestore, stageRestoreUpload } from '~/domain/backup/restore-flow.server';
import { RESTORE_PATH } from '~/domain/backup/paths';
import { hasSecondFactor } from '~/domain/auth/accounts.server';
import { formatTimestamp } from '~/lib/format-date';
import { catalog } from '~/i18n/catalog';
import { readFormData } from '~/server/http/body.server';
import { requestInfo } from '~/server/http/request-info.server';
import { cn } from '~/components/ui/cn';
import { SETTINGS_PANEL, SettingsFrame } from '~/components/admin/settings/SettingsFrame';
import { RestorePage } from '~/components/admin/settings/RestorePreview';

/**
 * Admin → Ayarlar → Sistem → Yedekten geri yükle (/admin/ayarlar/geri-yukle; owners only, no
 * rule in the access table): the upload (multipart, from the system tab's form) is checked and
 * previewed here; "Geri yükle" restores with the people ticked, "Vazgeç" deletes the file.
 * Plain forms: it works without JavaScript. ADR 018.
 */

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAdmin(request);
  const [staged, twoFactor] = await Promise.all([stagedRestore(session), session.accountId ? hasSecondFactor(session.accountId) : false]);
  return {
    staged: staged
      ? {
          id: staged.id,
          plan: staged.plan,
          createdAt: formatTimestamp(new Date(staged.plan.createdAt), 'tr'),
          expiresAt: formatTimestamp(new Date(staged.expiresAt), 'tr'),
          reauthCode: twoFactor,
        }
      : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdminAction(request);
  if (/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) {
    const outcome = await stageRestoreUpload(request, session);
    if (outcome.kind === 'staged') return redirect(RESTORE_PATH, 303);
    if (outcome.kind === 'refused') return data(outcome.result, { status: outcome.status });
    return outcome.result;
  }
  const form = await readFormData(request);
  if (form.get('intent') === 'cancel') {
    await cancelRestore(session);
    return {
      ok: true,
      cancelled: true,
      at: Date.now(),
      toast: { title: catalog.tr.adminOps.successTitle, description: catalog.tr.adminRestore.cancelled },
    };
  }
  const id = form.get('id');
  const accounts = form.getAll('account').filter((v): v is string => typeof v === 'string');
  const outcome = await confirmRestore(request, session, typeof id === 'string' ? id : '', accounts, {
    password: form.get('currentPassword'),
    code: form.get('currentCode'),
    ip: context.get(requestInfo).clientIp,
  });
  return outcome.kind === 'staged' ? null : outcome.result;
}

export default function SettingsRestoreRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SettingsFrame tab="system">
      {/* The other tabs live on the settings page; empty panels keep their tabs' aria-controls valid. */}
      <Tabs.Content value="general" forceMount className={SETTINGS_PANEL} />
      <Tabs.Content value="contact" forceMount className={SETTINGS_PANEL} />
      <Tabs.Content value="seo" forceMount className={SETTINGS_PANEL} />
      <Tabs.Content value="brand" forceMount className={SETTINGS_PANEL} />
      <Tabs.Content value="system" forceMount className={cn(SETTINGS_PANEL, 'max-w-3xl')}>
        <RestorePage staged={loaderData.staged} result={actionData ?? undefined} />
      </Tabs.Content>
      <Tabs.Content value="users" forceMount className={SETTINGS_PANEL} />
    </SettingsFrame>
  );
}
