import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog } from '~/i18n/catalog';
import { startServer, type RunningServer } from '../helpers/server';
import { createTestDatabase, ENGINES, type TestDatabase } from '../helpers/test-db';

/**
 * Direct HTTP posts to the public form endpoints (no browser): what the server
 * refuses (invalid data, a filled honeypot, a body over the limit, the 11th
 * post in a minute from one address) stores nothing; concurrent sign-ups of
 * the same addresses store each address once, on SQLite and PostgreSQL.
 */

const VALID = {
  consultation: {
    name: 'Ayşe',
    surname: 'Yılmaz',
    email: 'ayse@example.com',
    phone: '0532 123 45 67',
    service_description: 'Mobil uygulama geliştirme hakkında bilgi almak istiyorum.',
  },
  contact: { firstName: 'Ali', lastName: 'Veli', email: 'ali@example.com', phone: '05321234567', message: 'Merhaba' },
  newsletter: { email: 'reader@example.com', source: '/hakkimizda' },
} as const;

const ENDPOINTS = {
  consultation: { tr: '/danismanlik-talebi', en: '/en-consultation', table: 'consultation_requests' },
  contact: { tr: '/iletisim', en: '/en-contact', table: 'support_tickets' },
  newsletter: { tr: '/e-bulten', en: '/en-newsletter', table: 'newsletter_subscribers' },
} as const;
type FormName = keyof typeof ENDPOINTS;
const FORMS = Object.keys(ENDPOINTS) as FormName[];

let ipCounter = 1;
/** A fresh client address (the server trusts one proxy hop in these tests). */
const nextIp = () => `203.0.113.${ipCounter++}`;

