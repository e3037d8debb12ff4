import { Tabs } from 'radix-ui';
import type { Route } from './+types/settings-mail';
import { adminSession, runAdminAction } from '~/domain/auth/index.server';
import { mailAction, mailSettingsView, mailHealth } from '~/domain/mail/index.server';
import { cn } from '~/components/ui/cn';
import { SETTINGS_PANEL, SettingsFrame } from '~/components/admin/settings/SettingsFrame';
import { MailSettings } from '~/components/admin/settings/MailSettings';
import { MailSubNav } from '~/components/admin/mail/MailSubNav';
import { MailHealthNotice } from '~/components/admin/mail/MailHealthNotice';

/**
 * Admin → Ayarlar → E-posta (/admin/ayarlar/eposta, owners only: access.ts): the
 * sending server, sender, Reply-To, notification address and the test send (ADR 020).
 * The loader never returns the password, only whether one is saved.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await adminSession({ request, context });
  // Whether mail is leaving (the set-up alone says only how it would leave).
  const [view, health] = await Promise.all([mailSettingsView(session), mailHealth()]);
  return { ...view, health };
}

export async function action(args: Route.ActionArgs) {
  return runAdminAction({ ...args, ...mailAction });
}

export default function SettingsMailPage({ loaderData }: Route.ComponentProps) {
  return (
    <SettingsFrame tab="mail">
      <Tabs.Content value="general" forceMount className={SETTINGS_PANEL} />
      <Tabs.Content value="contact" forceMount className={SETTINGS_PANEL} />
      <Tabs.Content value="seo" forceMount className={SETTINGS_PANEL} />
      <Tabs.Content value="brand" forceMount className={SETTINGS_PANEL} />
      <Tabs.Content value="mail" forceMount className={cn(SETTINGS_PANEL, 'max-w-3xl')}>
        <MailSubNav />
        <MailHealthNotice health={loaderData.health} owner here="settings" />
        <MailSettings view={loaderData} problem={loaderData.health.problem !== null} />
      </Tabs.Content>
      <Tabs.Content value="system" forceMount className={SETTINGS_PANEL} />
      <Tabs.Content value="users" forceMount className={SETTINGS_PANEL} />
    </SettingsFrame>
  );
}
