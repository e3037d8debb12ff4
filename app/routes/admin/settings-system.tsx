import { Tabs } from 'radix-ui';
import type { Route } from './+types/settings-system';
import { adminSession, runAdminAction, listActiveLocks, unlockIntent, getAccount } from '~/domain/auth/index.server';
import { settingsAction, settingsFor, siteAddressIntent, siteAddressState } from '~/domain/settings/index.server';
import { MAX_RESTORE_MB } from '~/site/backup/index';
import { cn } from '~/components/ui/cn';
import { SETTINGS_PANEL, SettingsFrame } from '~/components/admin/settings/SettingsFrame';
import { SystemTools } from '~/components/admin/settings/SystemTools';
import Globe from 'lucide-react/icons/globe';
import { SiteAddressForm } from '~/components/admin/settings/SiteAddressForm';
import { SettingsSection } from '~/components/admin/settings/SettingsSection';
import { useAdminT } from '~/i18n/admin-context';
import { backupScheduleView, backupStatus, backupIntents } from '~/site/backup/index.server';
import { requestOrigin } from '~/server/http/origin.server';

/**
 * Admin → Ayarlar → Sistem (/admin/ayarlar/sistem): maintenance mode, backup
 * download, restore (posted to app/routes/resources/admin-restore.ts), cache
 * clearing and login locks, under the settings page's header and tab bar.
 */

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await adminSession({ request, context });
  const [settings, locks, view, status, account] = await Promise.all([
    settingsFor(context),
    listActiveLocks(),
    backupScheduleView(),
    backupStatus(),
    session.accountId ? getAccount(session.accountId) : undefined,
  ]);
  const siteAddress = { ...siteAddressState(), suggested: requestOrigin(request) };
  return {
    maintenance: settings.maintenance_mode,
    analytics: settings.analytics_enabled,
    maxRestoreMb: MAX_RESTORE_MB,
    locks,
    siteAddress,
    backups: { view, status, reauthCode: !!account?.twoFactor },
  };
}

export async function action(args: Route.ActionArgs) {
  const settings = settingsAction(['maintenance', 'analytics', 'clear-cache']);
  const intents = { ...settings.intents, ...backupIntents, unlock: unlockIntent, 'site-address': siteAddressIntent };
  return runAdminAction({ ...args, ...settings, intents });
}

export default function SettingsSystemPage({ loaderData }: Route.ComponentProps) {
  const t = useAdminT().adminSite.address;
  return (
    <SettingsFrame tab="system">
      {/* The other tabs live on the settings page; empty panels keep their tabs' aria-controls valid. */}
      <Tabs.Content value="general" forceMount className={SETTINGS_PANEL} />
      <Tabs.Content value="contact" forceMount className={SETTINGS_PANEL} />
      <Tabs.Content value="seo" forceMount className={SETTINGS_PANEL} />
      <Tabs.Content value="system" forceMount className={cn(SETTINGS_PANEL, 'max-w-3xl')}>
        <div id="site-address" className="scroll-mt-20">
          <SettingsSection
            title={t.title}
            description={t.description}
            icon={<Globe className="size-4 text-slate-600" aria-hidden="true" />}
          >
            <SiteAddressForm view={loaderData.siteAddress} />
          </SettingsSection>
        </div>
        <SystemTools
          maintenance={loaderData.maintenance}
          analytics={loaderData.analytics}
          maxRestoreMb={loaderData.maxRestoreMb}
          locks={loaderData.locks}
          backups={loaderData.backups}
        />
      </Tabs.Content>
      <Tabs.Content value="brand" forceMount className={SETTINGS_PANEL} />
      <Tabs.Content value="mail" forceMount className={SETTINGS_PANEL} />
      <Tabs.Content value="users" forceMount className={SETTINGS_PANEL} />
    </SettingsFrame>
  );
}
