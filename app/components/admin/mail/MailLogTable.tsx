import { Link, useFetcher } from 'react-router';
import RotateCw from 'lucide-react/icons/rotate-cw';
import { MAIL_LOG_FILTERS, type MailLogFilter, type MailLogRow, type MailLogStatus } from '~/domain/mail/index';
import { useAdminT } from '~/i18n/admin-context';
import { useLang } from '~/i18n/context';
import { fmt, plural } from '~/i18n/define';
import { Badge, type BadgeTone } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { useResultToast, type ActionResult } from '~/components/admin/AdminKit';
import { AdminListTable, type ListColumn } from '~/components/admin/list/AdminListTable';

const TONES: Record<MailLogStatus, BadgeTone> = { sent: 'green', waiting: 'amber', failed: 'red', skipped: 'slate' };

/** The log's status filter: links (`?durum=`), so a filtered page can be shared and works without JavaScript. */
export function MailLogFilters({ filter }: { filter: MailLogFilter }) {
  const t = useAdminT().adminMailLog.filter;
  return (
    <nav aria-label={t.label} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {MAIL_LOG_FILTERS.map((f) => (
          <li key={f}>
            <Link
              to={f === 'all' ? '?' : `?durum=${f}`}
              aria-current={f === filter ? 'page' : undefined}
              className={cn(
                'block rounded-full border px-3 py-1 text-sm font-medium',
                f === filter
                  ? 'border-accent-700 bg-accent-700 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400',
              )}
            >
              {t[f]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function RetryButton({ row }: { row: MailLogRow }) {
  const t = useAdminT().adminMailLog;
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" className="pt-1">
      <input type="hidden" name="intent" value="retry" />
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="source" value={row.source} />
      <Button type="submit" variant="outline" size="sm" disabled={busy} aria-label={fmt(t.retryLabel, { to: row.to })}>
        <RotateCw className="size-4" aria-hidden="true" />
        {busy ? t.retryBusy : t.retry}
      </Button>
    </fetcher.Form>
  );
}

export function MailLogTable({ rows, filter, pagination }: { rows: MailLogRow[]; filter: MailLogFilter; pagination: React.ReactNode }) {
  const all = useAdminT();
  const t = all.adminMailLog;
  const lang = useLang();
  const columns: ListColumn<MailLogRow>[] = [
    {
      header: t.columns.time,
      tdClassName: 'whitespace-nowrap',
      cell: (r) => (
        <span className="block">
          <time dateTime={r.iso} className="font-medium text-slate-900 tabular-nums max-sm:text-sm">
            {r.at}
          </time>
          {r.sentAt && r.sentAt !== r.at ? <span className="block text-xs text-slate-600">{fmt(t.sentAt, { time: r.sentAt })}</span> : null}
        </span>
      ),
    },
    {
      header: t.columns.to,
      tdClassName: 'max-w-[16rem] [overflow-wrap:anywhere]',
      cell: (r) => <span data-testid="mail-log-to">{r.to}</span>,
    },
    {
      header: t.columns.kind,
      tdClassName: 'max-w-xs',
      cell: (r) => (
        <span className="block">
          <span className="block">{t.kinds[r.kind]}</span>
          <span className="block text-xs text-slate-600 [overflow-wrap:anywhere]">{r.subject}</span>
        </span>
      ),
    },
    {
      header: t.columns.status,
      tdClassName: 'max-w-sm',
      cell: (r) => (
        <div className="space-y-1">
          <Badge tone={TONES[r.status]}>{t.status[r.status]}</Badge>
          {r.reason ? <p className="text-sm text-slate-800">{t.reasons[r.reason]}</p> : null}
          {r.retrying ? <p className="text-xs text-slate-600">{t.retrying}</p> : null}
          {r.status === 'skipped' ? <p className="text-xs text-slate-600">{t.skipped}</p> : null}
          {r.attempts > 0 && r.status !== 'sent' ? <p className="text-xs text-slate-600">{plural(lang, r.attempts, t.attempts)}</p> : null}
          {r.detail ? (
            <details className="text-xs">
              <summary className="cursor-pointer font-medium text-slate-700">{all.adminMail.technical}</summary>
              <p className="mt-1 font-mono [overflow-wrap:anywhere]">
                {t.answer}: {r.detail}
              </p>
            </details>
          ) : null}
          {/* In the status cell: most rows have no action, and a phone's card would keep an empty action bar. */}
          {r.canRetry ? <RetryButton row={r} /> : null}
        </div>
      ),
    },
  ];
  return (
    <AdminListTable
      caption={t.caption}
      columns={columns}
      rows={rows}
      rowKey={(r) => `${r.source}:${r.id}`}
      rowProps={(r) => ({ 'data-testid': 'mail-log-row', 'data-status': r.status, 'data-kind': r.kind })}
      empty={filter === 'all' ? t.empty : t.emptyFiltered}
      pagination={pagination}
    />
  );
}
