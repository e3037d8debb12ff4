import { randomUUID } from 'node:crypto';
import type { Route } from './+types/campaigns';
import { adminSession, done, runAdminAction, type IntentContext } from '~/domain/auth/index.server';
import { baseSummary } from '~/domain/audit/index';
import {
  cancelCampaign,
  failedDeliveries,
  listCampaigns,
  NoRecipientsError,
  NoSiteAddressError,
  queueCampaign,
  sendTestCampaign,
  deleteCampaignDraft,
  draftFormValues,
  draftIdOrUndefined,
  getCampaignDraft,
  listCampaignDrafts,
  saveCampaignDraft,
  campaignAddressKnown,
} from '~/domain/campaigns/index.server';
import { activeSubscriberCounts } from '~/domain/newsletter/index.server';
import { campaignDraftSchema, campaignFormValues, campaignSchema, isActiveStatus, type CampaignInput } from '~/domain/campaigns/index';
import { fieldErrors } from '~/lib/zod-errors';
import { formatDateTime } from '~/lib/format-date';
import { config } from '~/server/config.server';
import { logger } from '~/server/logger.server';
import { mailConfigured } from '~/server/mail/transport.server';
import { catalog } from '~/i18n/catalog';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { PageHeader } from '~/components/admin/AdminKit';
import { NewsletterSubNav } from '~/components/admin/SectionNavs';
import { CampaignForm } from '~/components/admin/campaigns/CampaignForm';
import { CampaignHistory } from '~/components/admin/campaigns/CampaignHistory';
import { CampaignDrafts } from '~/components/admin/campaigns/CampaignDrafts';
import { CampaignNotices, CampaignProgressSection, CampaignSection } from '~/components/admin/campaigns/CampaignSections';
import type { CampaignResult, CampaignRow } from '~/components/admin/campaigns/campaign-row';
import { usePollWhile } from '~/components/admin/campaigns/use-poll-while';
import { campaignWaitReasons, mailHealth } from '~/domain/mail/index.server';
import { MailHealthNotice } from '~/components/admin/mail/MailHealthNotice';

/**
 * Admin → E-Bülten → Kampanyalar: the campaign form (Turkish and English side
 * by side, with the real e-mail as preview), "Send test", "Send" after a
 * confirmation with the recipient count, drafts (saved, reopened with
 * `?taslak=<id>`, sent or deleted), the progress of running campaigns (polled
 * every second while one runs) and the history from the database.
 */

const RECENT_MS = 10 * 60 * 1000;
const MAX_BODY_BYTES = 1_000_000;

export async function loader({ request, context }: Route.LoaderArgs) {
  await adminSession({ request, context });
  const draftId = draftIdOrUndefined(new URL(request.url).searchParams.get('taslak'));
  const [campaigns, counts, drafts, draft] = await Promise.all([
    listCampaigns(50),
    activeSubscriberCounts(),
    listCampaignDrafts(),
    draftId ? getCampaignDraft(draftId) : undefined,
  ]);
  const failures = await failedDeliveries(campaigns.filter((c) => c.failedCount > 0).map((c) => c.id));
  // Why a running campaign does not move (never a bare "%0").
  const health = await mailHealth();
  const waits = await campaignWaitReasons(
    campaigns.filter((c) => isActiveStatus(c.status) && c.remaining > 0).map((c) => c.id),
    health,
  );
  const now = Date.now();
  return {
    formId: randomUUID(),
    mailConfigured: await mailConfigured(),
    health,
    addressKnown: campaignAddressKnown(),
    draft: draft ? { id: draft.id, values: draftFormValues(draft), saved: formatDateTime(draft.savedAt, 'tr') } : null,
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
      wait: waits[c.id] ?? null,
    })) satisfies CampaignRow[],
  };
}

