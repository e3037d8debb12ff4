import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../helpers/server';
import { createAdminSession } from '../helpers/admin-session';
import { startCampaignPeer, type CampaignPeer } from '../helpers/campaign-smtp';
import { insertSubscribers, postCampaign, query } from '../helpers/campaign-server';
import { until } from '../helpers/wait';

/**
 * Fault test: the server (and its campaign worker) is killed with SIGKILL in
 * the middle of a campaign and started again on the same data. The job
 * resumes (the dead worker's claims are taken again once their lease has
 * expired) and every subscriber receives exactly one copy.
 *
 * The kill is placed while the SMTP peer holds back its answer to the
 * messages in flight (they are never accepted), so it cannot fall into the
 * documented at-least-once window between the SMTP server's acceptance and
 * the database update (see app/domain/campaigns/worker.server.ts).
 */
describe('campaign worker killed half-way', () => {
  let peer: CampaignPeer;
  let first: RunningServer | undefined;
  let second: RunningServer | undefined;

  beforeAll(async () => {
    peer = await startCampaignPeer();
  });
  afterAll(async () => {
    await first?.stop('SIGKILL');
    await second?.stop();
    await peer.close();
  });

  it('resumes after a restart and sends every subscriber exactly one copy', async () => {
    // PUBLIC_URL: campaign links name the site's known address; without one no campaign is sent.
    const env = { SMTP_URL: peer.url, CAMPAIGN_RATE_PER_SECOND: '40', CAMPAIGN_LEASE_SECONDS: '5', PUBLIC_URL: 'http://site.funtech.test' };
    first = await startServer({ env });
    const subscribers = insertSubscribers(first, 240, { enEvery: 3 });
    const token = createAdminSession(first);
    const r = await postCampaign(first, token, 'send', {
      subject_tr: 'Çökme testi',
      content_tr: 'Merhaba',
      subject_en: 'Crash test',
      content_en: 'Hello',
    });
    expect(r.status).toBe(200);

    await peer.waitFor(80, 60_000);
    // Messages in flight get no answer; then the process dies without any clean-up.
    peer.hold = true;
    await until(() => peer.held() > 0, 10_000, 'a message in flight');
    // Every message the peer accepted before the hold is marked sent in the database: the kill
    // cannot fall between an acceptance and its UPDATE (that window resends by design).
    const sentRows = () => query<{ n: number }>(first!, "select count(*) as n from campaign_deliveries where status = 'sent'")[0]!.n;
    await until(
      () => sentRows() === peer.total(),
      30_000,
      () => `${peer.total()} accepted messages marked sent (${sentRows()} are)`,
    );
    await first.stop('SIGKILL');
    peer.dropHeld();
    peer.hold = false;
    const beforeRestart = peer.total();
    expect(beforeRestart).toBeGreaterThanOrEqual(80);
    expect(beforeRestart).toBeLessThan(240);
    const stuck = query<{ n: number }>(first, "select count(*) as n from campaign_deliveries where status = 'sending'")[0]!.n;
    expect(stuck).toBeGreaterThan(0);

    second = await startServer({ env, dataDir: first.dataDir });
    await peer.waitFor(240, 90_000);
    await until(() => query<{ status: string }>(second!, 'select status from campaigns')[0]?.status === 'completed', 30_000, 'completion');
    // Stopped, the server can send nothing more: the counts below are final.
    await second.stop();

    expect(peer.total()).toBe(240);
    expect(peer.accepted.size).toBe(240);
    for (const s of subscribers) expect(peer.accepted.get(s.email), s.email).toBe(1);
    const [c] = query<{ sent_count: number; failed_count: number; recipient_count: number }>(second, 'select * from campaigns');
    expect(c).toMatchObject({ recipient_count: 240, sent_count: 240, failed_count: 0 });
  });
});
