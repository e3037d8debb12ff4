import { useState } from 'react';
import { useFetcher } from 'react-router';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { formatDateTime } from '~/lib/format-date';
import { formatBytes } from '~/lib/format-bytes';
import { backupScheduleSchema, type BackupScheduleView, type BackupStatus } from '~/site/backup/index';
import { Button } from '~/components/ui/button';
import { Field, Input } from '~/components/ui/field';
import { useResultToast, type ActionResult } from '~/components/admin/AdminKit';
import { SettingsToggle } from './SettingsToggle';
import { fieldErrors } from '~/lib/zod-errors';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { ReauthFields } from '~/components/admin/ReauthFields';

/** The system tab's automatic backups: status, "Şimdi yedekle", and the schedule / bucket form (intents `backup-run`, `backup-schedule`). */
export function BackupScheduleSettings({
  view,
  status,
  reauthCode = false,
}: {
  view: BackupScheduleView;
  status: BackupStatus;
  /** The person has a second factor: the identity check may take a current code. */
  reauthCode?: boolean;
}) {
  const t = useAdminT();
  const m = t.adminBackups;
  const save = useFetcher<ActionResult>();
  const run = useFetcher<ActionResult>();
  useResultToast(save.data);
  useResultToast(run.data);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const errors = { ...(save.data?.errors ?? {}), ...clientErrors };
  const [bucketOn, setBucketOn] = useState(view.bucketEnabled);
  const [endpoint, setEndpoint] = useState(view.endpoint);
  const [bucketName, setBucketName] = useState(view.bucket);
  const [accessKeyId, setAccessKeyId] = useState(view.accessKeyId);
  // The saved secret belongs to the saved bucket: another one needs it typed again and a proof of who is here.
  const norm = (e: string) => e.trim().replace(/\/+$/, '').toLowerCase();
  const bucketMoved =
    view.bucketEnabled &&
    bucketOn &&
    (norm(endpoint) !== norm(view.endpoint) || bucketName.trim() !== view.bucket || accessKeyId.trim() !== view.accessKeyId);

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    const parsed = backupScheduleSchema.safeParse(Object.fromEntries(new FormData(e.currentTarget)));
    if (parsed.success) return setClientErrors({});
    e.preventDefault();
    setClientErrors(
      fieldErrors(parsed.error, { root: 'form', message: (i) => m.errors[i.message as keyof typeof m.errors] ?? m.errors.invalid }),
    );
  };

  const field = (name: keyof typeof errors & string, label: string, props: React.InputHTMLAttributes<HTMLInputElement>, hint?: string) => (
    <Field label={label} error={errors[name]} hint={hint}>
      {(a) => <Input name={name} {...a} {...props} />}
    </Field>
  );

  return (
    <div className="space-y-5">
      <section aria-labelledby="backup-status" className="rounded-xl border border-slate-200 bg-white p-4" data-testid="backup-status">
        <h3 id="backup-status" className="text-sm font-semibold text-slate-900">
          {m.statusTitle}
        </h3>
        <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-slate-600">{m.lastOk}</dt>
          <dd className="text-slate-900">
            {status.lastOk
              ? fmt(m.lastOkValue, { time: formatDateTime(new Date(status.lastOk.at)), size: formatBytes(status.lastOk.size) })
              : m.never}
          </dd>
          <dt className="text-slate-600">{m.nextRun}</dt>
          <dd className="text-slate-900">{status.nextRun ? formatDateTime(new Date(status.nextRun)) : m.off}</dd>
        </dl>
        {status.lastRun?.status === 'failed' ? (
          <p className="mt-2 text-sm text-red-700" role="status">
            {fmt(m.lastFailed, { time: formatDateTime(new Date(status.lastRun.at)) })}
          </p>
        ) : null}
        {status.lastRun?.bucket === 'failed' ? (
          <p className="mt-2 text-sm text-red-700" role="status">
            {fmt(m.bucketFailing, { time: formatDateTime(new Date(status.lastRun.at)) })}
          </p>
        ) : null}
        {status.lastRun?.error ? (
          <details className="mt-2 text-sm text-slate-700">
            <summary className="cursor-pointer font-medium text-slate-800">{m.technical}</summary>
            <p className="mt-1 font-mono text-xs [overflow-wrap:anywhere]">{status.lastRun.error}</p>
          </details>
        ) : null}
        <run.Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="backup-run" />
          <Button type="submit" variant="outline" disabled={run.state !== 'idle'}>
            {run.state !== 'idle' ? m.running : m.runNow}
          </Button>
        </run.Form>
      </section>

      <save.Form method="post" className="space-y-4" onSubmit={onSubmit} noValidate>
        <input type="hidden" name="intent" value="backup-schedule" />
        <SettingsToggle name="enabled" label={m.enabled} defaultChecked={view.enabled} />
        <div className="grid gap-4 sm:grid-cols-3">
          {field('time', m.time, { type: 'time', defaultValue: view.time, required: true }, m.timeHint)}
          {field('keepDaily', m.keepDaily, { type: 'number', min: 0, max: 60, defaultValue: view.keepDaily, inputMode: 'numeric' })}
          {field('keepWeekly', m.keepWeekly, { type: 'number', min: 0, max: 52, defaultValue: view.keepWeekly, inputMode: 'numeric' })}
        </div>
        <p className="-mt-2 text-xs text-slate-600">{m.keepHint}</p>

        <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">{m.bucketTitle}</legend>
          <label className="flex cursor-pointer items-start gap-3">
            <input
              type="checkbox"
              name="bucketEnabled"
              defaultChecked={view.bucketEnabled}
              onChange={(e) => setBucketOn(e.currentTarget.checked)}
              className="mt-0.5 size-4 accent-accent-700"
            />
            <span>
              <span className="block text-sm font-medium text-slate-900">{m.bucketEnabled}</span>
              <span className="mt-0.5 block text-xs text-slate-600">{m.bucketHint}</span>
            </span>
          </label>
          <div className="grid gap-4 sm:grid-cols-2" hidden={!bucketOn}>
            {field('endpoint', m.endpoint, {
              type: 'url',
              value: endpoint,
              onChange: (e) => setEndpoint(e.currentTarget.value),
              placeholder: 'https://s3.eu-central-1.amazonaws.com',
              autoComplete: 'off',
            })}
            {field('region', m.region, { defaultValue: view.region, autoComplete: 'off' })}
            {field('bucket', m.bucket, {
              value: bucketName,
              onChange: (e) => setBucketName(e.currentTarget.value),
              autoComplete: 'off',
              spellCheck: false,
            })}
            {field('accessKeyId', m.accessKeyId, {
              value: accessKeyId,
              onChange: (e) => setAccessKeyId(e.currentTarget.value),
              autoComplete: 'off',
              spellCheck: false,
            })}
            {field(
              'secret',
              m.secret,
              { type: 'password', defaultValue: '', autoComplete: 'new-password' },
              view.secretSaved && !bucketMoved ? m.secretSaved : m.secretMissing,
            )}
          </div>
          {bucketMoved ? (
            <div
              role="status"
              data-testid="bucket-changed"
              className="flex gap-2.5 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
            >
              <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
              <p>{m.bucketChanged}</p>
            </div>
          ) : null}
          {bucketMoved || errors.reauth ? <ReauthFields withCode={reauthCode} error={errors.reauth} idPrefix="bucket" /> : null}
        </fieldset>

        <Button type="submit" disabled={save.state !== 'idle'}>
          {save.state !== 'idle' ? m.saving : m.save}
        </Button>
      </save.Form>
    </div>
  );
}