export async function action(args: Route.ActionArgs): Promise<CampaignResult> {
  const t = catalog.tr.adminCampaigns;
  const error = (description: string, extra: Partial<CampaignResult> = {}): CampaignResult => ({
    ok: false,
    at: Date.now(),
    toast: { title: t.toasts.errorTitle, description, variant: 'error' },
    ...extra,
  });
  const ok = (intent: string, description: string, extra: Partial<CampaignResult> = {}): CampaignResult => ({
    ok: true,
    intent,
    at: Date.now(),
    toast: { title: t.toasts.successTitle, description },
    ...extra,
  });
  // Test and send: a sending server, the site's address (every link in the e-mail names it) and a valid
  // campaign first (without them nothing would leave, or leave with broken links; the screen says why).
  const ready = async ({ form, intent }: IntentContext): Promise<CampaignResult | CampaignInput> => {
    if (!(await mailConfigured())) return error(t.mailNotConfigured, { intent });
    if (!campaignAddressKnown()) return error(t.addressUnknown, { intent });
    const parsed = campaignSchema(t.errors).safeParse(campaignFormValues(form));
    return parsed.success ? parsed.data : error(t.toasts.invalid, { intent, errors: fieldErrors(parsed.error, { root: 'form' }) });
  };
  return runAdminAction<CampaignResult>({
    ...args,
    maxBytes: MAX_BODY_BYTES,
    tooLarge: () => error(t.errors.tooLong),
    unknown: () => error(t.toasts.error),
    intents: {
      cancel: async ({ id, intent }) => {
        try {
          if (!(await cancelCampaign(id))) return error(t.toasts.error, { intent });
          return done(ok(intent, t.toasts.cancelled), { action: 'cancel', entity: 'campaign', entityId: id });
        } catch (err) {
          logger().error({ err, id }, 'campaign could not be cancelled');
          return error(t.toasts.error, { intent });
        }
      },
      'delete-draft': async ({ form, intent }) => {
        const id = draftIdOrUndefined(form.get('id'));
        if (!id || !(await deleteCampaignDraft(id))) return error(t.toasts.draftMissing, { intent });
        return done(ok(intent, t.toasts.draftDeleted), { action: 'delete', entity: 'campaign_draft', entityId: id });
      },
      draft: async ({ form, intent }) => {
        const parsed = campaignDraftSchema(t.errors).safeParse(campaignFormValues(form));
        if (!parsed.success) return error(t.toasts.invalid, { intent, errors: fieldErrors(parsed.error, { root: 'form' }) });
        try {
          const draftId = await saveCampaignDraft(parsed.data, draftIdOrUndefined(form.get('draft_id')));
          return done(ok(intent, t.toasts.draftSaved, { draftId }), { action: 'draft', entity: 'campaign_draft', entityId: draftId });
        } catch (err) {
          logger().error({ err }, 'campaign draft could not be saved');
          return error(t.toasts.error, { intent });
        }
      },
      test: async (c) => {
        const { intent } = c;
        const input = await ready(c);
        if ('ok' in input) return input;
        if (!input.test_email) return error(t.toasts.invalid, { intent, errors: { test_email: t.errors.testEmailRequired } });
        try {
          await sendTestCampaign(input, input.test_email);
          return done(ok(intent, fmt(t.toasts.testSent, { email: input.test_email })), { action: 'test_send', entity: 'campaign' });
        } catch (err) {
          if (err instanceof NoSiteAddressError) return error(t.addressUnknown, { intent });
          logger().error({ err }, 'test campaign could not be sent');
          return error(t.toasts.error, { intent });
        }
      },
      send: async (c) => {
        const { form, intent, auditIn } = c;
        const input = await ready(c);
        if ('ok' in input) return input;
        try {
          const queued = await queueCampaign(input, {
            id: draftIdOrUndefined(String(form.get('request_id') ?? '')),
            draftId: draftIdOrUndefined(form.get('draft_id')),
            // The entry is written with the campaign, in its transaction.
            alsoInTransaction: (trx, campaignId, recipients) =>
              auditIn(trx, {
                action: 'send',
                entity: 'campaign',
                entityId: campaignId,
                summary: fmt(catalog.tr.adminAudit.details.recipients, { summary: baseSummary('send', 'campaign'), n: recipients }),
              }),
          });
          return ok(intent, fmt(t.toasts.queued, { n: queued.recipients }));
        } catch (err) {
          if (err instanceof NoRecipientsError) return error(t.toasts.noRecipients, { intent });
          if (err instanceof NoSiteAddressError) return error(t.addressUnknown, { intent });
          logger().error({ err }, 'campaign could not be queued');
          return error(t.toasts.error, { intent });
        }
      },
    },
  });
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
      {loaderData.mailConfigured ? <MailHealthNotice health={loaderData.health} owner className="mb-6" /> : null}
      <CampaignNotices mailConfigured={loaderData.mailConfigured} addressKnown={loaderData.addressKnown} />
      {recent.length > 0 ? <CampaignProgressSection recent={recent} rate={rate} /> : null}

      <section className="mb-8">
        <CampaignForm
          key={loaderData.draft?.id ?? 'new'}
          counts={counts}
          formId={loaderData.formId}
          draft={loaderData.draft}
          mailReady={loaderData.mailConfigured}
          addressKnown={loaderData.addressKnown}
        />
      </section>

      {loaderData.drafts.length > 0 ? (
        <CampaignSection id="campaign-drafts-title" className="mb-8" title={t.drafts.title} note={t.drafts.intro}>
          <CampaignDrafts drafts={loaderData.drafts} openId={loaderData.draft?.id} />
        </CampaignSection>
      ) : null}

      <CampaignSection id="campaign-history-title" title={t.history.title} note={t.history.noTracking}>
        <CampaignHistory campaigns={campaigns} />
      </CampaignSection>
    </div>
  );
}
