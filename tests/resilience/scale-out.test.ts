import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '~/domain/settings/schema';
import { toIstanbulInput } from '~/lib/istanbul-time';
import { startServer, TEST_ADMIN_PASSWORD, type RunningServer } from '../helpers/server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';
import { startCampaignPeer, type CampaignPeer } from '../helpers/campaign-smtp';
import { postCampaign } from '../helpers/campaign-server';
import { until } from '../helpers/wait';

/**
 * Two production instances (A and B) on one PostgreSQL database, as behind a
 * load balancer. Both start at the same moment on an empty database (the
 * migrations and the seed race, and must not fail). Then, with real HTTP
 * requests: a login on A is a session on B (and a logout on A ends it on B);
 * three wrong passwords on A lock the address on B; a post published through
 * A's admin action and a settings change made on A show on B within the time
 * docs/operations.md states ("Production"), although B's caches would keep pages for five minutes
 * (PAGE_CACHE_TTL_SECONDS=300: only LISTEN/NOTIFY can make it that fast); a
 * campaign sent from A is worked on by both instances' workers and every
 * subscriber receives exactly one message at a real SMTP peer.
 */

/** docs/operations.md, "Production": other instances drop their caches within about a second. 10 s leaves room for a loaded machine. */
const INVALIDATION_BOUND_MS = 10_000;
const SUBSCRIBERS = 400;

const PG = process.env.TEST_DATABASE_URL;

function setCookie(r: Response, name: string): string | undefined {
  const c = r.headers.getSetCookie().find((v) => v.startsWith(`${name}=`));
  return c?.slice(name.length + 1).split(';')[0];
}

