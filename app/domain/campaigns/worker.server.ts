import { getSiteCatalog } from '../texts/index.server';
import { randomUUID } from 'node:crypto';
import { config } from '~/server/config.server';
import { db } from '~/server/db/index.server';
import { logger } from '~/server/logger.server';
import { nowIso } from '~/server/db/values';
import { JobRunner, type ClaimedJob } from '~/server/jobs/runner.server';
import { isTemporaryMailError, sendMail } from '~/server/mail/transport.server';
import { mailReady, mailRoute } from '~/server/mail/server-settings.server';
import { mailErrorDetail } from '~/server/mail/errors';
import { routeSecret } from '~/server/mail/queue.server';
import { getSettings } from '~/domain/settings/index.server';
import type { Lang } from '~/i18n/lang';
import { onCampaignQueued, refreshCampaign } from './jobs.server';
import { personalise, renderCampaignTemplate, unsubscribeHeaders, type EmailTemplate } from './render.server';
import { campaignAddressKnown, campaignLinks, type CampaignLinks } from './links.server';
import { isActiveSubscriber, tokenSigner } from '../newsletter/index.server';

/**
 * The campaign worker: sends the pending deliveries of every campaign, on
 * every instance, with the database as the only coordinator.
 *
 * - Claiming: a batch of due deliveries is claimed through the shared job
 *   runner (app/server/jobs/runner.server.ts), which sets status 'sending',
 *   claimed_by and claimed_at (a lease); concurrent workers never claim the
 *   same row on either engine. A live worker renews the lease of what it holds
 *   (heartbeat); the claims of a crashed worker expire after
 *   CAMPAIGN_LEASE_SECONDS and are claimed again.
 * - Links: every link in a message comes from the site's known address
 *   (campaignLinks → mailLink), read when the message is sent. While no address
 *   is known nothing is claimed: the deliveries wait, like mail with no server.
 * - Sending: at most CAMPAIGN_RATE_PER_SECOND messages a second per instance
 *   (0 = unlimited), a few in parallel. Right before each message the
 *   subscriber is checked: one who unsubscribed is skipped.
 * - Outcome: the row is marked 'sent' by its own UPDATE right after the SMTP
 *   server accepts the message. A temporary SMTP error (4xx, connection
 *   problems) puts it back to 'pending' with exponential backoff; a permanent
 *   one (5xx) or too many attempts marks it 'failed' with the error.
 * - Exactly once: the unique (campaign_id, email) key gives each subscriber one
 *   row, and a row is only sent by the worker holding its claim. The one
 *   window left is a crash between the SMTP server's acceptance and the
 *   'sent' UPDATE (a few milliseconds): that row is sent again after the lease
 *   expires (at-least-once for that message). Unknowable without the SMTP
 *   server's help; kept as short as possible by marking each row on its own.
 * - Completion: the counts are stored on the campaign and it is completed
 *   when no delivery is pending or in flight.
 */

export interface CampaignWorkerOptions {
  workerId?: string;
  /** Messages per second (0 = unlimited). Default: CAMPAIGN_RATE_PER_SECOND. */
  ratePerSecond?: number;
  /** Claim lease. Default: CAMPAIGN_LEASE_SECONDS. */
  leaseMs?: number;
  /** First retry delay after a temporary error; doubles per attempt (capped at an hour). */
  backoffBaseMs?: number;
  maxAttempts?: number;
  /** Idle poll interval (new campaigns on this instance wake the worker at once). */
  pollMs?: number;
  /** Messages in flight at once. */
  concurrency?: number;
  batchSize?: number;
}

type Claimed = ClaimedJob<'campaign_deliveries', 'campaign_id' | 'subscriber_id' | 'email' | 'language'>;

interface CampaignTemplates {
  cancelled: boolean;
  /** The links of each language, built when the templates were (re-built when the site's address changes). */
  links: Partial<Record<Lang, CampaignLinks>>;
  templates: Partial<Record<Lang, EmailTemplate>>;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Code, command and the server's answer (the e-mail log classifies it), the password blanked. */
function errorText(err: unknown, secret: string | undefined): string {
  return (mailErrorDetail(err, secret) || String(err)).slice(0, 500);
}

/** A connection-level problem (no SMTP reply): the server is unreachable, not this message's fault. */
function isConnectionError(err: unknown): boolean {
  const e = err as { responseCode?: number } | null;
  return !!e && typeof e.responseCode !== 'number';
}

export class CampaignWorker {
  readonly id: string;
  private readonly rate: number;
  private readonly pollMs: number;
  private readonly concurrency: number;
  private readonly batchSize: number;

  private stopping = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private unsubscribeWake: (() => void) | undefined;
  private nextSlot = 0;
  private pauseMs = 0;
  private readonly jobs: JobRunner<'campaign_deliveries', 'campaign_id' | 'subscriber_id' | 'email' | 'language'>;
  private readonly templates = new Map<string, CampaignTemplates>();
  private readonly lastRefresh = new Map<string, number>();