function post(
  server: RunningServer,
  p: string,
  body: string | URLSearchParams | ReadableStream,
  opts: { ip?: string; headers?: Record<string, string> } = {},
) {
  return fetch(server.url + p, {
    method: 'POST',
    body,
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Forwarded-For': opts.ip ?? nextIp(),
      ...opts.headers,
    },
    redirect: 'manual',
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
}

const form = (v: Record<string, string>) => new URLSearchParams(v);

describe('public form posts over HTTP [sqlite]', () => {
  let server: RunningServer;
  let sqlite: Database.Database;
  const rows = (table: string) => (sqlite.prepare(`select count(*) n from ${table}`).get() as { n: number }).n;

  beforeAll(async () => {
    server = await startServer({ env: { TRUST_PROXY: '1' } });
    sqlite = new Database(path.join(server.dataDir, 'site.db'), { readonly: true });
  });
  afterAll(async () => {
    sqlite?.close();
    await server?.stop();
  });

  it.each([
    ['consultation', { ...VALID.consultation, phone: '123' }, 'Geçerli bir Türkiye telefon numarası giriniz.'],
    ['consultation', { ...VALID.consultation, service_description: ' çok kısa ' }, 'Hizmet açıklaması en az 20 karakter olmalıdır.'],
    ['contact', { ...VALID.contact, email: '' }, 'E-posta gereklidir'],
    ['contact', { ...VALID.contact, phone: '0212 555 55 55' }, 'Geçerli bir telefon numarası giriniz'],
    ['newsletter', { email: 'no-at-sign' }, 'Lütfen geçerli bir email adresi girin.'],
  ] as const)('%s: invalid data → 400 with the message, nothing stored', async (name, data, message) => {
    const before = rows(ENDPOINTS[name].table);
    const res = await post(server, ENDPOINTS[name].tr, form(data));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(message);
    expect(rows(ENDPOINTS[name].table)).toBe(before);
  });

  it('answers in English on the English endpoints', async () => {
    const res = await post(server, ENDPOINTS.contact.en, form({ ...VALID.contact, firstName: '' }));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('First name is required');
  });

  it.each(FORMS)('%s: a filled honeypot → refused, nothing stored', async (name) => {
    const before = rows(ENDPOINTS[name].table);
    const res = await post(
      server,
      ENDPOINTS[name].tr,
      form({ ...VALID[name], email: `hp-${name}@example.com`, website: 'http://spam.example' }),
    );
    expect(res.status).toBe(400);
    expect(rows(ENDPOINTS[name].table)).toBe(before);
  });

  it.each(FORMS)('%s: a body over 32 KB → 413 with the translated message, nothing stored', async (name) => {
    const before = rows(ENDPOINTS[name].table);
    const big = form({ ...VALID[name], email: `big-${name}@example.com`, padding: 'x'.repeat(40 * 1024) });
    const res = await post(server, ENDPOINTS[name].tr, big);
    expect(res.status).toBe(413);
    expect(await res.text()).toContain(catalog.tr.forms.shared.tooLarge);
    const resEn = await post(server, ENDPOINTS[name].en, big);
    expect(resEn.status).toBe(413);
    expect(await resEn.text()).toContain(catalog.en.forms.shared.tooLarge);
    expect(rows(ENDPOINTS[name].table)).toBe(before);
  });

  it('a body over 32 KB sent without a length (chunked) → 413, nothing stored', async () => {
    const before = rows('support_tickets');
    const payload = new TextEncoder().encode(
      form({ ...VALID.contact, email: 'chunked@example.com', padding: 'y'.repeat(40 * 1024) }).toString(),
    );
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < payload.length; i += 4096) controller.enqueue(payload.slice(i, i + 4096));
        controller.close();
      },
    });
    const res = await post(server, ENDPOINTS.contact.tr, stream);
    expect(res.status).toBe(413);
    expect(rows('support_tickets')).toBe(before);
  });

  it('the 11th post in a minute from one address → 429 with the translated message; other addresses and forms are not affected', async () => {
    const ip = nextIp();
    const before = rows('support_tickets');
    for (let i = 0; i < 10; i++) {
      const res = await post(server, ENDPOINTS.contact.tr, form({ ...VALID.contact, email: `rate${i}@example.com` }), { ip });
      expect(res.status).toBe(200);
      // The re-rendered page of a plain form post is private to that post.
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    const eleventh = await post(server, ENDPOINTS.contact.tr, form({ ...VALID.contact, email: 'rate10@example.com' }), { ip });
    expect(eleventh.status).toBe(429);
    expect(await eleventh.text()).toContain(catalog.tr.forms.shared.tooMany);
    // Also through React Router's fetcher endpoint, and in English.
    const data = await post(server, `${ENDPOINTS.contact.en}.data`, form({ ...VALID.contact, email: 'rate11@example.com' }), { ip });
    expect(data.status).toBe(429);
    expect(await data.text()).toContain(catalog.en.forms.shared.tooMany);
    expect(rows('support_tickets')).toBe(before + 10);

    expect((await post(server, ENDPOINTS.contact.tr, form({ ...VALID.contact, email: 'other@example.com' }))).status).toBe(200);
    expect((await post(server, ENDPOINTS.newsletter.tr, form({ email: 'rate-news@example.com' }), { ip })).status).toBe(200);
  });

  it('stored text is rendered escaped (never as HTML)', async () => {
    const res = await post(
      server,
      ENDPOINTS.contact.tr,
      form({ ...VALID.contact, firstName: '<img src=x onerror=alert(1)>', email: 'bad' }),
    );
    const html = await res.text();
    expect(html).not.toContain('<img src=x onerror=alert(1)>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('newsletter_enabled off', () => {
  it('hides the form and refuses sign-ups with the translated message', async () => {
    let server = await startServer();
    const dataDir = server.dataDir;
    await server.stop();
    const db = new Database(path.join(dataDir, 'site.db'));
    db.prepare(
      "insert into settings (key, value, updated_at) values ('newsletter_enabled', 'false', ?) on conflict(key) do update set value = 'false'",
    ).run(new Date().toISOString());
    db.close();
    server = await startServer({ dataDir });
    try {
      const page = await (await fetch(server.url + '/hakkimizda')).text();
      expect(page).not.toContain('name="email"');
      const res = await post(server, ENDPOINTS.newsletter.tr, form({ email: 'closed@example.com' }));
      expect(res.status).toBe(403);
      expect(await res.text()).toContain(catalog.tr.forms.newsletter.disabled);
      const en = await post(server, ENDPOINTS.newsletter.en, form({ email: 'closed@example.com' }));
      expect(await en.text()).toContain(catalog.en.forms.newsletter.disabled);
      const check = new Database(path.join(dataDir, 'site.db'), { readonly: true });
      expect((check.prepare('select count(*) n from newsletter_subscribers').get() as { n: number }).n).toBe(0);
      check.close();
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

for (const engine of ENGINES) {
  describe(`200 concurrent sign-ups of 100 addresses [${engine}]`, () => {
    let server: RunningServer;
    let test: TestDatabase | undefined;

    beforeAll(async () => {
      test = engine === 'postgres' ? await createTestDatabase('postgres', { migrate: false }) : undefined;
      if (test) await test.db.close();
      server = await startServer({
        env: { RATE_LIMIT_FORMS_PER_MINUTE: '100000', ...(test ? { DATABASE_URL: test.databaseUrl } : {}) },
      });
    });
    afterAll(async () => {
      await server?.stop();
      await test?.drop();
    });

    it('store exactly 100 subscribers, answer Zaten Abone to the rest, no 5xx', async () => {
      const run = Date.now().toString(36);
      const addresses = Array.from({ length: 100 }, (_, i) => `user${i}.${run}@example.com`);
      const variants = addresses.flatMap((a, i) => [`  ${a.toUpperCase()} `, i % 2 ? ` ${a[0]!.toUpperCase()}${a.slice(1)}` : `${a}   `]);
      const responses = await Promise.all(
        variants.map(async (email, i) => {
          const res = await post(server, i % 3 === 0 ? `${ENDPOINTS.newsletter.tr}.data` : ENDPOINTS.newsletter.tr, form({ email }), {
            ip: '198.51.100.7',
          });
          return { status: res.status, body: await res.text() };
        }),
      );
      expect(
        responses.filter((r) => r.status >= 500).map((r) => r.status),
        server.logs().slice(-4000),
      ).toEqual([]);
      expect(responses.filter((r) => r.status === 200)).toHaveLength(100);
      const duplicates = responses.filter((r) => r.status === 409);
      expect(duplicates).toHaveLength(100);
      for (const d of duplicates) expect(d.body).toContain('Zaten Abone');

      let stored: string[];
      if (engine === 'postgres') {
        const c = new pg.Client({ connectionString: test!.databaseUrl });
        await c.connect();
        stored = (await c.query<{ email: string }>('select email from newsletter_subscribers where is_active')).rows.map((r) => r.email);
        await c.end();
      } else {
        const db = new Database(path.join(server.dataDir, 'site.db'), { readonly: true });
        stored = (db.prepare('select email from newsletter_subscribers where is_active = 1').all() as { email: string }[]).map(
          (r) => r.email,
        );
        db.close();
      }
      expect(stored.sort()).toEqual([...addresses].sort());
    });
  });
}
