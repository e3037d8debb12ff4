import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { BrowserContext } from 'playwright-core';
import type { RunningServer } from './server';

/**
 * Logs a test in as the admin without going through the login form: writes a
 * session row straight into the server's SQLite database (id = sha256 of a
 * random token, 8 h expiry) and returns the token for the `admin_session` cookie.
 */
export function createAdminSession(server: RunningServer): string {
  const token = randomBytes(32).toString('base64url');
  const id = createHash('sha256').update(token).digest('hex');
  const now = new Date();
  const db = new SQLite(path.join(server.dataDir, 'site.db'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('insert into sessions (id, created_at, last_seen_at, expires_at, ip, user_agent) values (?, ?, ?, ?, ?, ?)').run(
      id,
      now.toISOString(),
      now.toISOString(),
      new Date(now.getTime() + 8 * 3600_000).toISOString(),
      '127.0.0.1',
      'e2e',
    );
  } finally {
    db.close();
  }
  return token;
}

/** Sets a fresh admin session cookie in a browser context. */
export async function loginAsAdmin(context: BrowserContext, server: RunningServer): Promise<string> {
  const token = createAdminSession(server);
  await context.addCookies([{ name: 'admin_session', value: token, url: server.url, httpOnly: true, sameSite: 'Lax' }]);
  return token;
}

/** Headers for fetch() requests as the admin (a mutation also needs the same Origin). */
export function adminHeaders(server: RunningServer, token: string): Record<string, string> {
  return { cookie: `admin_session=${token}`, origin: server.url };
}

/**
 * A staff account written straight into the server's SQLite database, with a
 * session for it: returns the account id and the session token. Creating any account ends
 * shared-password mode on that server (shared sessions stop working).
 */
export function createAccountSession(
  server: RunningServer,
  opts: { email: string; role: 'owner' | 'editor'; name?: string },
): { accountId: string; token: string } {
  const token = randomBytes(32).toString('base64url');
  const accountId = randomBytes(8).toString('hex');
  const now = new Date();
  const db = new SQLite(path.join(server.dataDir, 'site.db'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(
      `insert into admin_accounts (id, email, name, role, status, password_hash, totp_secret, totp_last_step, created_at, updated_at, last_login_at)
       values (?, ?, ?, ?, 'active', null, null, null, ?, ?, null)`,
    ).run(accountId, opts.email, opts.name ?? opts.email, opts.role, now.toISOString(), now.toISOString());
    db.prepare(
      'insert into sessions (id, created_at, last_seen_at, expires_at, ip, user_agent, account_id, mfa_pending) values (?, ?, ?, ?, ?, ?, ?, 0)',
    ).run(
      createHash('sha256').update(token).digest('hex'),
      now.toISOString(),
      now.toISOString(),
      new Date(now.getTime() + 8 * 3600_000).toISOString(),
      '127.0.0.1',
      'e2e',
      accountId,
    );
  } finally {
    db.close();
  }
  return { accountId, token };
}
