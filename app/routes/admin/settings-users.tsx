import { Tabs } from 'radix-ui';
import type { Route } from './+types/settings-users';
import { adminSession, listAccounts, requireTwoFactorForAll, usersAction, runAdminAction } from '~/domain/auth/index.server';
import { cn } from '~/components/ui/cn';
import { SETTINGS_PANEL, SettingsFrame } from '~/components/admin/settings/SettingsFrame';
import { UsersScreen } from '~/components/admin/users/UsersScreen';

/**
 * Admin → Ayarlar → Kullanıcılar (/admin/ayarlar/kullanicilar, owners only: access.ts):
 * the staff accounts, invitations, roles, disabling and deleting, and "two-factor for all".
 * On a fresh install, the form that creates the first owner from the shared password.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await adminSession({ request, context });
  const [accounts, requireTwoFactor] = await Promise.all([listAccounts(), requireTwoFactorForAll()]);
  return { accounts, selfId: session.accountId, requireTwoFactor };
}

export async function action(args: Route.ActionArgs) {
  return runAdminAction({ ...args, ...usersAction });
}

export default function SettingsUsersPage({ loaderData }: Route.ComponentProps) {
  return (
    <SettingsFrame tab="users">
      <Tabs.Content value="general" forceMount className={SETTINGS_PANEL} />
      <Tabs.Content value="contact" forceMount className={SETTINGS_PANEL} />
      <Tabs.Content value="seo" forceMount className={SETTINGS_PANEL} />
      <Tabs.Content value="brand" forceMount className={SETTINGS_PANEL} />
      <Tabs.Content value="mail" forceMount className={SETTINGS_PANEL} />
      <Tabs.Content value="system" forceMount className={SETTINGS_PANEL} />
      <Tabs.Content value="users" forceMount className={cn(SETTINGS_PANEL, 'max-w-3xl')}>
        <UsersScreen accounts={loaderData.accounts} selfId={loaderData.selfId} requireTwoFactor={loaderData.requireTwoFactor} />
      </Tabs.Content>
    </SettingsFrame>
  );
}