  constructor(opts: CampaignWorkerOptions = {}) {
    const cfg = config();
    this.id = opts.workerId ?? `${process.pid}-${randomUUID().slice(0, 8)}`;
    this.rate = opts.ratePerSecond ?? cfg.CAMPAIGN_RATE_PER_SECOND;
    this.jobs = new JobRunner({
      table: 'campaign_deliveries',
      columns: ['campaign_id', 'subscriber_id', 'email', 'language'],
      owner: this.id,
      leaseMs: opts.leaseMs ?? cfg.CAMPAIGN_LEASE_SECONDS * 1000,
      backoff: { baseMs: opts.backoffBaseMs ?? 5000, jitter: true },
      maxAttempts: opts.maxAttempts ?? 10,
    });
    this.pollMs = opts.pollMs ?? 1000;
    this.concurrency = opts.concurrency ?? 8;
    this.batchSize = opts.batchSize ?? (this.rate > 0 ? Math.min(200, Math.max(1, Math.ceil(this.rate * 2))) : 200);
  }

  /** Runs until stop(). */
  start(): void {
    if (this.loop) return;
    this.stopping = false;
    this.unsubscribeWake = onCampaignQueued(() => this.wake?.());
    this.jobs.startHeartbeat();
    this.loop = this.run();
  }

  /** Finishes the messages in flight, hands back the rest of its claims, and stops. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.loop;
    this.loop = undefined;
    this.jobs.stopHeartbeat();
    this.unsubscribeWake?.();
    await this.jobs.release().catch((err: unknown) => logger().warn({ err }, 'campaign worker: could not release claims'));
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      let claimed: number;
      try {
        claimed = await this.processBatch();
      } catch (err) {
        logger().error({ err }, 'campaign worker: batch failed');
        await this.idle(this.pollMs * 5);
        continue;
      }
      if (this.pauseMs > 0) {
        logger().warn({ pauseMs: this.pauseMs }, 'campaign worker: SMTP server unreachable, pausing');
        await this.idle(this.pauseMs);
        continue;
      }
      if (claimed === 0) {
        await this.refreshActive().catch((err: unknown) => logger().warn({ err }, 'campaign worker: refresh failed'));
        await this.idle(this.pollMs);
      }
    }
  }

  private idle(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const t = setTimeout(done, ms);
      function done() {
        clearTimeout(t);
        resolve();
      }
      this.wake = done;
    });
  }

  /** Claims up to `limit` due deliveries for this worker: first expired leases (a crashed worker's), then pending ones. */
  claim(limit: number): Promise<Claimed[]> {
    return this.jobs.claim(limit);
  }

  /** Claims one batch and sends it. Returns how many deliveries it claimed. */
  async processBatch(): Promise<number> {
    // No sending server (it was removed after the start): deliveries wait, unattempted, like queued mail.
    // No known site address: no link could be built, so nothing is sent until the owner confirms one.
    if (!campaignAddressKnown() || !(await mailReady())) return 0;
    const batch = await this.claim(this.batchSize);
    if (batch.length === 0) return 0;
    const campaignIds = [...new Set(batch.map((d) => d.campaign_id))];
    await db()
      .updateTable('campaigns')
      .set({ status: 'sending', started_at: nowIso() })
      .where('id', 'in', campaignIds)
      .where('status', '=', 'queued')
      .execute();

    const settings = await getSettings();
    const sign = await tokenSigner();
    const mailbox = settings.contact_email || undefined;
    const secret = routeSecret(await mailRoute());
    await this.loadTemplates(campaignIds, settings.site_title, settings.brand.logo);

    let smtpDown = false;
    let active = 0;
    const waiting: Array<() => void> = [];
    const tasks: Promise<void>[] = [];
    for (const d of batch) {
      if (this.stopping || smtpDown) {
        await this.jobs.release([d.id]);
        continue;
      }
      await this.pace();
      while (active >= this.concurrency) await new Promise<void>((r) => waiting.push(r));
      if (this.stopping || smtpDown) {
        await this.jobs.release([d.id]);
        continue;
      }
      active++;
      tasks.push(
        this.deliver(d, sign, mailbox, secret)
          .then((outcome) => {
            if (outcome === 'connection') smtpDown = true;
          })
          .catch((err: unknown) => logger().error({ err, delivery: d.id }, 'campaign worker: delivery failed'))
          .finally(() => {
            active--;
            waiting.shift()?.();
          }),
      );
    }
    await Promise.all(tasks);
    this.pauseMs = smtpDown ? Math.min(5 * 60_000, Math.max(1000, this.pauseMs * 2)) : 0;

    const now = Date.now();
    for (const id of campaignIds) {
      if (now - (this.lastRefresh.get(id) ?? 0) < 1000) continue;
      this.lastRefresh.set(id, now);
      const { completed } = await refreshCampaign(id);
      if (completed) this.forget(id);
    }
    return batch.length;
  }

