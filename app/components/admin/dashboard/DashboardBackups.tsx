import { Link } from 'react-router';
import DatabaseBackup from 'lucide-react/icons/database-backup';
import type { BackupStatus } from '~/site/backup/index';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { formatDateTime } from '~/lib/format-date';
import { formatBytes } from '~/lib/format-bytes';
import { cn } from '~/components/ui/cn';

/** The dashboard's backup line: the last successful backup (time, size), the next run, and a failure when there is one. */
export function DashboardBackups({ status }: { status: BackupStatus }) {
  const m = useAdminT().adminBackups.dashboard;
  const failed = status.lastRun?.status === 'failed';
  const bucketFailed = status.lastRun?.bucket === 'failed';
  const warn = failed || bucketFailed || status.stale;
  return (
    <section
      aria-labelledby="dashboard-backups"
      data-testid="dashboard-backups"
      className={cn(
        'mb-6 flex flex-col gap-2 rounded-xl border p-4 text-sm sm:flex-row sm:items-center sm:justify-between',
        warn ? 'border-red-200 bg-red-50 text-red-900' : 'border-slate-200 bg-white text-slate-800',
      )}
    >
      <div className="flex min-w-0 gap-2.5">
        <DatabaseBackup className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <div className="min-w-0">
          <h2 id="dashboard-backups" className="font-semibold">
            {m.title}
          </h2>
          <p>
            {status.lastOk
              ? fmt(m.lastOk, { time: formatDateTime(new Date(status.lastOk.at)), size: formatBytes(status.lastOk.size) })
              : m.never}{' '}
            {status.nextRun ? fmt(m.next, { time: formatDateTime(new Date(status.nextRun)) }) : m.off}
          </p>
          {failed ? <p className="font-medium">{m.failed}</p> : null}
          {bucketFailed ? <p className="font-medium">{m.bucketFailed}</p> : null}
        </div>
      </div>
      <Link to="/admin/ayarlar/sistem" className="shrink-0 font-medium underline underline-offset-2">
        {m.settings}
      </Link>
    </section>
  );
}
