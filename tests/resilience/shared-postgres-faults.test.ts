import { createHash, randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../helpers/server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';
import { until } from '../helpers/wait';

/**
 * Two production instances (A and B) on one PostgreSQL database, and what goes wrong between
 * them: two owners acting on each other at once, one on A and one on B (at least one active
 * owner must remain, every round); every database backend terminated while requests are in
 * flight (both instances stay up, the requests in flight get 503, the instances recover by
 * themselves and listen for change notices again); B's LISTEN connection dropped around a save
 * on A (B shows the change soon after it listens again, although its page cache would keep the
 * old page for five minutes). B signs in to PostgreSQL with a role of its own, so the test can
 * keep B from connecting again (NOLOGIN) while the save happens.
 */
const PG = process.env.TEST_DATABASE_URL;
const ROUNDS = 20;
/** As in scale-out.test.ts: other instances follow a change within about a second; 10 s leaves room for a loaded machine. */
const VISIBLE_BOUND_MS = 10_000;
const LISTEN = 'LISTEN content_changed';

describe.skipIf(!PG)('two instances on one PostgreSQL: races and faults', () => {
  let test: TestDatabase;
  let admin: pg.Client;
  let a: RunningServer;
  let b: RunningServer;
  const roleB = `site_b_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    test = await createTestDatabase('postgres', { migrate: false });
    admin = new pg.Client({ connectionString: test.databaseUrl });
    admin.on('error', () => {});
    await admin.connect();
    await admin.query(`CREATE ROLE ${roleB} LOGIN SUPERUSER PASSWORD '${roleB}'`);
    const urlB = new URL(test.databaseUrl!);
    urlB.username = roleB;
    urlB.password = roleB;
    const env = { TRUST_PROXY: '1', PAGE_CACHE_TTL_SECONDS: '300' };
    a = await startServer({ env: { ...env, DATABASE_URL: test.databaseUrl } });
    b = await startServer({ env: { ...env, DATABASE_URL: urlB.toString() } });
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await admin?.end().catch(() => {});
    await test?.drop();
    const c = new pg.Client({ connectionString: PG });
    await c.connect();
    await c.query(`DROP ROLE IF EXISTS ${roleB}`);
    await c.end();
  });

  const k = () => test.db.kysely;
  const alive = (s: RunningServer) => s.process.exitCode === null && s.process.signalCode === null;

  /** An active owner account with a session on it: its token. */
  async function owner(id: string): Promise<string> {
    const now = new Date().toISOString();
    await k().deleteFrom('sessions').where('account_id', '=', id).execute();
    await k().deleteFrom('admin_accounts').where('id', '=', id).execute();
    await k()
      .insertInto('admin_accounts')
      .values({
        id,
        email: `${id}@example.com`,
        name: id,
        role: 'owner',
        status: 'active',
        password_hash: null,
        totp_secret: null,
        totp_last_step: null,
        created_at: now,
        updated_at: now,
        last_login_at: null,
      })
      .execute();
    const token = randomBytes(32).toString('base64url');
    await k()
      .insertInto('sessions')
      .values({
        id: createHash('sha256').update(token).digest('hex'),
        created_at: now,
        last_seen_at: now,
        expires_at: new Date(Date.now() + 3600_000).toISOString(),
        ip: '127.0.0.1',
        user_agent: 'test',
        account_id: id,
        mfa_pending: false,
      })
      .execute();
    return token;
  }

  const activeOwners = async () =>
    (await k().selectFrom('admin_accounts').select('id').where('role', '=', 'owner').where('status', '=', 'active').execute()).map(
      (r) => r.id,
    );

  const post = (s: RunningServer, token: string, path: string, body: URLSearchParams | string, json = false) =>
    fetch(s.url + path, {
      method: 'POST',
      headers: { cookie: `admin_session=${token}`, origin: s.url, ...(json ? { 'content-type': 'application/json' } : {}) },
      body,
      redirect: 'manual',
    });

  it(`two owners, one on A and one on B, who disable, demote or delete each other at once leave one active owner (${ROUNDS} rounds each)`, async () => {
    const tally: Record<string, string[]> = {};
    for (const intent of ['disable', 'role', 'delete'] as const) {
      tally[intent] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const [one, two] = [await owner('owner-one'), await owner('owner-two')];
        const form = (id: string) => new URLSearchParams({ intent, id, role: 'editor' });
        const answers = await Promise.all([
          post(a, one, '/admin/ayarlar/kullanicilar.data', form('owner-two')),
          post(b, two, '/admin/ayarlar/kullanicilar.data', form('owner-one')),
        ]);
        const texts = await Promise.all(answers.map((r) => r.text()));
        // The other owner's write went first: this owner's session ended (401: disabled, deleted) or is an editor's now (403: demoted).
        for (const r of answers) expect([200, 401, 403]).toContain(r.status);
        const done = texts.filter((t) => t.includes('"ok",true')).length;
        tally[intent].push(`${done}`);
        expect(await activeOwners(), `${intent}, round ${round}: ${tally[intent].join(' ')}`).toHaveLength(1);
        expect(done).toBe(1);
      }
    }
    console.log(`writes that went through per round (of 2): ${JSON.stringify(tally)}`);
  });

  it('every backend terminated while requests are in flight: both instances stay up, the requests get 503, and both recover', async () => {
    const token = await owner('owner-faults');
    const pages = ['/admin', '/admin/ayarlar', '/admin/ayarlar/kullanicilar', '/admin/etkinlik'];
    for (let round = 1; round <= 2; round++) {
      // Sessions locked: every admin request (its session check) waits inside the database.
      const locker = new pg.Client({ connectionString: test.databaseUrl });
      locker.on('error', () => {});
      await locker.connect();
      const lockerPid = (await locker.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE sessions IN ACCESS EXCLUSIVE MODE');
      const inFlight = [a, b].flatMap((s) => [
        ...pages.map((p) => fetch(s.url + p, { headers: { cookie: `admin_session=${token}` }, redirect: 'manual' })),
        post(s, token, '/admin/ayarlar/kullanicilar.data', new URLSearchParams({ intent: 'require-2fa', value: 'off' })),
      ]);
      // Each instance's requests, each one waiting inside the database on the locked table.
      const waiting = async () =>
        (
          await admin.query<{ usename: string; n: number }>(
            `select usename, count(*)::int as n from pg_stat_activity
             where datname = current_database() and wait_event_type = 'Lock' and query like '%from "sessions"%' group by usename`,
          )
        ).rows;
      // A request checks the session once: a page in the admin layout's middleware (shared by its loaders), a save in its action.
      const perInstance = pages.length + 1;
      let seen: unknown[] = [];
      await until(
        async () => {
          const rows = (seen = await waiting());
          return rows.length === 2 && rows.every((r) => r.n === perInstance);
        },
        30_000,
        () => `${perInstance} session checks of each instance waiting in the database (seen: ${JSON.stringify(seen)})`,
      );
      // Every backend but the lock's first: they are gone before the lock is released (a backend granted the
      // lock while it is being terminated could still answer its query).
      const killed = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and pid <> $1',
        [lockerPid],
      );
      expect(killed.rowCount).toBeGreaterThanOrEqual(perInstance * 2 + 2);
      await until(async () => (await waiting()).length === 0, 30_000, 'the terminated backends gone');
      await locker.end().catch(() => {});
      // A request whose connection closed without an answer: its instance went down.
      const statuses = (await Promise.allSettled(inFlight)).map((r) => (r.status === 'fulfilled' ? r.value.status : 'no answer'));
      console.log(`round ${round}: ${killed.rowCount} backends terminated; in-flight answers ${statuses.join(' ')}`);
      expect(statuses).toEqual(statuses.map(() => 503));
      expect(alive(a) && alive(b), `A:\n${a.logs().slice(-3000)}\nB:\n${b.logs().slice(-3000)}`).toBe(true);

      // Recovered by themselves: pages, the admin, and change notices (each instance listens again).
      for (const s of [a, b]) {
        await until(
          async () => (await fetch(`${s.url}/admin`, { headers: { cookie: `admin_session=${token}` } })).status === 200,
          30_000,
          'the admin again',
        );
        expect((await fetch(`${s.url}/readyz`)).status).toBe(200);
        expect((await fetch(`${s.url}/blog?q=${round}`)).status).toBe(200);
      }
      await until(
        async () =>
          (await admin.query(`select pid from pg_stat_activity where datname = current_database() and query = '${LISTEN}'`)).rowCount === 2,
        30_000,
        'A and B listening for change notices again',
      );
    }
    expect(alive(a) && alive(b)).toBe(true);
  });

  it("B's LISTEN connection dropped around a save on A: B shows the change soon after it listens again", async () => {
    const token = await owner('owner-listen');
    const listenersOfB = async () =>
      (await admin.query(`select pid from pg_stat_activity where usename = $1 and query = '${LISTEN}'`, [roleB])).rows as { pid: number }[];
    for (let round = 1; round <= 3; round++) {
      const title = `Kaçırılan bildirim ${round} ${randomUUID().slice(0, 8)}`;
      // B has the blog list in its caches (and its pool has connections to serve it with).
      for (let i = 0; i < 2; i++) expect(await (await fetch(`${b.url}/blog`)).text()).not.toContain(title);

      // B loses its LISTEN connection and cannot connect again while A saves.
      await admin.query(`ALTER ROLE ${roleB} NOLOGIN`);
      const [listener] = await listenersOfB();
      expect(listener).toBeDefined();
      await admin.query('select pg_terminate_backend($1)', [listener!.pid]);
      await until(async () => (await listenersOfB()).length === 0, 10_000, "B's LISTEN backend gone");
      // B serves the list while it cannot hear (its caches hold what it read now).
      expect(await (await fetch(`${b.url}/blog`)).text()).not.toContain(title);

      const saved = await post(
        a,
        token,
        '/admin/icerik.data',
        JSON.stringify({
          intent: 'save',
          values: {
            title_tr: title,
            title_en: `Missed notice ${round} ${title.slice(-8)}`,
            excerpt_tr: 'Özet',
            excerpt_en: 'Summary',
            content_tr: 'Bildirim kaçtı.',
            content_en: 'The notice was missed.',
            image_url: '',
            image_alt_tr: '',
            image_alt_en: '',
            category: 'technology',
            tags: [],
            is_published: true,
            is_featured: false,
            author: '',
            publish_date: '',
            slug: '',
          },
        }),
        true,
      );
      expect(saved.status).toBe(200);
      expect(await saved.text()).toContain('"ok",true');
      // The notice went out while B could not hear it.
      expect(await listenersOfB()).toEqual([]);

      await admin.query(`ALTER ROLE ${roleB} LOGIN`);
      await until(async () => (await listenersOfB()).length === 1, 30_000, 'B listening again');
      const t0 = Date.now();
      await until(async () => (await (await fetch(`${b.url}/blog`)).text()).includes(title), VISIBLE_BOUND_MS, 'the new post on B');
      console.log(`round ${round}: the post visible on B ${Date.now() - t0} ms after B listened again`);
    }
  });
});
