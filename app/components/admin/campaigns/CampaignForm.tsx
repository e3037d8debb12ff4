import { useEffect, useState } from 'react';
import { Link, useFetcher, useSearchParams } from 'react-router';
import { AlertDialog } from 'radix-ui';
import FlaskConical from 'lucide-react/icons/flask-conical';
import Save from 'lucide-react/icons/save';
import Send from 'lucide-react/icons/send';
import { audienceSize, campaignDraftSchema, campaignLanguages, campaignSchema } from '~/domain/campaigns/index';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import type { Lang } from '~/i18n/lang';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Field, Input } from '~/components/ui/field';
import { useResultToast } from '~/components/admin/AdminKit';
import { SETTINGS_MAIL_PATH, SETTINGS_SYSTEM_PATH } from '~/components/admin/settings/SettingsFrame';
import { languagesLabel, type CampaignResult } from './campaign-row';
import { EMPTY_CAMPAIGN_FORM, uuid4, type CampaignFormState } from './campaign-form-state';
import { CampaignLanguageColumn } from './CampaignLanguageColumn';
import { fieldErrors } from '~/lib/zod-errors';

export interface OpenDraft {
  id: string;
  values: CampaignFormState;
  /** When it was last saved, formatted. */
  saved: string;
}

/**
 * The campaign form: both languages, a test send, the audience, "Taslak olarak kaydet" and "Send" after a
 * confirmation. With `draft` it edits that saved draft (the page's `?taslak=<id>`); sending it deletes the draft.
 */
export function CampaignForm({
  counts,
  formId,
  draft,
  mailReady: mailSetUp,
  addressKnown,
}: {
  counts: Record<Lang, number>;
  formId: string;
  draft: OpenDraft | null;
  /** False while no sending server is set up: test and send are refused (here and on the server). */
  mailReady: boolean;
  /** False while the site's address is unknown (the links would have no host): refused the same way. */
  addressKnown: boolean;
}) {
  const mailReady = mailSetUp && addressKnown;
  const all = useAdminT();
  const t = all.adminCampaigns;
  const setUpLink = all.adminMail.setUpLink;
  const fetcher = useFetcher<CampaignResult>();
  useResultToast(fetcher.data);
  const [, setSearchParams] = useSearchParams();
  const [values, setValues] = useState<CampaignFormState>(draft?.values ?? EMPTY_CAMPAIGN_FORM);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [confirming, setConfirming] = useState(false);
  // The idempotency key of the next send: a double submission queues one campaign.
  const [requestId, setRequestId] = useState(formId);

  // After a successful send the form starts over, with a new key.
  const [handled, setHandled] = useState<CampaignResult | undefined>(undefined);
  if (fetcher.data !== handled) {
    setHandled(fetcher.data);
    if (fetcher.data?.ok && fetcher.data.intent === 'send') {
      setValues((v) => ({ ...EMPTY_CAMPAIGN_FORM, test_email: v.test_email }));
      setRequestId(uuid4());
    }
  }

  // A first save gives the draft its address, so a reload or a later visit reopens it; a send closes it.
  useEffect(() => {
    const r = fetcher.data;
    if (!r?.ok) return;
    if (r.intent === 'draft' && r.draftId && r.draftId !== draft?.id)
      setSearchParams({ taslak: r.draftId }, { replace: true, preventScrollReset: true });
    if (r.intent === 'send' && draft) setSearchParams({}, { replace: true, preventScrollReset: true });
  }, [fetcher.data, draft, setSearchParams]);

  const busy = fetcher.state !== 'idle';
  const busyIntent = busy ? String(fetcher.formData?.get('intent') ?? '') : '';
  const serverErrors = fetcher.data && !fetcher.data.ok ? fetcher.data.errors : undefined;
  const errors = clientErrors ?? serverErrors ?? {};
  const languages = campaignLanguages(values);
  const recipients = audienceSize(counts, languages, values.send_to_all);

  const change = (patch: Partial<CampaignFormState>) => {
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
    const errs = parsed.success ? {} : fieldErrors(parsed.error, { root: 'form' });
    if (intent === 'test' && parsed.success && !values.test_email.trim()) errs.test_email = t.errors.testEmailRequired;
    setClientErrors(errs);
    return Object.keys(errs).length === 0;
  };

  const saveDraft = () => {
    const parsed = campaignDraftSchema(t.errors).safeParse(values);
    const errs = parsed.success ? {} : fieldErrors(parsed.error, { root: 'form' });
    setClientErrors(errs);
    if (Object.keys(errs).length === 0) void submit('draft');
  };

  const submit = (intent: 'test' | 'send' | 'draft') =>
    fetcher.submit(
      {
        intent,
        request_id: requestId,
        draft_id: draft?.id ?? '',
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
      {draft ? (
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700" data-testid="editing-draft">
          <span>{fmt(t.form.editingDraft, { date: draft.saved })}</span>
          <Link to="." replace className="font-medium text-accent-700 underline underline-offset-2 hover:text-accent-900">
            {t.form.newCampaign}
          </Link>
        </p>
      ) : null}
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
          <CampaignLanguageColumn lang="tr" values={values} errors={errors} onChange={change} />
          <CampaignLanguageColumn lang="en" values={values} errors={errors} onChange={change} />
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
              disabled={busy || !mailReady}
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
          <Button variant="outline" disabled={busy} onClick={saveDraft}>
            <Save className="size-4" aria-hidden="true" />
            {busyIntent === 'draft' ? t.form.savingDraft : t.form.saveDraft}
          </Button>
          {!mailReady ? (
            <p className="text-sm font-medium text-amber-900" id="campaign-send-blocked" data-testid="campaign-send-blocked">
              {mailSetUp ? t.sendBlockedAddress : t.sendBlocked}{' '}
              <Link to={mailSetUp ? SETTINGS_SYSTEM_PATH : SETTINGS_MAIL_PATH} className="text-accent-800 underline">
                {mailSetUp ? t.addressLink : setUpLink}
              </Link>
            </p>
          ) : null}
          <Button type="submit" disabled={busy || !mailReady} aria-describedby={mailReady ? undefined : 'campaign-send-blocked'}>
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
