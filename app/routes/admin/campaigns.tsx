import { randomUUID } from 'node:crypto';
import { useEffect, useRef, useState } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import { AlertDialog, Tabs } from 'radix-ui';
import Eye from 'lucide-react/icons/eye';
import FlaskConical from 'lucide-react/icons/flask-conical';
import PencilLine from 'lucide-react/icons/pencil-line';
import Send from 'lucide-react/icons/send';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import type { Route } from './+types/campaigns';
import { requireAdmin, requireAdminAction } from '~/domain/auth/guard.server';
import {
  activeSubscriberCounts,
  cancelCampaign,
  failedDeliveries,
  listCampaigns,
  NoRecipientsError,
  queueCampaign,
  sendTestCampaign,
} from '~/domain/campaigns/jobs.server';
import {
  audienceSize,
  campaignFieldErrors,
  campaignFormValues,
  campaignLanguages,
  campaignSchema,
  isActiveStatus,
  MAX_CONTENT,
  MAX_SUBJECT,
  type CampaignStatus,
} from '~/domain/campaigns/schema';
import { formatDateTime } from '~/lib/format-date';
import { config } from '~/server/config.server';
import { logger } from '~/server/logger.server';
import { mailConfigured } from '~/server/mail/transport.server';
import { publicOrigin } from '~/server/http/origin.server';
import { catalog } from '~/i18n/catalog';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import type { Lang } from '~/i18n/lang';
import { Badge, type BadgeTone } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Field, Input, Textarea } from '~/components/ui/field';
import { cn } from '~/components/ui/cn';
import { ConfirmButton, EmptyState, PageHeader, TableFrame, td, th, useResultToast, type ActionResult } from '~/components/admin/ops';
import { NewsletterSubNav } from '~/components/admin/ops-nav';
import { readFormData } from '~/server/http/body.server';

/**
 * Admin → E-Bülten → Kampanyalar: the campaign form (Turkish and English side
 * by side, with the real e-mail as preview), "Send test", "Send" after a
 * confirmation with the recipient count, the progress of running campaigns
 * (polled every second while one runs) and the history from the database.
 */

const RECENT_MS = 10 * 60 * 1000;
const MAX_BODY_BYTES = 1_000_000;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [campaigns, counts] = await Promise.all([listCampaigns(50), activeSubscriberCounts()]);
  const failures = await failedDeliveries(campaigns.filter((c) => c.failedCount > 0).map((c) => c.id));
  const now = Date.now();
  return {
    formId: randomUUID(),
    mailConfigured: mailConfigured(),
    rate: config().CAMPAIGN_RATE_PER_SECOND,
    counts,
    campaigns: campaigns.map((c) => ({
      id: c.id,
      subject: c.subjectTr ?? c.subjectEn ?? '',
      languages: c.languages,
      status: c.status,
      recipients: c.recipientCount,
      sent: c.sentCount,
      failed: c.failedCount,
      skipped: c.skippedCount,
      remaining: c.remaining,
      createdIso: c.createdAt.toISOString(),
      created: formatDateTime(c.createdAt, 'tr'),
      started: c.startedAt ? formatDateTime(c.startedAt, 'tr') : null,
      recent: isActiveStatus(c.status) || (c.finishedAt !== null && now - c.finishedAt.getTime() < RECENT_MS),
      failures: failures[c.id] ?? [],
    })),
  };
}

type CampaignRowData = Route.ComponentProps['loaderData']['campaigns'][number];

