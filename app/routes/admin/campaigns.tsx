import { randomUUID } from 'node:crypto';
import { Link } from 'react-router';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import type { Route } from './+types/campaigns';
import { requireAdmin, requireAdminAction } from '~/domain/auth/guard.server';
import { actorOf } from '~/domain/audit/actor.server';
import { auditor, recordAudit } from '~/domain/audit/audit.server';
import { baseSummary } from '~/domain/audit/summary';
import {
  cancelCampaign,
  failedDeliveries,
  listCampaigns,
  NoRecipientsError,
  queueCampaign,
  sendTestCampaign,
} from '~/domain/campaigns/jobs.server';
import { activeSubscriberCounts } from '~/domain/newsletter/recipients.server';
import { campaignDraftSchema, campaignFieldErrors, campaignFormValues, campaignSchema, isActiveStatus } from '~/domain/campaigns/schema';
import { deleteCampaignDraft, getCampaignDraft, listCampaignDrafts, saveCampaignDraft } from '~/domain/campaigns/drafts.server';
import { formatDateTime } from '~/lib/format-date';
import { config } from '~/server/config.server';
import { logger } from '~/server/logger.server';
import { mailConfigured } from '~/server/mail/transport.server';
import { staffOrigin } from '~/server/http/origin.server';
import { catalog } from '~/i18n/catalog';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { PageHeader } from '~/components/admin/AdminKit';
import { NewsletterSubNav } from '~/components/admin/SectionNavs';
import { CampaignForm } from '~/components/admin/campaigns/CampaignForm';
import { SETTINGS_MAIL_PATH } from '~/components/admin/settings/SettingsFrame';
import { CampaignHistory } from '~/components/admin/campaigns/CampaignHistory';
import { CampaignDrafts } from '~/components/admin/campaigns/CampaignDrafts';
import { CampaignProgressCard } from '~/components/admin/campaigns/CampaignProgressCard';
import type { CampaignResult, CampaignRow } from '~/components/admin/campaigns/campaign-row';
import { usePollWhile } from '~/components/admin/campaigns/use-poll-while';
import { readFormData } from '~/server/http/body.server';

/**
 * Admin → E-Bülten → Kampanyalar: the campaign form (Turkish and English side
 * by side, with the real e-mail as preview), "Send test", "Send" after a
 * confirmation with the recipient count, drafts (saved, reopened with
 * `?taslak=<id>`, sent or deleted), the progress of running campaigns (polled
 * every second while one runs) and the history from the database.
 */

const RECENT_MS = 10 * 60 * 1000;
const MAX_BODY_BYTES = 1_000_000;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidOrUndefined = (v: unknown) => (typeof v === 'string' && UUID_RE.test(v) ? v.toLowerCase() : undefined);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const draftId = uuidOrUndefined(new URL(request.url).searchParams.get('taslak'));
  const [campaigns, counts, drafts, draft] = await Promise.all([
    listCampaigns(50),
    activeSubscriberCounts(),
    listCampaignDrafts(),
    draftId ? getCampaignDraft(draftId) : undefined,
  ]);
  const failures = await failedDeliveries(campaigns.filter((c) => c.failedCount > 0).map((c) => c.id));
  const now = Date.now();
  return {
    formId: randomUUID(),
    mailConfigured: await mailConfigured(),
    draft: draft
      ? {
          id: draft.id,
          values: {
            subject_tr: draft.subject_tr,
            content_tr: draft.content_tr,
            subject_en: draft.subject_en,
            content_en: draft.content_en,
            test_email: draft.test_email,
            send_to_all: draft.send_to_all,
          },
          saved: formatDateTime(draft.savedAt, 'tr'),
        }
      : null,
    drafts: drafts.map((d) => ({
      id: d.id,
      subject: d.subject_tr || d.subject_en,
      languages: d.languages,
      saved: formatDateTime(d.savedAt, 'tr'),
    })),
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
    })) satisfies CampaignRow[],
  };
}