describe.skipIf(!PG)('two instances on one PostgreSQL', () => {
  let test: TestDatabase;
  let peer: CampaignPeer;
  let a: RunningServer;
  let b: RunningServer;
  let token = '';

  beforeAll(async () => {
    test = await createTestDatabase('postgres', { migrate: false });
    peer = await startCampaignPeer({ keepRaw: false });
    const env = {
      DATABASE_URL: test.databaseUrl,
      TRUST_PROXY: '1',
      SMTP_URL: peer.url,
      CAMPAIGN_RATE_PER_SECOND: '40',
      PAGE_CACHE_TTL_SECONDS: '300',
      // Campaign links name the site's known address: without one no campaign is sent.
      PUBLIC_URL: 'http://site.funtech.test',
    };
    // Started together on an empty database: both run the migrations and the seed at once.
    [a, b] = await Promise.all([startServer({ env }), startServer({ env })]);
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await peer?.close();
    await test?.drop();
  });

  const login = (server: RunningServer, password: string, ip: string) =>
    fetch(`${server.url}/admin/giris`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: server.url, 'x-forwarded-for': ip },
      body: new URLSearchParams({ password, redirectTo: '/admin' }),
    });

  const adminGet = (server: RunningServer, p: string, session = token) =>
    fetch(server.url + p, { headers: { cookie: `admin_session=${session}` }, redirect: 'manual' });

  it('both instances migrated and seeded the database once', async () => {
    const k = test.db.kysely;
    const migrations = await k
      .selectFrom('kysely_migration' as never)
      .selectAll()
      .execute();
    expect(migrations.length).toBeGreaterThanOrEqual(2);
    const projects = await k.selectFrom('projects').select('title_tr').execute();
    const titles = projects.map((p) => p.title_tr);
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles.length).toBeGreaterThan(0);
    for (const s of [a, b]) expect((await fetch(`${s.url}/readyz`)).status).toBe(200);
  });

  it('a session opened on A is valid on B; a logout on A ends it on B', async () => {
    const r = await login(a, TEST_ADMIN_PASSWORD, '198.51.100.10');
    expect(r.status).toBe(303);
    token = setCookie(r, 'admin_session') ?? '';
    expect(token).not.toBe('');
    expect((await adminGet(b, '/admin')).status).toBe(200);
    expect((await adminGet(b, '/admin/ayarlar')).status).toBe(200);

    // A second session, ended on A: B refuses it at once.
    const other = setCookie(await login(a, TEST_ADMIN_PASSWORD, '198.51.100.11'), 'admin_session')!;
    expect((await adminGet(b, '/admin', other)).status).toBe(200);
    const out = await fetch(`${a.url}/admin/cikis`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: a.url, cookie: `admin_session=${other}` },
    });
    expect(out.status).toBe(303);
    expect((await adminGet(b, '/admin', other)).status).toBe(401);
    expect((await adminGet(b, '/admin')).status).toBe(200);
  });

  it('three wrong passwords on A lock the address on B, even for the right password', async () => {
    const ip = '203.0.113.66';
    const flashes: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await login(a, 'wrong-password', ip);
      expect(r.status).toBe(303);
      expect(setCookie(r, 'admin_session')).toBeUndefined();
      flashes.push(decodeURIComponent(setCookie(r, 'admin_flash') ?? ''));
    }
    expect(flashes).toEqual(['wrong:2', 'wrong:1', 'locked-now']);
    const onB = await login(b, TEST_ADMIN_PASSWORD, ip);
    expect(onB.status).toBe(303);
    expect(setCookie(onB, 'admin_session')).toBeUndefined();
    expect(decodeURIComponent(setCookie(onB, 'admin_flash') ?? '')).toMatch(/^locked:\d+$/);
    // Another address is not affected.
    expect(setCookie(await login(b, TEST_ADMIN_PASSWORD, '203.0.113.67'), 'admin_session')).toBeTruthy();
  });

  it('a post published on A, and a settings change on A, show on B within the stated time', async () => {
    const title = `Ölçeklenen yazı ${randomUUID().slice(0, 8)}`;
    // B renders (and may cache) its blog list and home page first.
    for (let i = 0; i < 2; i++) {
      expect(await (await fetch(`${b.url}/blog`)).text()).not.toContain(title);
      await (await fetch(`${b.url}/`)).text();
    }
    const cached = (await fetch(`${b.url}/blog`)).headers.get('x-page-cache');
    console.log(`B's page cache on /blog: ${cached ?? 'not in use'}`);

    const headers = { cookie: `admin_session=${token}`, origin: a.url, 'content-type': 'application/json' };
    const values = {
      title_tr: title,
      title_en: `Scaled post ${title.slice(-8)}`,
      excerpt_tr: 'Özet',
      excerpt_en: 'Summary',
      content_tr: 'İki sunucu, bir veritabanı.',
      content_en: 'Two servers, one database.',
      image_url: '',
      image_alt_tr: '',
      image_alt_en: '',
      category: 'technology',
      tags: ['ölçek'],
      is_published: false,
      is_featured: false,
      author: '',
      publish_date: '',
      slug: '',
    };
    // A draft first (the real admin action of the blog tab), then published with its own action.
    const saved = await fetch(`${a.url}/admin/icerik.data`, { method: 'POST', headers, body: JSON.stringify({ intent: 'save', values }) });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain('"ok",true');
    const row = await test.db.kysely
      .selectFrom('blog_posts')
      .select(['id', 'slug'])
      .where('title_tr', '=', title)
      .executeTakeFirstOrThrow();
    expect((await (await fetch(`${b.url}/blog`)).text()).includes(title)).toBe(false);

    const published = await fetch(`${a.url}/admin/icerik.data`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ intent: 'publish', id: row.id, published: true }),
    });
    expect(published.status).toBe(200);
    const t0 = Date.now();
    await until(async () => (await (await fetch(`${b.url}/blog`)).text()).includes(title), INVALIDATION_BOUND_MS, 'the post on B');
    const seenAfter = Date.now() - t0;
    expect((await fetch(`${b.url}/blog/${row.slug}`)).status).toBe(200);

    // Settings (cached per instance too): the company name changed on A shows on B.
    const company = `Ölçek ${randomUUID().slice(0, 6)}`;
    const s = DEFAULT_SETTINGS;
    const form = new URLSearchParams({
      intent: 'save',
      site_title: company,
      site_description: s.site_description,
      contact_email: s.contact_email,
      support_email: s.support_email,
      phone_number: s.phone_number,
      whatsapp_number: s.whatsapp_number,
      address: s.address,
      address_en: s.address_en,
      founder_name: '',
      founder_linkedin: '',
      ...Object.fromEntries(Object.entries(s.social_links).map(([k, v]) => [`social_links.${k}`, v])),
      'seo_settings.meta_title': '',
      'seo_settings.meta_description': '',
      'seo_settings.keywords': '',
      newsletter_enabled: 'on',
    });
    const settings = await fetch(`${a.url}/admin/ayarlar.data`, {
      method: 'POST',
      headers: { cookie: `admin_session=${token}`, origin: a.url },
      body: form,
    });
    expect(settings.status).toBe(200);
    expect(await settings.text()).toContain('"ok",true');
    const t1 = Date.now();
    await until(async () => (await (await fetch(`${b.url}/`)).text()).includes(company), INVALIDATION_BOUND_MS, 'the company name on B');
    console.log(`visible on B after: post ${seenAfter} ms, settings ${Date.now() - t1} ms (polling every 100 ms)`);
  });

  it('a post scheduled through A appears on both instances at its minute (blog, feeds, sitemap), and answers 404 before', async () => {
    const title = `Zamanlanmış yazı ${randomUUID().slice(0, 8)}`;
    const titleEn = `Scheduled post ${title.slice(-8)}`;
    // The editor has minute precision: the next minute at least 5 s away (5 to 65 s to wait).
    const at = new Date(Math.ceil((Date.now() + 5_000) / 60_000) * 60_000);
    const pages = ['/blog', '/en-blog', '/blog/rss.xml', '/en-blog/rss.xml', '/sitemap.xml'];
    // Both instances render (and cache) the pages first.
    for (const server of [a, b]) for (const p of pages) await (await fetch(server.url + p)).text();
    const headers = { cookie: `admin_session=${token}`, origin: a.url, 'content-type': 'application/json' };
    const values = {
      title_tr: title,
      title_en: titleEn,
      excerpt_tr: 'Zamanı gelince görünür.',
      excerpt_en: 'Shows when its time comes.',
      content_tr: 'Zamanlanmış içerik.',
      content_en: 'Scheduled content.',
      image_url: '',
      image_alt_tr: '',
      image_alt_en: '',
      category: 'technology',
      tags: [],
      is_published: true,
      is_featured: false,
      author: '',
      publish_date: toIstanbulInput(at),
      slug: '',
    };
    const saved = await fetch(`${a.url}/admin/icerik.data`, { method: 'POST', headers, body: JSON.stringify({ intent: 'save', values }) });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain('"ok",true');
    const row = await test.db.kysely
      .selectFrom('blog_posts')
      .select(['slug', 'slug_en'])
      .where('title_tr', '=', title)
      .executeTakeFirstOrThrow();
    const shows = async (server: RunningServer) => {
      const [tr, en, feedTr, feedEn, sitemap] = await Promise.all(pages.map(async (p) => (await fetch(server.url + p)).text()));
      return {
        blog: tr!.includes(title),
        enBlog: en!.includes(titleEn),
        feeds: feedTr!.includes(title) && feedEn!.includes(titleEn),
        sitemap: sitemap!.includes(`/blog/${row.slug}<`) && sitemap!.includes(`/en-blog/${row.slug_en}<`),
        post: (await fetch(`${server.url}/blog/${row.slug}`)).status,
      };
    };
    const hidden = { blog: false, enBlog: false, feeds: false, sitemap: false, post: 404 };
    const visible = { blog: true, enBlog: true, feeds: true, sitemap: true, post: 200 };
    expect(Date.now()).toBeLessThan(at.getTime());
    expect(await shows(a)).toEqual(hidden);
    expect(await shows(b)).toEqual(hidden);

    await until(async () => Date.now() >= at.getTime(), 70_000, 'the scheduled minute');
    const t0 = Date.now();
    for (const server of [a, b]) {
      await until(
        async () => JSON.stringify(await shows(server)) === JSON.stringify(visible),
        INVALIDATION_BOUND_MS,
        'the post on every page',
      );
    }
    console.log(`scheduled post visible on A and B ${Date.now() - t0} ms after its minute`);
  });

  it('a campaign sent from A is worked by both instances and every subscriber gets exactly one message', async () => {
    const k = test.db.kysely;
    const now = new Date().toISOString();
    const emails = Array.from({ length: SUBSCRIBERS }, (_, i) => `scale${i}@example.org`);
    await k
      .insertInto('newsletter_subscribers')
      .values(
        emails.map((email, i) => ({
          id: randomUUID(),
          email,
          is_active: true,
          language: i % 3 === 0 ? 'en' : 'tr',
          source_page: '/',
          consent_at: now,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const r = await postCampaign(a, token, 'send', {
      subject_tr: 'Ölçek bülteni',
      content_tr: 'Merhaba',
      subject_en: 'Scale newsletter',
      content_en: 'Hello',
    });
    expect(r.status).toBe(200);
    await peer.waitFor(SUBSCRIBERS, 120_000);
    await until(
      async () => (await k.selectFrom('campaigns').select('status').executeTakeFirst())?.status === 'completed',
      60_000,
      'completion',
    );
    // A moment longer: nothing more may arrive.
    await new Promise((res) => setTimeout(res, 1500));
    expect(peer.total()).toBe(SUBSCRIBERS);
    expect(peer.accepted.size).toBe(SUBSCRIBERS);
    for (const e of emails) expect(peer.accepted.get(e), e).toBe(1);

    const workers = await k
      .selectFrom('campaign_deliveries')
      .select(['claimed_by', (eb) => eb.fn.countAll<string>().as('n')])
      .where('status', '=', 'sent')
      .groupBy('claimed_by')
      .execute();
    console.log(`campaign deliveries per worker: ${workers.map((w) => `${w.claimed_by}=${w.n}`).join(', ')}`);
    // Both instances' workers took part (worker ids start with the process id).
    const pids = new Set(workers.map((w) => String(w.claimed_by).split('-')[0]));
    if (pids.size < 2) console.log(`A's log:\n${a.logs().slice(-4000)}\nB's log:\n${b.logs().slice(-4000)}`);
    expect(pids).toEqual(new Set([String(a.process.pid), String(b.process.pid)]));
    const [c] = await k.selectFrom('campaigns').selectAll().execute();
    expect(Number(c!.sent_count)).toBe(SUBSCRIBERS);
    expect(Number(c!.failed_count)).toBe(0);
  });
});