type Result = ActionResult & { intent?: string };

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function action({ request }: Route.ActionArgs): Promise<Result> {
  await requireAdminAction(request);
  const t = catalog.tr.adminCampaigns;
  const error = (description: string, extra: Partial<Result> = {}): Result => ({
    ok: false,
    at: Date.now(),
    toast: { title: t.toasts.errorTitle, description, variant: 'error' },
    ...extra,
  });
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return error(t.errors.tooLong);
  const form = await readFormData(request);
  const intent = String(form.get('intent') ?? '');

  if (intent === 'cancel') {
    const id = String(form.get('id') ?? '');
    try {
      if (!(await cancelCampaign(id))) return error(t.toasts.error, { intent });
      return { ok: true, intent, at: Date.now(), toast: { title: t.toasts.successTitle, description: t.toasts.cancelled } };
    } catch (err) {
      logger().error({ err, id }, 'campaign could not be cancelled');
      return error(t.toasts.error, { intent });
    }
  }

  if (intent !== 'test' && intent !== 'send') return error(t.toasts.error);
  const parsed = campaignSchema(t.errors).safeParse(campaignFormValues(form));
  if (!parsed.success) return error(t.toasts.invalid, { intent, errors: campaignFieldErrors(parsed.error) });
  const input = parsed.data;

  if (intent === 'test') {
    if (!input.test_email) return error(t.toasts.invalid, { intent, errors: { test_email: t.errors.testEmailRequired } });
    try {
      await sendTestCampaign(input, input.test_email, publicOrigin(request));
      return {
        ok: true,
        intent,
        at: Date.now(),
        toast: { title: t.toasts.successTitle, description: fmt(t.toasts.testSent, { email: input.test_email }) },
      };
    } catch (err) {
      logger().error({ err }, 'test campaign could not be sent');
      return error(t.toasts.error, { intent });
    }
  }

  const requestId = String(form.get('request_id') ?? '');
  try {
    const queued = await queueCampaign(input, {
      id: UUID_RE.test(requestId) ? requestId.toLowerCase() : undefined,
      baseUrl: publicOrigin(request),
    });
    return {
      ok: true,
      intent,
      at: Date.now(),
      toast: { title: t.toasts.successTitle, description: fmt(t.toasts.queued, { n: queued.recipients }) },
    };
  } catch (err) {
    if (err instanceof NoRecipientsError) return error(t.toasts.noRecipients, { intent });
    logger().error({ err }, 'campaign could not be queued');
    return error(t.toasts.error, { intent });
  }
}

const STATUS_TONES: Record<CampaignStatus, BadgeTone> = { queued: 'slate', sending: 'blue', completed: 'green', cancelled: 'amber' };

function percentOf(c: CampaignRowData): number {
  if (c.recipients === 0) return 100;
  return Math.floor(((c.sent + c.failed + c.skipped) / c.recipients) * 100);
}

function languagesLabel(langs: readonly Lang[]): string {
  return langs.map((l) => l.toUpperCase()).join(' + ');
}

/** Re-reads the page every second while a campaign is running, so the figures move. */
function usePollWhile(active: boolean) {
  const revalidator = useRevalidator();
  const ref = useRef(revalidator);
  useEffect(() => {
    ref.current = revalidator;
  });
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (ref.current.state === 'idle' && document.visibilityState === 'visible') void ref.current.revalidate();
    }, 1000);
    return () => clearInterval(timer);
  }, [active]);
}

function ProgressCard({ c }: { c: CampaignRowData }) {
  const t = useAdminT().adminCampaigns;
  const fetcher = useFetcher<Result>();
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
      {c.skipped > 0 ? (
        <p className="mt-2 text-xs text-slate-600">
          {t.progress.skipped}: {c.skipped}
        </p>
      ) : null}
    </Card>
  );
}

