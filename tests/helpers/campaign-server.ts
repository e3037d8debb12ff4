import { randomUUID } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { freePort, startServer, type RunningServer } from './server';
import { adminHeaders } from './admin-session';

/** Helpers for end-to-end campaign tests against a server process (SQLite in its DATA_DIR). */

/**
 * A server whose PUBLIC_URL is its own address: every link in a campaign names the site's known
 * address (none is known on a fresh install, and nothing is sent), and the tests follow them.
 */
export async function startCampaignServer(opts: { env?: Record<string, string | undefined>; dataDir?: string } = {}) {
  const port = await freePort();
  return startServer({ ...opts, port, env: { PUBLIC_URL: `http://127.0.0.1:${port}`, ...opts.env } });
}

function open(server: { dataDir: string }) {
  const db = new SQLite(path.join(server.dataDir, 'site.db'));
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Inserts active subscribers straight into the server's database; every `enEvery`-th is English. */
export function insertSubscribers(server: { dataDir: string }, n: number, opts: { enEvery?: number; prefix?: string } = {}) {
  const db = open(server);
  const now = new Date().toISOString();
  const rows: Array<{ id: string; email: string; language: string }> = [];
  try {
    const stmt = db.prepare(
      'insert into newsletter_subscribers (id, email, is_active, language, source_page, consent_at, created_at, updated_at) values (?, ?, 1, ?, ?, ?, ?, ?)',
    );
    db.transaction(() => {
      for (let i = 0; i < n; i++) {
        const row = {
          id: randomUUID(),
          email: `${opts.prefix ?? 'reader'}${i}@example.org`,
          language: opts.enEvery && i % opts.enEvery === 0 ? 'en' : 'tr',
        };
        stmt.run(row.id, row.email, row.language, '/', now, now, now);
        rows.push(row);
      }
    })();
  } finally {
    db.close();
  }
  return rows;
}

export function query<T>(server: { dataDir: string }, sqlText: string, ...params: unknown[]): T[] {
  const db = open(server);
  try {
    return db.prepare(sqlText).all(...params) as T[];
  } finally {
    db.close();
  }
}

export function isActiveSubscriber(server: { dataDir: string }, email: string): boolean {
  const [row] = query<{ is_active: number }>(server, 'select is_active from newsletter_subscribers where email = ?', email);
  return row?.is_active === 1;
}

export interface CampaignFields {
  subject_tr?: string;
  content_tr?: string;
  subject_en?: string;
  content_en?: string;
  test_email?: string;
  send_to_all?: boolean;
}

/** Posts the campaign form's action as the admin (intent 'send' or 'test'), like the page does. */
export async function postCampaign(server: RunningServer, token: string, intent: 'send' | 'test', fields: CampaignFields) {
  const body = new URLSearchParams({
    intent,
    request_id: randomUUID(),
    subject_tr: fields.subject_tr ?? '',
    content_tr: fields.content_tr ?? '',
    subject_en: fields.subject_en ?? '',
    content_en: fields.content_en ?? '',
    test_email: fields.test_email ?? '',
    send_to_all: fields.send_to_all === false ? 'false' : 'true',
  });
  const r = await fetch(`${server.url}/admin/e-bulten/kampanyalar`, {
    method: 'POST',
    headers: { ...adminHeaders(server, token), 'content-type': 'application/x-www-form-urlencoded' },
    body,
    redirect: 'manual',
  });
  return { status: r.status, html: await r.text() };
}
