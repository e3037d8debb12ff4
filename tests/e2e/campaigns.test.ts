import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../helpers/server';
import { adminHeaders, createAdminSession } from '../helpers/admin-session';
import { startCampaignPeer, unsubscribeLink, type CampaignMail, type CampaignPeer } from '../helpers/campaign-smtp';
import { insertSubscribers, isActiveSubscriber, postCampaign, query, startCampaignServer } from '../helpers/campaign-server';
import { until } from '../helpers/wait';
import { foreignLinks, linksIn } from '../helpers/mail-links';

/**
 * Campaigns end to end: the production server sends through a real SMTP peer;
 * the links in the received e-mails are followed over HTTP.
 */
describe('newsletter campaigns through a real SMTP server', () => {
  let peer: CampaignPeer;
  let server: RunningServer;
  let token: string;
  let subscribers: Array<{ id: string; email: string; language: string }>;

  beforeAll(async () => {
    peer = await startCampaignPeer();
    server = await startCampaignServer({
      env: { SMTP_URL: peer.url, CAMPAIGN_RATE_PER_SECOND: '0', MAIL_FROM: 'FunTech <news@example.com>' },
    });
    token = createAdminSession(server);
    subscribers = insertSubscribers(server, 500, { enEvery: 4 });
  });

  afterAll(async () => {
    await server?.stop();
    await peer?.close();
  });

  const byEmail = () => new Map(subscribers.map((s) => [s.email, s]));
  const mailTo = (email: string): CampaignMail => peer.messages.find((m) => m.to === email)!;

  it('the test e-mail goes only to its address', async () => {
    const r = await postCampaign(server, token, 'test', {
      subject_tr: 'Deneme konusu',
      content_tr: 'Deneme **içerik**',
      subject_en: 'Trial subject',
      content_en: 'Trial **content**',
      test_email: 'editor@example.net',
    });
    expect(r.status).toBe(200);
    await peer.waitFor(2, 10_000);
    await new Promise((res) => setTimeout(res, 300));
    expect(peer.total()).toBe(2);
    expect(peer.messages.every((m) => m.to === 'editor@example.net')).toBe(true);
    expect(peer.messages.map((m) => m.subject).sort()).toEqual(['[Test] Deneme konusu', '[Test] Trial subject']);
    expect(query(server, 'select id from campaigns')).toHaveLength(0);
    peer.reset();
  });

  it('delivers a campaign to 500 subscribers: one message each, their language, RFC 8058 headers', async () => {
    const r = await postCampaign(server, token, 'send', {
      subject_tr: 'Kasım bülteni',
      content_tr: '## Yenilikler\n\nYeni ürünümüz **yayında**.',
      subject_en: 'November newsletter',
      content_en: '## News\n\nOur new product is **live**.',
    });
    expect(r.status).toBe(200);
    await peer.waitFor(500, 120_000);
    await until(() => query<{ status: string }>(server, 'select status from campaigns')[0]?.status === 'completed', 30_000, 'completion');
    expect(peer.total()).toBe(500);
    expect(peer.accepted.size).toBe(500);
    expect([...peer.accepted.values()].every((n) => n === 1)).toBe(true);
    const subs = byEmail();
    for (const m of peer.messages) {
      const s = subs.get(m.to)!;
      expect(s).toBeDefined();
      expect(m.subject).toBe(s.language === 'en' ? 'November newsletter' : 'Kasım bülteni');
      expect(m.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      const link = unsubscribeLink(m);
      expect(link.startsWith(`${server.url}${s.language === 'en' ? '/en-unsubscribe' : '/abonelik-iptal'}?token=`)).toBe(true);
      expect(m.headers['list-unsubscribe']).toMatch(/<mailto:[^>]+\?subject=unsubscribe>/);
      expect(m.text).toContain(link);
    }
    const [c] = query<{ recipient_count: number; sent_count: number; failed_count: number }>(server, 'select * from campaigns');
    expect(c).toMatchObject({ recipient_count: 500, sent_count: 500, failed_count: 0 });
  });

  it('the unsubscribe link: GET shows a confirm button and changes nothing; the button unsubscribes', async () => {
    const s = subscribers.find((x) => x.language === 'tr')!;
    const link = unsubscribeLink(mailTo(s.email));
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    const html = await page.text();
    expect(html).toContain('Aboneliği İptal Et');
    expect(html).toContain(s.email);
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    // Opening the link (twice, like a scanner) does not unsubscribe.
    await fetch(link);
    expect(isActiveSubscriber(server, s.email)).toBe(true);

    const tokenValue = new URL(link).searchParams.get('token')!;
    const post = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: new URLSearchParams({ token: tokenValue }),
    });
    expect(post.status).toBe(200);
    expect(await post.text()).toContain('Aboneliğiniz iptal edildi');
    expect(isActiveSubscriber(server, s.email)).toBe(false);
    const [row] = query<{ updated_at: string; created_at: string }>(
      server,
      'select updated_at, created_at from newsletter_subscribers where email = ?',
      s.email,
    );
    expect(row!.updated_at > row!.created_at).toBe(true);
    // Opening it again says so.
    expect(await (await fetch(link)).text()).toContain('Abonelik zaten iptal edilmiş');
  });

  it('RFC 8058 one-click POST unsubscribes (mail provider without Origin, and webmail from another origin)', async () => {
    const [a, b] = subscribers.filter((x) => x.language === 'en').slice(0, 2);
    const oneClick = (link: string, headers: Record<string, string> = {}) =>
      fetch(link, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: 'List-Unsubscribe=One-Click',
      });
    const r1 = await oneClick(unsubscribeLink(mailTo(a!.email)));
    expect(r1.status).toBe(200);
    expect(await r1.text()).toContain('You have been unsubscribed');
    expect(isActiveSubscriber(server, a!.email)).toBe(false);
    const r2 = await oneClick(unsubscribeLink(mailTo(b!.email)), { origin: 'https://webmail.example.net' });
    expect(r2.status).toBe(200);
    expect(isActiveSubscriber(server, b!.email)).toBe(false);
  });

  it('an invalid or forged token gets a clear, translated message and changes nothing', async () => {
    const s = subscribers[10]!;
    const good = new URL(unsubscribeLink(mailTo(s.email))).searchParams.get('token')!;
    const forged = `${subscribers[11]!.id}.${good.split('.')[1]}`;
    const tr = await fetch(`${server.url}/abonelik-iptal?token=${encodeURIComponent(forged)}`);
    expect(tr.status).toBe(400);
    expect(await tr.text()).toContain('Geçersiz bağlantı');
    const en = await fetch(`${server.url}/en-unsubscribe`);
    expect(en.status).toBe(400);
    const enHtml = await en.text();
    expect(enHtml).toContain('Invalid link');
    expect(enHtml).toContain('<html lang="en">');
    const post = await fetch(`${server.url}/abonelik-iptal?token=${encodeURIComponent(forged)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(post.status).toBe(400);
    expect(isActiveSubscriber(server, subscribers[11]!.email)).toBe(true);
  });

  it('the admin page shows the history from the database', async () => {
    const r = await fetch(`${server.url}/admin/e-bulten/kampanyalar`, { headers: adminHeaders(server, token) });
    expect(r.status).toBe(200);
    const html = await r.text();
    expect(html).toContain('Kampanya geçmişi');
    expect(html).toContain('Kasım bülteni');
    expect(html).toContain('Tamamlandı');
    expect(html).not.toContain('E-posta yapılandırılmamış');
  });

  it('refuses campaign actions without a session or from another origin', async () => {
    const body = new URLSearchParams({ intent: 'send', subject_tr: 'x', content_tr: 'y', send_to_all: 'true' });
    const anon = await fetch(`${server.url}/admin/e-bulten/kampanyalar`, { method: 'POST', headers: { origin: server.url }, body });
    expect(anon.status).toBe(401);
    const csrf = await fetch(`${server.url}/admin/e-bulten/kampanyalar`, {
      method: 'POST',
      headers: { ...adminHeaders(server, token), origin: 'https://evil.example' },
      body,
    });
    expect(csrf.status).not.toBe(200);
    const preview = await fetch(`${server.url}/admin/e-bulten/kampanyalar/onizleme`, {
      method: 'POST',
      headers: { origin: server.url },
      body,
    });
    expect(preview.status).toBe(401);
    expect(query(server, 'select id from campaigns')).toHaveLength(1);
  });
});

describe('campaigns without a sending server', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { SMTP_URL: undefined } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('the admin says e-mail is not set up and links to the set-up; starting a campaign or a test send is refused', async () => {
    const token = createAdminSession(server);
    const html = await (await fetch(`${server.url}/admin/e-bulten/kampanyalar`, { headers: adminHeaders(server, token) })).text();
    expect(html).toContain('E-posta gönderimi henüz kurulmadı: kampanya başlatılamaz, test e-postası da gönderilemez.');
    expect(html).toContain('href="/admin/ayarlar/eposta"');
    insertSubscribers(server, 3);
    const send = await postCampaign(server, token, 'send', { subject_tr: 'Bekleyen', content_tr: 'Merhaba' });
    expect(send.html).toContain('kampanya başlatılamaz');
    const test = await postCampaign(server, token, 'test', { subject_tr: 'Bekleyen', content_tr: 'Merhaba', test_email: 'a@acme.example' });
    expect(test.html).toContain('kampanya başlatılamaz');
    expect(query(server, 'select id from campaigns')).toHaveLength(0);
    const fs = await import('node:fs');
    const path = await import('node:path');
    expect(fs.existsSync(path.join(server.dataDir, 'outbox'))).toBe(false);
  });
});

describe('campaigns on a fresh install: no site address known yet', () => {
  let peer: CampaignPeer;
  let server: RunningServer;
  let token: string;
  const campaign = {
    subject_tr: 'Adres bülteni',
    content_tr: 'Yeni [blog yazımız](/blog) ve ![görsel](/uploads/kapak.webp)',
    subject_en: 'Address newsletter',
    content_en: 'Our new [post](/en-blog)',
  };
  const allLinks = (m: CampaignMail) => linksIn(m.text, m.html, m.headers['list-unsubscribe']);

  beforeAll(async () => {
    peer = await startCampaignPeer();
    // No PUBLIC_URL and nothing confirmed: the admin reaches the server on 127.0.0.1, a host it trusts.
    server = await startServer({ env: { SMTP_URL: peer.url, CAMPAIGN_RATE_PER_SECOND: '0', PUBLIC_URL: undefined } });
    token = createAdminSession(server);
    insertSubscribers(server, 4, { enEvery: 2, prefix: 'fresh' });
  });
  afterAll(async () => {
    await server?.stop();
    await peer?.close();
  });

  it('the screen says so and points to Ayarlar → Sistem; send and test send are refused and no mail leaves', async () => {
    const html = await (await fetch(`${server.url}/admin/e-bulten/kampanyalar`, { headers: adminHeaders(server, token) })).text();
    expect(html).toContain('Sitenin adresi henüz onaylanmadı: kampanya başlatılamaz, test e-postası da gönderilemez.');
    expect(html).toContain('Ayarlar → Sistem ekranında sitenin adresini onaylayın');
    expect(html).toContain('href="/admin/ayarlar/sistem"');

    const test = await postCampaign(server, token, 'test', { ...campaign, test_email: 'editor@example.net' });
    expect(test.html).toContain('Sitenin adresi henüz onaylanmadı');
    const send = await postCampaign(server, token, 'send', campaign);
    expect(send.html).toContain('Sitenin adresi henüz onaylanmadı');
    // The test send is synchronous and a campaign is sent from its delivery rows: neither exists.
    expect(peer.total()).toBe(0);
    expect(query(server, 'select id from campaigns')).toHaveLength(0);
    expect(query(server, 'select id from campaign_deliveries')).toHaveLength(0);
  });

  it('once the owner confirms the address, every link in the test and campaign mails starts with it', async () => {
    // Another name than the one the admin uses: the links cannot have come from the request.
    const site = `http://bulten.funtech.test:${server.port}`;
    const confirm = await fetch(`${server.url}/admin/ayarlar/sistem`, {
      method: 'POST',
      headers: { ...adminHeaders(server, token), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'site-address', site_address: site }),
      redirect: 'manual',
    });
    expect(confirm.status).toBe(200);

    const test = await postCampaign(server, token, 'test', { ...campaign, test_email: 'editor@example.net' });
    expect(test.html).not.toContain('Sitenin adresi henüz onaylanmadı');
    await peer.waitFor(2, 10_000);
    expect((await postCampaign(server, token, 'send', campaign)).status).toBe(200);
    await peer.waitFor(6, 30_000);
    expect(peer.total()).toBe(6);
    for (const m of peer.messages) {
      const links = allLinks(m);
      expect(links.length, m.to).toBeGreaterThanOrEqual(3);
      expect(foreignLinks(site, m.text, m.html, m.headers['list-unsubscribe']), m.to).toEqual([]);
      expect(`${m.text}${m.html}${JSON.stringify(m.headers)}`, m.to).not.toContain('undefined');
      expect(unsubscribeLink(m).startsWith(`${site}/`)).toBe(true);
    }
    const tr = peer.messages.find((m) => m.subject === 'Adres bülteni')!;
    expect(tr.html).toContain(`src="${site}/uploads/kapak.webp"`);
    expect(tr.html).toContain(`href="${site}/blog"`);
  });
});