/** A random UUID (crypto.randomUUID needs a secure context; getRandomValues does not). */
function uuid4(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

interface FormState {
  subject_tr: string;
  content_tr: string;
  subject_en: string;
  content_en: string;
  test_email: string;
  send_to_all: boolean;
}

const EMPTY: FormState = { subject_tr: '', content_tr: '', subject_en: '', content_en: '', test_email: '', send_to_all: true };

const PREVIEW_PATH = '/admin/e-bulten/kampanyalar/onizleme';

/**
 * The e-mail as recipients will see it, rendered by the server (same code as
 * the real send), fetched from a resource route so typing re-runs no loader.
 */
function Preview({ lang, subject, content }: { lang: Lang; subject: string; content: string }) {
  const t = useAdminT().adminCampaigns.form;
  const [html, setHtml] = useState<string | null>(null);
  const ready = subject.trim() !== '' && content.trim() !== '';
  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(PREVIEW_PATH, { method: 'POST', body: new URLSearchParams({ lang, subject, content }), signal: controller.signal })
        .then((r) => (r.ok ? r.text() : Promise.reject(new Error(String(r.status)))))
        .then(setHtml)
        .catch(() => {
          /* aborted or failed: keep the last preview */
        });
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [ready, lang, subject, content]);
  if (!ready)
    return <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">{t.previewEmpty}</p>;
  return html ? (
    <iframe
      title={fmt(t.previewFrame, { lang: t.languages[lang] })}
      srcDoc={html}
      sandbox=""
      className="h-[28rem] w-full rounded-lg border border-slate-200 bg-slate-100"
      data-testid={`campaign-preview-${lang}`}
    />
  ) : (
    <p className="p-6 text-center text-sm text-slate-600">{t.previewLoading}</p>
  );
}

function LanguageColumn({
  lang,
  values,
  errors,
  onChange,
}: {
  lang: Lang;
  values: FormState;
  errors: Record<string, string>;
  onChange: (patch: Partial<FormState>) => void;
}) {
  const t = useAdminT().adminCampaigns.form;
  const subjectKey = `subject_${lang}` as const;
  const contentKey = `content_${lang}` as const;
  const [tab, setTab] = useState('write');
  return (
    <fieldset className="min-w-0 space-y-4 rounded-xl border border-slate-200 p-4" data-testid={`campaign-${lang}`}>
      <legend className="px-1 text-sm font-semibold text-slate-900">
        {t.languages[lang]} <span className="font-normal text-slate-500 uppercase">({lang})</span>
      </legend>
      <Field label={t.subject} error={errors[subjectKey]}>
        {(p) => (
          <Input
            {...p}
            name={subjectKey}
            value={values[subjectKey]}
            maxLength={MAX_SUBJECT}
            onChange={(e) => onChange({ [subjectKey]: e.target.value })}
          />
        )}
      </Field>
      <Tabs.Root value={tab} onValueChange={setTab}>
        <div className="mb-1.5 flex items-end justify-between gap-2">
          <span className="text-sm font-medium text-slate-800" id={`content-label-${lang}`}>
            {t.content}
          </span>
          <Tabs.List className="inline-flex gap-1 rounded-lg bg-slate-100 p-0.5" aria-label={`${t.languages[lang]} ${t.content}`}>
            <Tabs.Trigger
              value="write"
              className="inline-flex items-center gap-1.5 rounded-md px-2.5 py-1 text-xs font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
            >
              <PencilLine className="size-3.5" aria-hidden="true" />
              {t.write}
            </Tabs.Trigger>
            <Tabs.Trigger
              value="preview"
              className="inline-flex items-center gap-1.5 rounded-md px-2.5 py-1 text-xs font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
            >
              <Eye className="size-3.5" aria-hidden="true" />
              {t.preview}
            </Tabs.Trigger>
          </Tabs.List>
        </div>
        <Tabs.Content value="write">
          <Textarea
            name={contentKey}
            aria-labelledby={`content-label-${lang}`}
            aria-invalid={!!errors[contentKey]}
            aria-describedby={errors[contentKey] ? `content-error-${lang}` : `content-hint-${lang}`}
            rows={12}
            maxLength={MAX_CONTENT}
            value={values[contentKey]}
            onChange={(e) => onChange({ [contentKey]: e.target.value })}
            className="font-mono text-[13px] leading-relaxed"
          />
          <p id={`content-hint-${lang}`} className="mt-1 text-xs text-slate-600">
            {t.contentHint}
          </p>
        </Tabs.Content>
        <Tabs.Content value="preview">
          <Preview lang={lang} subject={values[subjectKey]} content={values[contentKey]} />
        </Tabs.Content>
      </Tabs.Root>
      {errors[contentKey] ? (
        <p id={`content-error-${lang}`} className="text-sm text-red-700" role="alert">
          {errors[contentKey]}
        </p>
      ) : null}
    </fieldset>
  );
}

