import { randomUUID } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../helpers/server';
import { adminHeaders, createAccountSession } from '../helpers/admin-session';

/**
 * Editors see no personal data of subscribers or leads, and no button they may not use: the
 * subscriber CSV and the leads CSV answer 403, the newsletter page shows the figures only (no
 * address, no "Dışa aktar", no "Listeden çıkar"), its removal action answers 403 and removes
 * nobody, and the dashboard lists no subscriber. The owner still has all of it.
 */
const SUBSCRIBER = 'gizli.abone@example.org';
const TICKET = 'gizli.mesaj@example.org';

let server: RunningServer;
let owner: { token: string };
let editor: { token: string };
let subscriberId: string;

function withDb<T>(fn: (db: SQLite.Database) => T): T {
  const db = new SQLite(path.join(server.dataDir, 'site.db'));
  try {
    db.pragma('busy_timeout = 5000');
    return fn(db);
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  server = await startServer();
  owner = createAccountSession(server, { email: 'owner@example.com', role: 'owner' });
  editor = createAccountSession(server, { email: 'editor@example.com', role: 'editor' });
  subscriberId = randomUUID();
  const now = new Date().toISOString();
  withDb((db) => {
    db.prepare(
      'insert into newsletter_subscribers (id, email, is_active, language, source_page, consent_at, created_at, updated_at) values (?, ?, 1, ?, ?, ?, ?, ?)',
    ).run(subscriberId, SUBSCRIBER, 'tr', '/', now, now, now);
    db.prepare(
      'insert into support_tickets (id, name, email, subject, message, status, language, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(randomUUID(), 'Gizli Kişi', TICKET, 'Konu', 'Mesaj', 'open', 'tr', now, now);
  });
});
afterAll(async () => {
  await server?.stop();
});

const get = (token: string, pathname: string) => fetch(server.url + pathname, { headers: adminHeaders(server, token), redirect: 'manual' });

describe('an editor and the personal data of subscribers and leads', () => {
  it('gets 403 for the subscriber CSV and the leads CSV (the owner gets them)', async () => {
    const csv = await get(editor.token, '/admin/e-bulten/newsletter-subscribers.csv');
    expect(csv.status).toBe(403);
    expect(await csv.text()).not.toContain(SUBSCRIBER);
    expect((await get(editor.token, '/admin/danismanlik/talepler.csv')).status).toBe(403);

    const asOwner = await get(owner.token, '/admin/e-bulten/newsletter-subscribers.csv');
    expect(asOwner.status).toBe(200);
    expect(await asOwner.text()).toContain(SUBSCRIBER);
    expect((await get(owner.token, '/admin/danismanlik/talepler.csv')).status).toBe(200);
  });

  it('sees the figures on the newsletter page, no address and no button they may not use', async () => {
    const res = await get(editor.token, '/admin/e-bulten');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-testid="subscribers-total"');
    expect(html).toContain('data-testid="subscribers-owners-only"');
    expect(html).not.toContain(SUBSCRIBER);
    // The removal button (its label and its accessible name "<address> adresini listeden çıkar") and the export link.
    expect(html).not.toContain('>Listeden çıkar<');
    expect(html).not.toContain('adresini listeden çıkar');
    expect(html).not.toContain('newsletter-subscribers.csv');
    // Nor in the data the page loads on navigation.
    const data = await (await get(editor.token, '/admin/e-bulten.data')).text();
    expect(data).not.toContain(SUBSCRIBER);

    const asOwner = await (await get(owner.token, '/admin/e-bulten')).text();
    expect(asOwner).toContain(SUBSCRIBER);
    expect(asOwner).toContain('>Listeden çıkar<');
    expect(asOwner).toContain(`${SUBSCRIBER} adresini listeden çıkar`);
    expect(asOwner).toContain('newsletter-subscribers.csv');
  });

  it('gets 403 for a removal and removes nobody', async () => {
    const res = await fetch(server.url + '/admin/e-bulten', {
      method: 'POST',
      headers: { ...adminHeaders(server, editor.token), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'remove', id: subscriberId }).toString(),
      redirect: 'manual',
    });
    expect(res.status).toBe(403);
    expect(withDb((db) => db.prepare('select is_active from newsletter_subscribers where id = ?').get(subscriberId))).toEqual({
      is_active: 1,
    });
  });

  it('finds no subscriber or lead address on the dashboard or the leads pages', async () => {
    for (const pathname of ['/admin', '/admin.data', '/admin/danismanlik', '/admin/danismanlik/mesajlar']) {
      const text = await (await get(editor.token, pathname)).text();
      expect(text, pathname).not.toContain(SUBSCRIBER);
      expect(text, pathname).not.toContain(TICKET);
    }
    const asOwner = await (await get(owner.token, '/admin')).text();
    expect(asOwner).toContain(SUBSCRIBER);
  });
});
