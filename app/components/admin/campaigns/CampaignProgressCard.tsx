import { useFetcher } from 'react-router';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { isActiveStatus } from '~/domain/campaigns/index';
import { Badge } from '~/components/ui/badge';
import { Card } from '~/components/ui/card';
import { cn } from '~/components/ui/cn';
import { ConfirmButton, useResultToast } from '~/components/admin/AdminKit';
import { languagesLabel, percentOf, STATUS_TONES, type CampaignResult, type CampaignRow } from './campaign-row';

/** A running or recently finished campaign: status, progress bar, counts and "Stop". */
export function CampaignProgressCard({ c }: { c: CampaignRow }) {
  const all = useAdminT();
  const t = all.adminCampaigns;
  const fetcher = useFetcher<CampaignResult>();
  useResultToast(fetcher.data);
  const percent = percentOf(c);
  const running = isActiveStatus(c.status);
  return (
    <Card className="p-4 sm:p-5" data-testid="campaign-progress" aria-busy={running}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 className="truncate font-semibold text-slate-900">{c.subject}</h4>
          <p className="mt-0.5 text-xs text-slate-600">
            {languagesLabel(c.languages)} · {fmt(t.form.recipients, { n: c.recipients })}
            {c.started ? ` · ${fmt(t.progress.startedAt, { date: c.started })}` : ''}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Badge tone={STATUS_TONES[c.status]}>{t.status[c.status]}</Badge>
          {running ? (
            <ConfirmButton
              title={t.progress.stop}
              message={t.progress.stopConfirm}
              confirmLabel={t.progress.stop}
              variant="outline"
              disabled={fetcher.state !== 'idle'}
              onConfirm={() => fetcher.submit({ intent: 'cancel', id: c.id }, { method: 'post' })}
            >
              {t.progress.stop}
            </ConfirmButton>
          ) : null}
        </div>
      </div>
      <div className="mt-4 flex items-center gap-3">
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={fmt(t.progress.label, { subject: c.subject })}
          className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className={cn(
              'h-full rounded-full transition-[width] duration-700',
              c.status === 'completed' ? 'bg-emerald-600' : 'bg-accent-600',
            )}
            style={{ width: `${percent}%` }}
          />
        </div>
        <span className="w-12 text-right text-sm font-semibold text-slate-900 tabular-nums" data-testid="campaign-percent">
          {fmt(t.progress.percent, { n: percent })}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm sm:max-w-md">
        <div>
          <dt className="text-slate-600">{t.progress.sent}</dt>
          <dd className="font-semibold text-emerald-800 tabular-nums" data-testid="campaign-sent">
            {c.sent}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t.progress.failed}</dt>
          <dd className={cn('font-semibold tabular-nums', c.failed > 0 ? 'text-red-700' : 'text-slate-900')} data-testid="campaign-failed">
            {c.failed}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t.progress.remaining}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums" data-testid="campaign-remaining">
            {c.remaining}
          </dd>
        </div>
      </dl>
      {running && c.wait ? (
        <div
          className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-950"
          data-testid="campaign-wait"
          data-reason={c.wait.reason}
        >
          <p className="font-semibold">{all.adminMailLog.reasons[c.wait.reason]}</p>
          <p>{all.adminMailLog.campaign.resumes}</p>
          {c.wait.detail ? (
            <details className="mt-1">
              <summary className="cursor-pointer font-medium">{all.adminMail.technical}</summary>
              <p className="mt-1 font-mono text-xs [overflow-wrap:anywhere]">
                {all.adminMailLog.answer}: {c.wait.detail}
              </p>
            </details>
          ) : null}
        </div>
      ) : null}
      {c.skipped > 0 ? (
        <p className="mt-2 text-xs text-slate-600">
          {t.progress.skipped}: {c.skipped}
        </p>
      ) : null}
    </Card>
  );
}