function CampaignForm({ counts, formId }: { counts: Record<Lang, number>; formId: string }) {
  const t = useAdminT().adminCampaigns;
  const fetcher = useFetcher<Result>();
  useResultToast(fetcher.data);
  const [values, setValues] = useState<FormState>(EMPTY);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [confirming, setConfirming] = useState(false);
  // The idempotency key of the next send: a double submission queues one campaign.
  const [requestId, setRequestId] = useState(formId);

  // After a successful send the form starts over, with a new key.
  const [handled, setHandled] = useState<Result | undefined>(undefined);
  if (fetcher.data !== handled) {
    setHandled(fetcher.data);
    if (fetcher.data?.ok && fetcher.data.intent === 'send') {
      setValues((v) => ({ ...EMPTY, test_email: v.test_email }));
      setRequestId(uuid4());
    }
  }

  const busy = fetcher.state !== 'idle';
  const busyIntent = busy ? String(fetcher.formData?.get('intent') ?? '') : '';
  const serverErrors = fetcher.data && !fetcher.data.ok ? fetcher.data.errors : undefined;
  const errors = clientErrors ?? serverErrors ?? {};
  const languages = campaignLanguages(values);
  const recipients = audienceSize(counts, languages, values.send_to_all);

  const change = (patch: Partial<FormState>) => {
    setValues((v) => ({ ...v, ...patch }));
    if (clientErrors) {
      const next = { ...clientErrors };
      for (const k of Object.keys(patch)) delete next[k];
      delete next.form;
      setClientErrors(next);
    }
  };

  const validate = (intent: 'test' | 'send'): boolean => {
    const parsed = campaignSchema(t.errors).safeParse(values);
    const errs = parsed.success ? {} : campaignFieldErrors(parsed.error);
    if (intent === 'test' && parsed.success && !values.test_email.trim()) errs.test_email = t.errors.testEmailRequired;
    setClientErrors(errs);
    return Object.keys(errs).length === 0;
  };

  const submit = (intent: 'test' | 'send') =>
    fetcher.submit(
      {
        intent,
        request_id: requestId,
        subject_tr: values.subject_tr,
        content_tr: values.content_tr,
        subject_en: values.subject_en,
        content_en: values.content_en,
        test_email: values.test_email,
        send_to_all: values.send_to_all ? 'true' : 'false',
      },
      { method: 'post' },
    );

  return (
    <Card className="p-4 sm:p-6">
      <h3 className="text-lg font-semibold text-slate-900">{t.form.title}</h3>
      <form
        noValidate
        className="mt-4 space-y-5"
        aria-label={t.form.title}
        onSubmit={(e) => {
          e.preventDefault();
          if (validate('send')) setConfirming(true);
        }}
      >
        <div className="grid gap-4 lg:grid-cols-2">
          <LanguageColumn lang="tr" values={values} errors={errors} onChange={change} />
          <LanguageColumn lang="en" values={values} errors={errors} onChange={change} />
        </div>
        <p className="text-sm text-slate-600">{t.form.languageHint}</p>
        {errors.form ? (
          <p className="text-sm font-medium text-red-700" role="alert">
            {errors.form}
          </p>
        ) : null}

        <div className="grid gap-4 border-t border-slate-200 pt-5 md:grid-cols-2">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
            <Field label={t.form.testEmail} error={errors.test_email} hint={t.form.testEmailHint} className="flex-1">
              {(p) => (
                <Input
                  {...p}
                  type="email"
                  name="test_email"
                  autoComplete="email"
                  value={values.test_email}
                  onChange={(e) => change({ test_email: e.target.value })}
                />
              )}
            </Field>
            <Button
              variant="outline"
              className="sm:mt-7"
              disabled={busy}
              onClick={() => {
                if (validate('test')) void submit('test');
              }}
            >
              <FlaskConical className="size-4" aria-hidden="true" />
              {busyIntent === 'test' ? t.form.sendingTest : t.form.sendTest}
            </Button>
          </div>
          <div className="flex items-start gap-3">
            <input
              id="send-to-all"
              type="checkbox"
              name="send_to_all"
              className="mt-1 size-4 rounded border-slate-300 accent-accent-700"
              checked={values.send_to_all}
              onChange={(e) => change({ send_to_all: e.target.checked })}
              aria-describedby="send-to-all-hint"
            />
            <div>
              <label htmlFor="send-to-all" className="text-sm font-medium text-slate-800">
                {t.form.sendToAll}
              </label>
              <p id="send-to-all-hint" className="text-xs text-slate-600">
                {t.form.sendToAllHint}
              </p>
            </div>
          </div>
        </div>

        <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-end">
          <p className="text-sm text-slate-600" data-testid="campaign-recipients">
            {fmt(t.form.recipients, { n: recipients })}
          </p>
          <Button type="submit" disabled={busy}>
            <Send className="size-4" aria-hidden="true" />
            {busyIntent === 'send' ? t.form.sending : t.form.send}
          </Button>
        </div>
      </form>

      <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
            <AlertDialog.Title className="text-lg font-semibold text-slate-900">{t.confirm.title}</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-slate-700">
              {fmt(t.confirm.body, { n: recipients })}
            </AlertDialog.Description>
            <p className="mt-3 text-sm text-slate-600">
              {languagesLabel(languages)} · {values.subject_tr || values.subject_en}
            </p>
            <div className="mt-6 flex justify-end gap-2">
              <AlertDialog.Cancel asChild>
                <Button variant="outline">{t.confirm.cancel}</Button>
              </AlertDialog.Cancel>
              <AlertDialog.Action asChild>
                <Button onClick={() => void submit('send')}>
                  <Send className="size-4" aria-hidden="true" />
                  {fmt(t.confirm.confirm, { n: recipients })}
                </Button>
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </Card>
  );
}

