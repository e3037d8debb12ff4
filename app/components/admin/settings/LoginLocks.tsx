import { useFetcher } from 'react-router';
import LockOpen from 'lucide-react/icons/lock-open';
import { useAdminT } from '~/i18n/admin-context';
import { formatDateTime } from '~/lib/format-date';
import { Button } from '~/components/ui/button';
import { useResultToast, type ActionResult } from '~/components/admin/AdminKit';

export interface LoginLockRow {
  key: string;
  lockedAt: Date;
  lockedUntil: Date;
}

/** The running login locks, each with its own "Kilidi kaldır" form (intent `unlock`). */
export function LoginLocks({ locks }: { locks: readonly LoginLockRow[] }) {
  const t = useAdminT();
  const m = t.adminLocks;
  return (
    <div className="space-y-3">
      {locks.length === 0 ? (
        <p className="text-sm text-slate-600">{m.empty}</p>
      ) : (
        <ul aria-label={m.caption} className="divide-y divide-slate-100 rounded-lg border border-slate-200" data-testid="login-locks">
          {locks.map((lock) => (
            <LockRow key={lock.key} lock={lock} />
          ))}
        </ul>
      )}
      <details className="text-sm text-slate-700">
        <summary className="cursor-pointer font-medium text-slate-800">{m.technical}</summary>
        <p className="mt-2">{m.technicalText}</p>
        <code className="mt-2 block rounded-lg bg-ink-950 px-4 py-3 font-mono text-sm break-all text-slate-100">
          npm run admin:unlock [-- 203.0.113.7]
        </code>
      </details>
    </div>
  );
}

function LockRow({ lock }: { lock: LoginLockRow }) {
  const t = useAdminT();
  const m = t.adminLocks;
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <dl className="grid min-w-0 grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-slate-600">{m.address}</dt>
        <dd className="font-mono font-medium [overflow-wrap:anywhere] text-slate-900">{lock.key}</dd>
        <dt className="text-slate-600">{m.since}</dt>
        <dd className="text-slate-800">{formatDateTime(new Date(lock.lockedAt))}</dd>
        <dt className="text-slate-600">{m.until}</dt>
        <dd className="text-slate-800">{formatDateTime(new Date(lock.lockedUntil))}</dd>
      </dl>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="unlock" />
        <input type="hidden" name="key" value={lock.key} />
        <Button type="submit" variant="outline" size="sm" disabled={fetcher.state !== 'idle'}>
          <LockOpen className="size-4" aria-hidden="true" />
          {m.lift}
          <span className="sr-only"> ({lock.key})</span>
        </Button>
      </fetcher.Form>
    </li>
  );
}
