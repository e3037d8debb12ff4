import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { isActiveStatus } from '~/domain/campaigns/index';
import { Badge } from '~/components/ui/badge';
import { cn } from '~/components/ui/cn';
import { EmptyState, TableFrame, td, th } from '~/components/admin/AdminKit';
import { languagesLabel, percentOf, STATUS_TONES, type CampaignRow } from './campaign-row';

/** The campaigns sent so far, newest first, with the failed addresses under the table. */
export function CampaignHistory({ campaigns }: { campaigns: CampaignRow[] }) {
  const all = useAdminT();
  const t = all.adminCampaigns;
  if (campaigns.length === 0) return <EmptyState>{t.history.empty}</EmptyState>;
  const withFailures = campaigns.filter((c) => c.failures.length > 0);
  return (
    <>
      <TableFrame>
        <table className="min-w-full divide-y divide-slate-200" data-testid="campaign-history">
          <caption className="sr-only">{t.history.title}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={th}>
                {t.history.subject}
              </th>
              <th scope="col" className={th}>
                {t.history.languages}
              </th>
              <th scope="col" className={th}>
                {t.history.sentAt}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t.history.recipients}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t.history.sent}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t.history.failed}
              </th>
              <th scope="col" className={th}>
                {t.history.status}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 bg-white">
            {campaigns.map((c) => (
              <tr key={c.id} data-testid="campaign-row">
                <td className={`${td} max-w-xs font-medium break-words text-slate-900`}>{c.subject}</td>
                <td className={`${td} whitespace-nowrap`}>{languagesLabel(c.languages)}</td>
                <td className={`${td} whitespace-nowrap`}>
                  <time dateTime={c.createdIso}>{c.created}</time>
                </td>
                <td className={`${td} text-right tabular-nums`}>{c.recipients}</td>
                <td className={`${td} text-right tabular-nums`}>{c.sent}</td>
                <td className={cn(td, 'text-right tabular-nums', c.failed > 0 && 'font-semibold text-red-700')}>{c.failed}</td>
                <td className={`${td} whitespace-nowrap`}>
                  <Badge tone={STATUS_TONES[c.status]}>{t.status[c.status]}</Badge>
                  {isActiveStatus(c.status) ? (
                    <span className="ml-2 text-xs text-slate-600 tabular-nums">{fmt(t.progress.percent, { n: percentOf(c) })}</span>
                  ) : null}
                  {/* Why it does not move: never a bare percentage. */}
                  {isActiveStatus(c.status) && c.wait ? (
                    <span className="mt-1 block max-w-56 text-xs whitespace-normal text-red-800" data-testid="campaign-history-wait">
                      {all.adminMailLog.reasons[c.wait.reason]}
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
      {withFailures.length > 0 ? (
        <div className="mt-4 space-y-2">
          {withFailures.map((c) => (
            <details key={c.id} className="rounded-xl border border-red-200 bg-red-50/60 p-3 text-sm" data-testid="campaign-failures">
              <summary className="cursor-pointer font-medium text-red-900">
                {c.subject}: {fmt(t.history.failures, { n: c.failed })}
              </summary>
              <ul className="mt-2 space-y-1 text-slate-800">
                {c.failures.map((f) => (
                  <li key={f.email} className="break-all">
                    <span className="font-medium">{f.email}</span>
                    {f.error ? <span className="text-slate-600"> — {f.error}</span> : null}
                  </li>
                ))}
                {c.failed > c.failures.length ? (
                  <li className="text-slate-600">{fmt(t.history.failuresMore, { n: c.failed - c.failures.length })}</li>
                ) : null}
              </ul>
            </details>
          ))}
        </div>
      ) : null}
    </>
  );
}