function History({ campaigns }: { campaigns: CampaignRowData[] }) {
  const t = useAdminT().adminCampaigns;
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

export default function Campaigns({ loaderData }: Route.ComponentProps) {
  const t = useAdminT().adminCampaigns;
  const { campaigns, counts, rate } = loaderData;
  const running = campaigns.some((c) => isActiveStatus(c.status));
  usePollWhile(running);
  const recent = campaigns.filter((c) => c.recent);
  return (
    <div>
      <NewsletterSubNav />
      <PageHeader
        title={t.title}
        description={`${t.intro} ${fmt(t.audience, { total: counts.tr + counts.en, tr: counts.tr, en: counts.en })}`}
      />
      {!loaderData.mailConfigured ? (
        <div
          role="status"
          className="mb-6 flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
          data-testid="mail-not-configured"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
          <div>
            <p className="font-semibold">{t.mailNotConfigured}</p>
            <p>{t.mailNotConfiguredHint}</p>
          </div>
        </div>
      ) : null}

      {recent.length > 0 ? (
        <section className="mb-8" aria-labelledby="campaign-progress-title">
          <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
            <h3 id="campaign-progress-title" className="text-base font-semibold text-slate-900">
              {t.progress.title}
            </h3>
            <p className="text-xs text-slate-600">{rate > 0 ? fmt(t.progress.rate, { n: rate }) : t.progress.unlimited}</p>
          </div>
          <div className="grid gap-4 lg:grid-cols-2" aria-live="polite">
            {recent.map((c) => (
              <ProgressCard key={c.id} c={c} />
            ))}
          </div>
        </section>
      ) : null}

      <section className="mb-8">
        <CampaignForm counts={counts} formId={loaderData.formId} />
      </section>

      <section aria-labelledby="campaign-history-title">
        <div className="mb-3">
          <h3 id="campaign-history-title" className="text-base font-semibold text-slate-900">
            {t.history.title}
          </h3>
          <p className="text-xs text-slate-600">{t.history.noTracking}</p>
        </div>
        <History campaigns={campaigns} />
      </section>
    </div>
  );
}
