#!/usr/bin/env node
/**
 * Campaign benchmark: the production server sends a newsletter campaign to
 * N subscribers (default 100,000) through a local SMTP peer (smtp-server),
 * with the rate limit off (CAMPAIGN_RATE_PER_SECOND=0). Reports the time to
 * queue the job (one INSERT … SELECT), messages per second, and the server's
 * peak resident memory (VmHWM from /proc, Linux).
 *
 *   npm run bench -- campaign [--subscribers 100000] [--database-url postgres://…]
 *
 * Uses the build in BUILD_DIR (default ./build); builds it when missing.
 * SQLite (in a temporary DATA_DIR) unless --database-url names a PostgreSQL
 * database, which must be empty or hold no subscribers.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { adminSessionRow, arg, freePort, memoryKb, serverEnv, startServer, tempDir } from './lib.mjs';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

const N = arg('subscribers', 100000);
const databaseUrl = arg('database-url', undefined);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const procStatus = (pid) => ({ rss: memoryKb(pid) * 1024, hwm: memoryKb(pid, 'VmHWM') * 1024 });

const mb = (b) => `${(b / 1024 / 1024).toFixed(0)} MB`;

// 1. The SMTP peer: counts messages (and their recipients), keeps nothing.
let received = 0;
const seen = new Set();
let duplicates = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      for (const r of session.envelope.rcptTo) {
        if (seen.has(r.address)) duplicates++;
        else seen.add(r.address);
        received++;
      }
      callback();
    });
  },
});
await new Promise((r) => smtp.listen(0, '127.0.0.1', r));
const smtpPort = smtp.server.address().port;

// 2. The server.
const dataDir = tempDir('campaign');
// Extra node flags for the server go in BENCH_NODE_ARGS (e.g. --cpu-prof, --max-old-space-size=256).
// A campaign's links need the site's address: the server's own.
const port = await freePort();
const server = await startServer({
  port,
  env: serverEnv(dataDir, {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    CAMPAIGN_RATE_PER_SECOND: '0',
    DATABASE_URL: databaseUrl ?? '',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  }),
});
const { child, url } = server;

// 3. Subscribers and an admin session, written straight into the database.
const { token, row: sessionRow } = adminSessionRow();
const now = sessionRow[1];
let db;
let pgClient;
if (databaseUrl) {
  pgClient = new pg.Client({ connectionString: databaseUrl });
  await pgClient.connect();
  await pgClient.query(
    'insert into sessions (id, created_at, last_seen_at, expires_at, ip, user_agent) values ($1, $2, $3, $4, $5, $6)',
    sessionRow,
  );
  for (let i = 0; i < N; i += 5000) {
    const ids = [];
    const emails = [];
    const langs = [];
    for (let j = i; j < Math.min(N, i + 5000); j++) {
      ids.push(randomUUID());
      emails.push(`bench${j}@example.org`);
      langs.push(j % 4 === 0 ? 'en' : 'tr');
    }
    await pgClient.query(
      `insert into newsletter_subscribers (id, email, is_active, language, source_page, consent_at, created_at, updated_at)
       select id, email, true, lang, '/', $4, $4, $4 from unnest($1::text[], $2::text[], $3::text[]) as t(id, email, lang)`,
      [ids, emails, langs, now],
    );
  }
} else {
  db = new SQLite(path.join(dataDir, 'site.db'));
  db.pragma('busy_timeout = 10000');
  db.prepare('insert into sessions (id, created_at, last_seen_at, expires_at, ip, user_agent) values (?, ?, ?, ?, ?, ?)').run(
    ...sessionRow,
  );
  const stmt = db.prepare(
    "insert into newsletter_subscribers (id, email, is_active, language, source_page, consent_at, created_at, updated_at) values (?, ?, 1, ?, '/', ?, ?, ?)",
  );
  db.transaction(() => {
    for (let j = 0; j < N; j++) stmt.run(randomUUID(), `bench${j}@example.org`, j % 4 === 0 ? 'en' : 'tr', now, now, now);
  })();
}
const campaignStatus = async () => {
  if (pgClient) return (await pgClient.query('select status from campaigns order by created_at desc limit 1')).rows[0]?.status;
  return db.prepare('select status from campaigns order by created_at desc limit 1').get()?.status;
};
console.log(`${N} subscribers inserted; engine ${databaseUrl ? 'postgres' : 'sqlite'}; server RSS ${mb(procStatus(child.pid).rss)}`);

// 4. Send: the admin action queues the job (campaign + one delivery per subscriber).
const content = (lang) =>
  lang === 'tr'
    ? '## Merhaba\n\nBu ay **yeni ürünlerimizi** tanıtıyoruz:\n\n- FunAI 2.0\n- QuakeSafe mobil\n\n[Blogda okuyun](https://www.example.com/blog)'
    : '## Hello\n\nThis month we introduce **our new products**:\n\n- FunAI 2.0\n- QuakeSafe mobile\n\n[Read the blog](https://www.example.com/en-blog)';
const t0 = performance.now();
const res = await fetch(`${url}/admin/e-bulten/kampanyalar`, {
  method: 'POST',
  headers: { cookie: `admin_session=${token}`, origin: url, 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({
    intent: 'send',
    request_id: randomUUID(),
    subject_tr: 'Kasım bülteni',
    content_tr: content('tr'),
    subject_en: 'November newsletter',
    content_en: content('en'),
    test_email: '',
    send_to_all: 'true',
  }),
});
const queuedMs = performance.now() - t0;
if (res.status !== 200) throw new Error(`send answered ${res.status}`);
console.log(`queued in ${queuedMs.toFixed(0)} ms (answer of the send action)`);

// 5. Watch until every message has arrived and the campaign is completed.
let peak = 0;
let last = 0;
let lastAt = performance.now();
let firstAt = 0;
for (;;) {
  await sleep(1000);
  const st = procStatus(child.pid);
  peak = Math.max(peak, st.hwm, st.rss);
  if (received > 0 && !firstAt) firstAt = performance.now();
  const t = performance.now();
  const rate = ((received - last) * 1000) / (t - lastAt);
  last = received;
  lastAt = t;
  process.stdout.write(`\r${received}/${N} sent, ${rate.toFixed(0)} msg/s now, RSS ${mb(st.rss)}      `);
  if (received >= N && (await campaignStatus()) === 'completed') break;
  if (child.exitCode !== null) throw new Error('server exited');
}
const totalMs = performance.now() - t0;
const sendMs = performance.now() - (firstAt || t0);
process.stdout.write('\n');
const result = {
  subscribers: N,
  engine: databaseUrl ? 'postgres' : 'sqlite',
  queueMs: Math.round(queuedMs),
  totalSeconds: Number((totalMs / 1000).toFixed(1)),
  messagesPerSecond: Math.round(N / (totalMs / 1000)),
  duplicates,
  uniqueRecipients: seen.size,
  peakRssMB: Math.round(peak / 1024 / 1024),
  cpus: os.cpus().length,
  loadAverage: os.loadavg().map((x) => Number(x.toFixed(1))),
  node: process.version,
};
console.log(JSON.stringify(result, null, 2));
console.log(
  `${N} messages in ${result.totalSeconds} s: ${result.messagesPerSecond} msg/s (sending phase ${Math.round(N / (sendMs / 1000))} msg/s), peak RSS ${result.peakRssMB} MB, duplicates ${duplicates}`,
);

// 6. Clean up.
await server.stop();
db?.close();
await pgClient?.end();
await new Promise((r) => smtp.close(r));