export async function action({ request }: Route.ActionArgs): Promise<CampaignResult> {
  const session = await requireAdminAction(request);
  const audit = auditor(session);
  const t = catalog.tr.adminCampaigns;
  const error = (description: string, extra: Partial<CampaignResult> = {}): CampaignResult => ({
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
      await audit({ action: 'cancel', entity: 'campaign', entityId: id });
      return { ok: true, intent, at: Date.now(), toast: { title: t.toasts.successTitle, description: t.toasts.cancelled } };
    } catch (err) {
      logger().error({ err, id }, 'campaign could not be cancelled');
      return error(t.toasts.error, { intent });
    }
  }

  if (intent === 'delete-draft') {
    const id = uuidOrUndefined(form.get('id'));
    if (!id || !(await deleteCampaignDraft(id))) return error(t.toasts.draftMissing, { intent });
    await audit({ action: 'delete', entity: 'campaign_draft', entityId: id });
    return { ok: true, intent, at: Date.now(), toast: { title: t.toasts.successTitle, description: t.toasts.draftDeleted } };
  }

  if (intent === 'draft') {
    const parsed = campaignDraftSchema(t.errors).safeParse(campaignFormValues(form));
    if (!parsed.success) return error(t.toasts.invalid, { intent, errors: campaignFieldErrors(parsed.error) });
    try {
      const draftId = await saveCampaignDraft(parsed.data, uuidOrUndefined(form.get('draft_id')));
      await audit({ action: 'draft', entity: 'campaign_draft', entityId: draftId });
      return { ok: true, intent, draftId, at: Date.now(), toast: { title: t.toasts.successTitle, description: t.toasts.draftSaved } };
    } catch (err) {
      logger().error({ err }, 'campaign draft could not be saved');
      return error(t.toasts.error, { intent });
    }
  }

  if (intent !== 'test' && intent !== 'send') return error(t.toasts.error);
  // No sending server: nothing would leave, so nothing is started (the screen says why and links to the set-up).
  if (!(await mailConfigured())) return error(t.mailNotConfigured, { intent });
  const parsed = campaignSchema(t.errors).safeParse(campaignFormValues(form));
  if (!parsed.success) return error(t.toasts.invalid, { intent, errors: campaignFieldErrors(parsed.error) });
  const input = parsed.data;

  if (intent === 'test') {
    if (!input.test_email) return error(t.toasts.invalid, { intent, errors: { test_email: t.errors.testEmailRequired } });
    try {
      await sendTestCampaign(input, input.test_email, staffOrigin(request));
      await audit({ action: 'test_send', entity: 'campaign' });
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
      id: uuidOrUndefined(requestId),
      baseUrl: staffOrigin(request),
      draftId: uuidOrUndefined(form.get('draft_id')),
      // The entry is written with the campaign, in its transaction.
      alsoInTransaction: (trx, campaignId, recipients) =>
        recordAudit(
          actorOf(session),
          {
            action: 'send',
            entity: 'campaign',
            entityId: campaignId,
            summary: fmt(catalog.tr.adminAudit.details.recipients, { summary: baseSummary('send', 'campaign'), n: recipients }),
          },
          trx,
        ),
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

export default function Campaigns({ loaderData }: Route.ComponentProps) {
  const all = useAdminT();
  const t = all.adminCampaigns;
  const setUpLink = all.adminMail.setUpLink;
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
            <Link to={SETTINGS_MAIL_PATH} className="mt-2 inline-block font-medium text-accent-800 underline">
              {setUpLink}
            </Link>
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
              <CampaignProgressCard key={c.id} c={c} />
            ))}
          </div>
        </section>
      ) : null}

      <section className="mb-8">
        <CampaignForm
          key={loaderData.draft?.id ?? 'new'}
          counts={counts}
          formId={loaderData.formId}
          draft={loaderData.draft}
          mailReady={loaderData.mailConfigured}
        />
      </section>

      {loaderData.drafts.length > 0 ? (
        <section className="mb-8" aria-labelledby="campaign-drafts-title">
          <div className="mb-3">
            <h3 id="campaign-drafts-title" className="text-base font-semibold text-slate-900">
              {t.drafts.title}
            </h3>
            <p className="text-xs text-slate-600">{t.drafts.intro}</p>
          </div>
          <CampaignDrafts drafts={loaderData.drafts} openId={loaderData.draft?.id} />
        </section>
      ) : null}

      <section aria-labelledby="campaign-history-title">
        <div className="mb-3">
          <h3 id="campaign-history-title" className="text-base font-semibold text-slate-900">
            {t.history.title}
          </h3>
          <p className="text-xs text-slate-600">{t.history.noTracking}</p>
        </div>
        <CampaignHistory campaigns={campaigns} />
      </section>
    </div>
  );
}
