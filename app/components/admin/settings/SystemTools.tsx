import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import ChartColumn from 'lucide-react/icons/chart-column';
import DatabaseBackup from 'lucide-react/icons/database-backup';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Terminal from 'lucide-react/icons/terminal';
import Upload from 'lucide-react/icons/upload';
import LockKeyhole from 'lucide-react/icons/lock-keyhole';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import type { BackupScheduleView, BackupStatus } from '~/site/backup/index';
import { BackupScheduleSettings } from './BackupScheduleSettings';
import { useAdminT } from '~/i18n/admin-context';
import { BackupDownloadButton } from './BackupDownloadButton';
import { ClearCacheButton } from './ClearCacheButton';
import { LoginLocks, type LoginLockRow } from './LoginLocks';
import { ToggleSettingForm } from './ToggleSettingForm';
import { RestoreBackupForm } from './RestoreBackupForm';
import { SettingsSection } from './SettingsSection';

/** The settings' system tab: maintenance mode, visitor statistics, backup download, restore, cache, login locks and the legacy import command. */
export function SystemTools({
  maintenance,
  analytics,
  maxRestoreMb,
  locks,
  backups,
}: {
  maintenance: boolean;
  analytics: boolean;
  maxRestoreMb: number;
  locks: readonly LoginLockRow[];
  backups: { view: BackupScheduleView; status: BackupStatus; reauthCode?: boolean };
}) {
  const all = useAdminT();
  const m = all.adminSettings;
  return (
    <>
      <SettingsSection title={m.system.maintenanceTitle} icon={<AlertTriangle className="size-4 text-amber-700" aria-hidden="true" />}>
        <ToggleSettingForm intent="maintenance" enabled={maintenance} />
      </SettingsSection>
      <SettingsSection title={all.adminAnalytics.setting.title} icon={<ChartColumn className="size-4 text-slate-600" aria-hidden="true" />}>
        <ToggleSettingForm intent="analytics" enabled={analytics} />
      </SettingsSection>
      <SettingsSection
        title={m.system.backupTitle}
        description={m.system.backupDescription}
        icon={<DatabaseBackup className="size-4 text-slate-600" aria-hidden="true" />}
      >
        <BackupDownloadButton />
      </SettingsSection>
      <SettingsSection
        title={all.adminBackups.title}
        description={all.adminBackups.description}
        icon={<CalendarClock className="size-4 text-slate-600" aria-hidden="true" />}
      >
        <BackupScheduleSettings view={backups.view} status={backups.status} reauthCode={backups.reauthCode} />
      </SettingsSection>
      <SettingsSection
        title={m.system.restoreTitle}
        description={m.system.restoreDescription}
        icon={<Upload className="size-4 text-slate-600" aria-hidden="true" />}
      >
        <RestoreBackupForm maxMb={maxRestoreMb} />
      </SettingsSection>
      <SettingsSection
        title={m.system.cacheTitle}
        description={m.system.cacheDescription}
        icon={<RefreshCw className="size-4 text-slate-600" aria-hidden="true" />}
      >
        <ClearCacheButton />
      </SettingsSection>
      <SettingsSection
        title={all.adminLocks.title}
        description={all.adminLocks.description}
        icon={<LockKeyhole className="size-4 text-slate-600" aria-hidden="true" />}
      >
        <LoginLocks locks={locks} />
      </SettingsSection>
      <SettingsSection
        title={m.system.importTitle}
        description={m.system.importDescription}
        icon={<Terminal className="size-4 text-slate-600" aria-hidden="true" />}
      >
        <details className="text-sm text-slate-700">
          <summary className="cursor-pointer font-medium text-slate-800">{m.system.importTechnical}</summary>
          <p className="mt-2">{m.system.importTechnicalText}</p>
          <code className="mt-2 block rounded-lg bg-ink-950 px-4 py-3 font-mono text-sm break-all text-slate-100">
            npm run import:legacy -- ./export
          </code>
        </details>
      </SettingsSection>
    </>
  );
}
