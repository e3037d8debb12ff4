import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../helpers/server';
import { rawRequest, type RawResponse } from '../helpers/raw-http';
import { adminHeaders, createAccountSession, createAdminSession } from '../helpers/admin-session';
import { startSmtpPeer, type SmtpPeer } from '../helpers/smtp-peer';
import { until } from '../helpers/wait';

/**
 * The site's address (ADR 021). A fresh install answers whatever host it is
 * reached by (an IP, a LAN name), but a host nobody trusted never reaches an output: pages
 * (rendered or from the page cache) carry relative links, the sitemap is not given, robots.txt
 * names no sitemap, the feed's links are relative, and a notification e-mail names no host.
 * Once the owner confirms an address, it is the canonical one and other hosts get 301 (308
 * for a post) to it; the loopback names stay served.
 */
const POST = '/blog/yapay-zekayi-isinize-katmanin-bes-adimi';
let server: RunningServer;
let peer: SmtpPeer;
let token: string;
let ip = 1;

const get = (p: string, host: string): Promise<RawResponse> =>
  rawRequest(server.url, { method: 'GET', path: p, headers: { host, 'x-forwarded-for': `198.51.100.${ip++}` } });

function comment(host: string, text: string): Promise<RawResponse> {
  const body = new URLSearchParams({ name: 'Ziyaretçi', comment: text }).toString();
  return rawRequest(server.url, {
    method: 'POST',
    path: POST,
    headers: { host, origin: `http://${host}`, 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
}

function adminPost(p: string, fields: Record<string, string>) {
  return fetch(server.url + p, {
    method: 'POST',
    headers: { ...adminHeaders(server, token), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

beforeAll(async () => {
  peer = await startSmtpPeer();
  server = await startServer({ env: { SMTP_URL: peer.url, MAIL_FROM: 'Site <site@funtech.test>' } });
  token = createAdminSession(server);
  // Comments on (their notification e-mail carries a link to the admin): stored, then the caches dropped.
  const db = new Database(path.join(server.dataDir, 'site.db'));
  db.prepare(
    "insert into settings (key, value, updated_at) values ('comments_enabled', 'true', ?) on conflict(key) do update set value = 'true'",
  ).run(new Date().toISOString());
  db.close();
  expect((await adminPost('/admin/ayarlar/sistem', { intent: 'clear-cache' })).status).toBe(200);
});
afterAll(async () => {
  await server?.stop();
  await peer?.close();
});

describe('a fresh install (no PUBLIC_URL, no confirmed address)', () => {
  it('answers on an IP address and LAN names, with relative links only', async () => {
    for (const host of [`192.0.2.10:${server.port}`, 'ofis-pc', `ofis-pc.local:${server.port}`]) {
      const r = await get('/hizmetler', host);
      expect(r.status, host).toBe(200);
      const html = r.body.toString();
      expect(html, host).toContain('rel="canonical" href="/hizmetler"');
      expect(html, host).not.toContain(host.split(':')[0]!);
    }
  });

  it('never names an untrusted host: pages (rendered and cached), sitemap, robots.txt, feed', async () => {
    for (let i = 0; i < 2; i++) {
      // The second answer comes from the page cache.
      const r = await get('/en-services', 'evil.example');
      expect(r.status).toBe(200);
      expect(r.body.toString()).not.toContain('evil');
    }
    // A trusted host (this machine) still gets absolute URLs of its own, never the cached host-less page.
    expect((await get('/en-services', `localhost:${server.port}`)).body.toString()).toContain(
      `href="http://localhost:${server.port}/en-services"`,
    );
    const sitemap = await get('/sitemap.xml', 'evil.example');
    expect(sitemap.status).toBe(404);
    expect(sitemap.body.toString()).not.toContain('evil');
    const robots = (await get('/robots.txt', 'evil.example')).body.toString();
    expect(robots).not.toContain('evil');
    expect(robots).not.toContain('Sitemap:');
    const feed = await get('/blog/rss.xml', 'evil.example');
    expect(feed.status).toBe(200);
    expect(feed.body.toString()).not.toContain('evil');
    expect(feed.body.toString()).toContain('<link>/blog/');
  });

  it('a notification e-mail caused from an untrusted host names no host', async () => {
    const r = await comment('evil.example', 'Adresi bilinmeyen bir siteden yorum');
    expect(r.status).toBe(200);
    const [mail] = await peer.waitFor(1);
    expect(mail!.raw).not.toContain('evil');
    expect(mail!.text).toContain('/admin/icerik/yorumlar');
  });
});

describe('after the owner confirms the address', () => {
  let site: string;
  beforeAll(async () => {
    site = `http://site.funtech.test:${server.port}`;
    const r = await adminPost('/admin/ayarlar/sistem', { intent: 'site-address', site_address: `${site}/` });
    expect(r.status).toBe(200);
    const db = new Database(path.join(server.dataDir, 'site.db'), { readonly: true });
    const row = db.prepare("select value from settings where key = '_site_address'").get() as { value: string } | undefined;
    db.close();
    expect(row && JSON.parse(row.value)).toBe(site);
  });

  it('refuses an address with a path or another scheme', async () => {
    for (const bad of ['ftp://site.funtech.test', 'https://site.funtech.test/yol', 'https://user:pw@site.funtech.test', 'site']) {
      await adminPost('/admin/ayarlar/sistem', { intent: 'site-address', site_address: bad });
    }
    const db = new Database(path.join(server.dataDir, 'site.db'), { readonly: true });
    const row = db.prepare("select value from settings where key = '_site_address'").get() as { value: string };
    db.close();
    expect(JSON.parse(row.value)).toBe(site);
  });

  it('sends other hosts to it with a 301 (308 for a post), naming only the confirmed address', async () => {
    for (const host of [`192.0.2.10:${server.port}`, 'ofis-pc', 'evil.example']) {
      const r = await get('/hizmetler?x=1', host);
      expect(r.status, host).toBe(301);
      expect(r.headers.location).toBe(`${site}/hizmetler?x=1`);
      expect(r.body.toString()).not.toContain('evil');
    }
    const post = await comment('evil.example', 'Yönlendirilen yorum');
    expect(post.status).toBe(308);
    expect(post.headers.location).toBe(`${site}${POST}`);
    // Health checks answer whatever the host.
    expect((await get('/healthz', 'evil.example')).status).toBe(200);
    // The sitemap, robots.txt, the feed and a page cached for the confirmed host: sent there too, never naming the host.
    expect((await get('/en-services', `site.funtech.test:${server.port}`)).status).toBe(200);
    for (const p of ['/sitemap.xml', '/robots.txt', '/blog/rss.xml', '/en-services']) {
      const r = await get(p, 'evil.example');
      expect(r.status, p).toBe(301);
      expect(r.headers.location, p).toBe(`${site}${p}`);
      expect(r.body.toString(), p).not.toContain('evil');
    }
  });

  it('serves the confirmed host and this machine, every absolute URL naming the confirmed address', async () => {
    for (const host of [`site.funtech.test:${server.port}`, `127.0.0.1:${server.port}`, `localhost:${server.port}`]) {
      const r = await get('/hizmetler', host);
      expect(r.status, host).toBe(200);
      expect(r.body.toString(), host).toContain(`rel="canonical" href="${site}/hizmetler"`);
    }
    const sitemap = (await get('/sitemap.xml', `127.0.0.1:${server.port}`)).body.toString();
    expect(sitemap).toContain(`<loc>${site}/hizmetler</loc>`);
    expect((await get('/robots.txt', `localhost:${server.port}`)).body.toString()).toContain(`Sitemap: ${site}/sitemap.xml`);
  });

  it('e-mail links name the confirmed address', async () => {
    const r = await comment(`site.funtech.test:${server.port}`, 'Onaylı adresten yorum');
    expect(r.status).toBe(200);
    const mails = await peer.waitFor(2);
    expect(mails[1]!.text).toContain(`${site}/admin/icerik/yorumlar`);
    // The post redirected from the untrusted host (308 above) sent nothing; no mail ever named that host.
    expect(mails.filter((m) => m.text.includes('Yönlendirilen yorum'))).toEqual([]);
    for (const m of mails) expect(m.raw).not.toContain('evil');
  });
});

describe('mail on a fresh install reached by names nobody confirmed', () => {
  let fresh: RunningServer;
  let freshPeer: SmtpPeer;
  let owner: string;
  const queue = (where: string) => {
    const db = new Database(path.join(fresh.dataDir, 'site.db'), { readonly: true });
    try {
      return db.prepare(`select kind, status, text_body from mail_queue ${where}`).all() as Array<{
        kind: string;
        status: string;
        text_body: string;
      }>;
    } finally {
      db.close();
    }
  };
  beforeAll(async () => {
    freshPeer = await startSmtpPeer();
    fresh = await startServer({ env: { SMTP_URL: freshPeer.url, MAIL_FROM: 'Site <site@funtech.test>' } });
    const db = new Database(path.join(fresh.dataDir, 'site.db'));
    db.prepare(
      "insert into settings (key, value, updated_at) values ('comments_enabled', 'true', ?) on conflict(key) do update set value = 'true'",
    ).run(new Date().toISOString());
    db.close();
    owner = createAccountSession(fresh, { email: 'sahip@funtech.test', role: 'owner' }).token;
    const r = await fetch(fresh.url + '/admin/ayarlar/sistem', {
      method: 'POST',
      headers: { ...adminHeaders(fresh, owner), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'clear-cache' }),
    });
    expect(r.status).toBe(200);
  });
  afterAll(async () => {
    await fresh?.stop();
    await freshPeer?.close();
  });

  it('an invitation made through a DNS name is shown to the owner with the address it names, never mailed', async () => {
    const host = `panel.baskasi.example:${fresh.port}`;
    const r = await rawRequest(fresh.url, {
      method: 'POST',
      path: '/admin/ayarlar/kullanicilar.data',
      headers: {
        host,
        origin: `http://${host}`,
        cookie: `admin_session=${owner}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ intent: 'invite', email: 'yeni@funtech.test', name: 'Yeni Kişi', role: 'editor' }).toString(),
    });
    expect(r.status).toBe(200);
    const body = r.body.toString();
    expect(body).toContain(`http://${host}/admin/davet?t=`);
    expect(body).toContain('unconfirmedAddress');
    expect(queue("where kind = 'staff-invitation'")).toEqual([]);
  });

  it('a comment asking for reply notifications, from a DNS name or this machine: no mail link names undefined or an unconfirmed host', async () => {
    for (const [i, host] of ['yorum.baskasi.example', `127.0.0.1:${fresh.port}`].entries()) {
      const body = new URLSearchParams({
        name: 'Okur',
        email: 'okur@funtech.test',
        notify: 'on',
        comment: `Bildirim isteyen yorum ${i}`,
      });
      const r = await rawRequest(fresh.url, {
        method: 'POST',
        path: POST,
        headers: { host, origin: `http://${host}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: body.toString(),
      });
      expect(r.status, host).toBe(200);
    }
    // Both staff notifications left; wait until nothing is left in the queue.
    await freshPeer.waitFor(2);
    await until(() => queue("where status <> 'sent'").length === 0, 20_000, 'the queue to empty');
    for (const m of freshPeer.received) expect(m.text).not.toContain('undefined');
    for (const m of freshPeer.received) {
      expect(m.raw).not.toContain('baskasi');
      expect(m.text).not.toMatch(/https?:\/\/127\.0\.0\.1/);
    }
    // No confirmation without a link to the site's own address; the visitor's address is not kept.
    expect(freshPeer.received.filter((m) => m.to.includes('okur@funtech.test'))).toEqual([]);
    const db = new Database(path.join(fresh.dataDir, 'site.db'), { readonly: true });
    try {
      expect(db.prepare('select count(*) n from blog_comments where email is not null').get()).toEqual({ n: 0 });
    } finally {
      db.close();
    }
  });
});
