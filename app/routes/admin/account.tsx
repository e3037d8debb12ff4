import type { Route } from './+types/account';
import {
  adminSession,
  getAccount,
  unusedRecoveryCodes,
  pendingTotpSecret,
  totpQrDataUri,
  listSessions,
  listPasskeys,
  accountAction,
  runAdminAction,
  otpauthUri,
} from '~/domain/auth/index.server';
import { settingsFor } from '~/domain/settings/index.server';
import { AccountScreen } from '~/components/admin/users/AccountScreen';

/**
 * Admin → Hesabım (/admin/hesabim, every role): the person's password, two-factor (TOTP and
 * recovery codes) and open sessions. With the shared password: the sessions only.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await adminSession({ request, context });
  const sessions = await listSessions(session);
  const account = session.accountId ? await getAccount(session.accountId) : undefined;
  let setup: { secret: string; uri: string; qr: string } | null = null;
  if (account && !account.totp) {
    // The key is made here and kept (sealed) on this session until a code from the app proves it was added.
    const secret = await pendingTotpSecret(session.id);
    const uri = otpauthUri(secret, account.email, (await settingsFor(context)).site_title);
    setup = { secret, uri, qr: totpQrDataUri(uri) };
  }
  return {
    person: { name: session.name, email: session.email, role: session.role, mustSetUpTwoFactor: session.mustSetUpTwoFactor },
    twoFactor: account?.twoFactor ?? false,
    totp: account?.totp ?? false,
    passkeys: account ? await listPasskeys(account.id) : [],
    recoveryLeft: account?.twoFactor ? await unusedRecoveryCodes(account.id) : 0,
    setup,
    sessions,
  };
}

export async function action(args: Route.ActionArgs) {
  return runAdminAction({ ...args, ...accountAction });
}

export const shouldRevalidate = () => true;

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  return <AccountScreen {...loaderData} />;
}
