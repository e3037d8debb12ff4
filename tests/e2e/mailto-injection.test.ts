import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog } from '~/i18n/catalog';
import { isValidEmail } from '~/lib/email';
import { startServer, type RunningServer } from '../helpers/server';
import { createAdminSession } from '../helpers/admin-session';

/**
 * An e-mail address with mailto parameters
 * (`client@example.com?bcc=attacker%40evil.example&body=hello`) must be
 * refused by every public form on the server, and a stored one (e.g. from an
 * old database or a backup) must not become a reply link with parameters in
 * the admin.
 */

const HOSTILE = 'client@example.com?bcc=attacker%40evil.example&body=hello';
const MORE_HOSTILE = [
  HOSTILE,
  'client@example.com%3Fbcc%3Dattacker%40evil.example',
  'a@x.example, b@y.example',
  'a@x.example;b@y.example',
  '"x"@y.example',
  'Client <client@example.com>',
  'client@exаmple.com', // Cyrillic а
];

let ipCounter = 1;
const nextIp = () => `198.18.0.${ipCounter++}`;

function post(server: RunningServer, p: string, data: Record<string, string>) {
  return fetch(server.url + p, {
    method: 'POST',
    body: new URLSearchParams(data),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': nextIp() },
    redirect: 'manual',
  });
}

/** Every mailto: href of a page, HTML-unescaped. */
function mailtoHrefs(html: string): string[] {
  return [...html.matchAll(/href="(mailto:[^"]*)"/g)].map((m) =>
    m[1]!
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"'),
  );
}

/** A mailto link is safe when its target is one valid address and it carries no parameter but the subject. */
function expectSafeMailto(href: string) {
  const rest = href.slice('mailto:'.length);
  const q = rest.indexOf('?');
  const target = decodeURIComponent(q < 0 ? rest : rest.slice(0, q));
  expect(isValidEmail(target), href).toBe(true);
  const params = new URLSearchParams(q < 0 ? '' : rest.slice(q + 1));
  expect(
    [...params.keys()].filter((k) => k !== 'subject'),
    href,
  ).toEqual([]);
}

describe('hostile e-mail addresses [sqlite]', () => {
  let server: RunningServer;
  let sqlite: Database.Database;
  const rows = (table: string) => (sqlite.prepare(`select count(*) n from ${table}`).get() as { n: number }).n;

  beforeAll(async () => {
    server = await startServer({ env: { TRUST_PROXY: '1' } });
    sqlite = new Database(path.join(server.dataDir, 'site.db'));
    sqlite.pragma('busy_timeout = 5000');
  });
  afterAll(async () => {
    sqlite?.close();
    await server?.stop();
  });

  it.each(MORE_HOSTILE)('the consultation form refuses %j on the server (400, translated message, nothing stored)', async (email) => {
    const before = rows('consultation_requests');
    const data = {
      name: 'Ayşe',
      surname: 'Yılmaz',
      email,
      phone: '0532 123 45 67',
      service_description: 'Mobil uygulama geliştirme hakkında bilgi almak istiyorum.',
    };
    const tr = await post(server, '/danismanlik-talebi', data);
    expect(tr.status).toBe(400);
    expect(await tr.text()).toContain(catalog.tr.forms.consultation.errors.email);
    const en = await post(server, '/en-consultation', data);
    expect(en.status).toBe(400);
    expect(await en.text()).toContain(catalog.en.forms.consultation.errors.email);
    const fetcher = await post(server, '/danismanlik-talebi.data', data);
    expect(fetcher.status).toBe(400);
    expect(rows('consultation_requests')).toBe(before);
  });

  it('the contact and newsletter forms refuse it too', async () => {
    const tickets = rows('support_tickets');
    const subscribers = rows('newsletter_subscribers');
    const contact = await post(server, '/iletisim', {
      firstName: 'Ali',
      lastName: 'Veli',
      email: HOSTILE,
      phone: '05321234567',
      message: 'Merhaba',
    });
    expect(contact.status).toBe(400);
    expect(await contact.text()).toContain(catalog.tr.forms.contact.errors.email);
    const news = await post(server, '/e-bulten', { email: HOSTILE, source: '/hakkimizda' });
    expect(news.status).toBe(400);
    expect(await news.text()).toContain(catalog.tr.forms.newsletter.invalid);
    expect(rows('support_tickets')).toBe(tickets);
    expect(rows('newsletter_subscribers')).toBe(subscribers);
  });

  it('a stored hostile address is shown in the admin as text, with no mailto link carrying parameters', async () => {
    const now = new Date().toISOString();
    const consultation = sqlite.prepare(
      'insert into consultation_requests (id, name, surname, email, phone, service_description, language, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    for (const [i, email] of MORE_HOSTILE.entries()) {
      consultation.run(randomUUID(), `Hostile${i}`, 'Client', email, '05321234567', 'Stored before the fix, or restored.', 'tr', now);
    }
    consultation.run(randomUUID(), 'Plain', 'Client', 'plain.client@example.com', '05321234567', 'An ordinary request here.', 'tr', now);
    const ticketId = randomUUID();
    sqlite
      .prepare(
        'insert into support_tickets (id, name, email, subject, message, status, language, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(ticketId, 'Hostile Ticket', HOSTILE, 'Konu', 'Mesaj', 'open', 'tr', now, now);

    const token = createAdminSession(server);
    const get = (p: string) => fetch(server.url + p, { headers: { cookie: `admin_session=${token}` } });

    const res = await get('/admin/danismanlik');
    expect(res.status).toBe(200);
    const html = await res.text();
    const hrefs = mailtoHrefs(html);
    for (const href of hrefs) expectSafeMailto(href);
    expect(hrefs.some((h) => h.startsWith('mailto:plain.client@example.com?subject='))).toBe(true);
    expect(hrefs.join(' ')).not.toMatch(/bcc|body=|evil|attacker|%2C|%3B/i);
    // The stored value is still visible to the admin, as escaped text.
    expect(html).toContain('client@example.com?bcc=attacker%40evil.example&amp;body=hello');

    const ticket = await get(`/admin/danismanlik/mesajlar?id=${ticketId}`);
    expect(ticket.status).toBe(200);
    const ticketHtml = await ticket.text();
    expect(ticketHtml).toContain('data-testid="unlinked-email"');
    for (const href of mailtoHrefs(ticketHtml)) expectSafeMailto(href);
    expect(mailtoHrefs(ticketHtml).join(' ')).not.toMatch(/bcc|evil|attacker/i);
  });
});
