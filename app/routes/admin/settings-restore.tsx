import { data, redirect } from 'react-router';
import { Tabs } from 'radix-ui';
import type { Route } from './+types/settings-restore';
import { adminSession, runAdminAction, hasSecondFactor } from '~/domain/auth/index.server';
import { cancelRestore, confirmRestore, stagedRestore, stageRestoreUpload } from '~/site/backup/index.server';
import { RESTORE_PATH } from '~/site/backup/index';
import { formatTimestamp } from '~/lib/format-date';
import { catalog } from '~/i18n/catalog';
import { cn } from '~/components/ui/cn';
import { SETTINGS_PANEL, SettingsFrame } from '~/components/admin/settings/SettingsFrame';
import { RestorePage, type RestoreActionData } from '~/components/admin/settings/RestorePreview';
import type { ActionResult } from '~/lib/action-result';

/**
 * Admin → Ayarlar → Sistem → Yedekten geri yükle (/admin/ayarlar/geri-yukle; owners only, no
 * rule in the access table): the upload (multipart, from the system tab's form) is checked and
 * previewed here; "Geri yükle" restores with the people ticked, "Vazgeç" deletes the file.
 * Plain forms: it works without JavaScript. ADR 018.
 */

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await adminSession({ request, context });
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

export async function action(args: Route.ActionArgs) {
  // The upload is multipart (read by the restore itself); the preview's buttons post a form.
  const upload = /^multipart\/form-data/i.test(args.request.headers.get('content-type') ?? '');
  return runAdminAction<RestoreActionData | Response | ReturnType<typeof data<ActionResult>> | null>({
    ...args,
    body: upload ? 'none' : 'form',
    intent: upload ? 'upload' : 'confirm',
    unknown: () => null,
    intents: {
      upload: async ({ request, session }) => {
        const outcome = await stageRestoreUpload(request!, session);
        if (outcome.kind === 'staged') return redirect(RESTORE_PATH, 303);
        if (outcome.kind === 'refused') return data(outcome.result, { status: outcome.status });
        return outcome.result;
      },
      cancel: async ({ session, ok }) => {
        await cancelRestore(session);
        return ok(catalog.tr.adminRestore.cancelled, { cancelled: true });
      },
      confirm: async ({ request, session, id, form, ip }) => {
        const accounts = form.getAll('account').filter((v): v is string => typeof v === 'string');
        const outcome = await confirmRestore(request!, session, id, accounts, {
          password: form.get('currentPassword'),
          code: form.get('currentCode'),
          ip,
        });
        return outcome.kind === 'staged' ? null : outcome.result;
      },
    },
  });
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