  /** Sends until nothing is due or in flight (tests and scripts; the service uses start()). */
  async drain(opts: { timeoutMs?: number } = {}): Promise<void> {
    const deadline = Date.now() + (opts.timeoutMs ?? 120_000);
    for (;;) {
      const n = await this.processBatch();
      if (n > 0) continue;
      const open = await db()
        .selectFrom('campaign_deliveries')
        .select('id')
        .where('status', 'in', ['pending', 'sending'])
        .limit(1)
        .executeTakeFirst();
      if (!open) break;
      if (Date.now() > deadline) throw new Error('campaign worker: drain timed out');
      await sleep(Math.min(this.pollMs, 50));
    }
    this.lastRefresh.clear();
    await this.refreshActive();
  }

  private async pace(): Promise<void> {
    if (this.rate <= 0) return;
    const now = Date.now();
    const at = Math.max(now, this.nextSlot);
    this.nextSlot = at + 1000 / this.rate;
    if (at > now) await sleep(at - now);
  }

  private async loadTemplates(campaignIds: string[], companyName: string, logo: string): Promise<void> {
    const missing = campaignIds.filter((id) => !this.templates.has(id));
    // The status may change (stopped by the admin): re-read it for every batch.
    const rows = await db()
      .selectFrom('campaigns')
      .select(['id', 'status', 'subject_tr', 'content_tr', 'subject_en', 'content_en'])
      .where('id', 'in', campaignIds)
      .execute();
    const home = campaignLinks('tr')?.home;
    for (const r of rows) {
      const cached = this.templates.get(r.id);
      if (cached && !missing.includes(r.id) && cached.links.tr?.home === home) {
        cached.cancelled = r.status === 'cancelled';
        continue;
      }
      const links: Partial<Record<Lang, CampaignLinks>> = {};
      const templates: Partial<Record<Lang, EmailTemplate>> = {};
      for (const lang of ['tr', 'en'] as const) {
        const subject = r[`subject_${lang}`];
        const content = r[`content_${lang}`];
        const langLinks = campaignLinks(lang);
        if (subject && content && langLinks) {
          const texts = (await getSiteCatalog(lang)).unsubscribe.email;
          links[lang] = langLinks;
          templates[lang] = renderCampaignTemplate({ lang, subject, content, companyName, logo, links: langLinks, texts });
        }
      }
      if (this.templates.size > 50) this.templates.clear();
      this.templates.set(r.id, { cancelled: r.status === 'cancelled', links, templates });
    }
  }

  private forget(campaignId: string) {
    this.templates.delete(campaignId);
    this.lastRefresh.delete(campaignId);
  }

  /** Sends one claimed delivery and records the outcome. */
  private async deliver(
    d: Claimed,
    sign: (id: string) => string,
    mailbox: string | undefined,
    secret: string | undefined,
  ): Promise<'sent' | 'skipped' | 'retry' | 'failed' | 'connection'> {
    const c = this.templates.get(d.campaign_id);
    if (!c || c.cancelled) {
      await this.jobs.finish(d.id, 'skipped', { last_error: 'cancelled' });
      return 'skipped';
    }
    if (d.subscriber_id) {
      if (!(await isActiveSubscriber(d.subscriber_id))) {
        await this.jobs.finish(d.id, 'skipped', { last_error: 'unsubscribed' });
        return 'skipped';
      }
    }
    const wanted: Lang = d.language === 'en' ? 'en' : 'tr';
    const lang: Lang | undefined = c.templates[wanted] ? wanted : c.templates.tr ? 'tr' : c.templates.en ? 'en' : undefined;
    const template = lang ? c.templates[lang] : undefined;
    const links = lang ? c.links[lang] : undefined;
    if (!template || !links || !d.subscriber_id) {
      await this.jobs.finish(d.id, 'failed', { last_error: 'no content for this language' });
      return 'failed';
    }
    const link = links.unsubscribe(sign(d.subscriber_id));
    const mail = personalise(template, link);
    try {
      await sendMail({ to: d.email, subject: mail.subject, html: mail.html, text: mail.text, headers: unsubscribeHeaders(link, mailbox) });
    } catch (err) {
      if (await this.jobs.fail(d, errorText(err, secret), isTemporaryMailError(err))) {
        return isConnectionError(err) ? 'connection' : 'retry';
      }
      logger().warn({ campaign: d.campaign_id, to: d.email, error: errorText(err, secret) }, 'campaign delivery failed');
      return 'failed';
    }
    // Accepted by the SMTP server: record it at once (see the at-least-once note above).
    await this.jobs.finish(d.id, 'sent', { sent_at: nowIso(), last_error: null });
    return 'sent';
  }

  /** Stores the counts of running campaigns and completes those with nothing left. */
  async refreshActive(): Promise<void> {
    const rows = await db().selectFrom('campaigns').select('id').where('status', 'in', ['queued', 'sending']).execute();
    for (const r of rows) {
      const { completed } = await refreshCampaign(r.id);
      if (completed) {
        this.forget(r.id);
        logger().info({ campaign: r.id }, 'campaign completed');
      }
    }
  }
}

/** Background service (app/web/startup.server.ts): starts the worker; returns its stop function. */
export async function startCampaignWorker(): Promise<() => Promise<void>> {
  const service = new CampaignWorker();
  service.start();
  logger().info({ worker: service.id, ratePerSecond: config().CAMPAIGN_RATE_PER_SECOND }, 'campaign worker started');
  return () => service.stop();
}
