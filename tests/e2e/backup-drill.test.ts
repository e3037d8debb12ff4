import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite } from '~/server/db/engine.server';
import { setDb } from '~/server/db/index.server';
import { parseConfig, setConfig } from '~/server/config.server';
import { saveImage } from '~/domain/media/images.server';
import { LocalStorage, setStorage } from '~/domain/media/storage.server';
import { saveTexts } from '~/domain/texts/texts.server';
import { restoreMedia, unpackBackup } from '~/site/backup/archive.server';
import { applyRestore, planRestore } from '~/site/backup/plan.server';
import { openDatabase, type Db } from '~/server/db/engine.server';
import { hashPassword } from '~/domain/auth/password.server';
import { base32Encode, totpCode, totpStep } from '~/domain/auth/totp.server';
import SQLite from 'better-sqlite3';
import { startServer, type RunningServer } from '../helpers/server';
import { adminHeaders, createAccountSession } from '../helpers/admin-session';
import { createTestDatabase, ENGINES, type TestDatabase } from '../helpers/test-db';

/**
 * The restore drill: site A with projects and posts with pictures, comments,
 * subscribers, a campaign, texts changed in Metinler and staff accounts; its archive from
 * "Yedeği indir"; restored into an empty site B (SQLite, and PostgreSQL when
 * TEST_DATABASE_URL is set), by the functions the admin uses and by the command-line pair.
 * Every public page in both languages must be the same on B (nonces and the address aside),
 * and every picture a page names must answer 200. Staff then sign in as ADR 018 says
 * (staffDrill): a person already on B keeps B's password and second factor (TOTP, the code
 * computed here from the secret); the file's other people come back only as invited, with
 * a link (never mailed), and sign in once they have set a password; the disabled person
 * stays out. The command-line pair also restores into a site that is not empty: the owner
 * there keeps their password and second factor.
 */
const run = promisify(execFile);
/** A command's environment: the site in `dataDir`, on PostgreSQL when `databaseUrl` is given. */
function envOf(dataDir: string, databaseUrl?: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-drill-'));
let siteA: RunningServer;
let archive: string;
let pagesA: Map<string, string>;
const servers: RunningServer[] = [];
const databases: TestDatabase[] = [];

const picture = (r: number, g: number) =>
  sharp({ create: { width: 1400, height: 900, channels: 3, background: { r, g, b: 120 } } })
    .jpeg()
    .toBuffer();

/** Content beyond the seed, written while site A is stopped (its page cache starts empty). */
async function addContent(dataDir: string) {
  setConfig(parseConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: undefined }));
  const d = openSqlite(path.join(dataDir, 'site.db'));
  setDb(d);
  setStorage(new LocalStorage(path.join(dataDir, 'uploads')));
  const k = d.kysely;
  const now = new Date(Date.now() - 3600_000).toISOString();
  const postImage = await saveImage(await picture(30, 160));
  const projectImage = await saveImage(await picture(200, 40));
  const postId = randomUUID();
  // Distinct dates: lists order by date, and two posts of the same instant may come in either order.
  const post = (id: string, slug: string, title: string, image: string | null, at = now) => ({
    id,
    slug,
    title_tr: `${title} TR`,
    title_en: `${title} EN`,
    excerpt_tr: 'Özet',
    excerpt_en: 'Summary',
    content_tr: `## ${title}\n\nİçerik **kalın**.`,
    content_en: `## ${title}\n\nContent in **bold**.`,
    image_url: image,
    image_alt_tr: image ? 'Görsel' : null,
    image_alt_en: image ? 'Picture' : null,
    category: 'technology',
    tags: JSON.stringify(['yedek', 'drill']),
    is_published: 1,
    is_featured: 0,
    author: 'Drill',
    publish_date: at,
    created_at: at,
    updated_at: at,
  });
  await k
    .insertInto('blog_posts')
    .values([
      post(postId, 'tatbikat-yazisi', 'Tatbikat', postImage.url),
      post(randomUUID(), 'gorselsiz-yazi', 'Görselsiz', null, new Date(Date.now() - 7200_000).toISOString()),
    ] as never)
    .execute();
  await k
    .insertInto('blog_comments')
    .values({
      id: randomUUID(),
      post_id: postId,
      name: 'Okur',
      email: 'okur@example.com',
      notify_reply: 1,
      author_key: null,
      body: 'Yedekten dönen yorum',
      language: 'tr',
      status: 'approved',
      reply: 'Teşekkürler',
      replied_at: now,
      created_at: now,
    } as never)
    .execute();
  await k
    .insertInto('projects')
    .values({
      id: randomUUID(),
      title_tr: 'Tatbikat Projesi',
      title_en: 'Drill Project',
      description_tr: 'Açıklama',
      description_en: 'Description',
      short_description_tr: 'Kısa',
      short_description_en: 'Short',
      category: 'ai',
      status: 'active',
      icon: 'Bot',
      is_active: 1,
      is_featured: 1,
      features_tr: JSON.stringify(['Bir']),
      features_en: JSON.stringify(['One']),
      tech_stack: JSON.stringify([]),
      technologies: JSON.stringify(['Node.js']),
      image_url: projectImage.url,
      image_alt_tr: 'Proje',
      image_alt_en: 'Project',
      demo_url: null,
      github_url: null,
      project_url: null,
      users_text: '100+',
      rating: null,
      release_date: null,
      version: '1.0.0',
      priority: 99,
      created_at: now,
      updated_at: now,
    } as never)
    .execute();
  await k
    .insertInto('newsletter_subscribers')
    .values(
      Array.from({ length: 25 }, (_, i) => ({
        id: randomUUID(),
        email: `abone${i}@example.com`,
        is_active: 1,
        language: i % 2 ? 'en' : 'tr',
        source_page: '/',
        consent_at: now,
        created_at: now,
        updated_at: now,
      })) as never,
    )
    .execute();
  await k
    .insertInto('campaigns')
    .values({
      id: randomUUID(),
      subject_tr: 'Bülten',
      subject_en: 'Newsletter',
      content_tr: 'Merhaba',
      content_en: 'Hello',
      status: 'completed',
      is_test: 0,
      test_email: null,
      recipient_count: 25,
      sent_count: 25,
      failed_count: 0,
      skipped_count: 0,
      created_at: now,
      started_at: now,
      finished_at: now,
      base_url: 'https://www.example.com',
      send_to_all: 1,
    } as never)
    .execute();
  await saveTexts([{ key: 'services.items.web.price', tr: '99.000 TL+', en: 'TRY 99,000+' }], null);
  await d.close();
  setDb(undefined);
  setStorage(undefined);
}

// ---------------------------------------------------------------------------
// Staff: site A's people, and signing in on the restored site

const A_PASSWORD = 'site-a-parolasi-2026';
const STAFF = {
  owner: { email: 'sahip@example.com', totp: base32Encode(randomBytes(20)) },
  editor: { email: 'editor@example.com', totp: base32Encode(randomBytes(20)) },
  disabled: { email: 'eski@example.com' },
};

function cookieOf(res: Response, name: string): string | undefined {
  const c = res.headers.getSetCookie().find((v) => v.startsWith(`${name}=`) && !v.startsWith(`${name}=;`));
  return c?.split(';')[0]!.slice(name.length + 1) || undefined;
}

async function post(server: RunningServer, p: string, fields: Record<string, string>, cookie?: string) {
  return fetch(server.url + p, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: server.url,
      ...(cookie ? { cookie: `admin_session=${cookie}` } : {}),
    },
    body: new URLSearchParams(fields),
  });
}

/** Whether a session token opens the admin (200 on /admin, not a redirect to the sign-in page). */
async function opensAdmin(server: RunningServer, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const r = await fetch(`${server.url}/admin`, { redirect: 'manual', headers: { cookie: `admin_session=${token}` } });
  await r.arrayBuffer();
  return r.status === 200;
}

/**
 * Signs in through the form (/admin/giris): password, then (when `totp` is given) the code
 * computed from the secret. Returns the session token, or undefined when refused.
 */
async function signIn(server: RunningServer, email: string, password: string, totp?: string): Promise<string | undefined> {
  const first = await post(server, '/admin/giris', { redirectTo: '/admin', email, password });
  const token = cookieOf(first, 'admin_session');
  if (!token || !totp) return token;
  const second = await post(server, '/admin/giris', { redirectTo: '/admin', intent: 'code', code: totpCode(totp, totpStep()) }, token);
  return cookieOf(second, 'admin_session');
}

/** Sets a password through an invitation link (the page the invited person opens). */
async function acceptInvitation(server: RunningServer, link: string, password: string) {
  const u = new URL(link, server.url);
  const r = await post(server, u.pathname + u.search, { password });
  expect(r.status, `invitation ${link}`).toBe(303);
}

/** Site A's staff: the owner (whose session takes the backup) and an editor, both with a password and TOTP, and a disabled person. */
async function addStaffToA(server: RunningServer): Promise<string> {
  const { token } = createAccountSession(server, { email: STAFF.owner.email, role: 'owner', name: 'Sahip' });
  createAccountSession(server, { email: STAFF.editor.email, role: 'editor', name: 'Editör' });
  createAccountSession(server, { email: STAFF.disabled.email, role: 'editor', name: 'Eski' });
  const sqlite = new SQLite(path.join(server.dataDir, 'site.db'));
  try {
    sqlite.pragma('busy_timeout = 5000');
    const set = sqlite.prepare('update admin_accounts set password_hash = ?, totp_secret = ?, status = ? where email = ?');
    const hash = await hashPassword(A_PASSWORD);
    set.run(hash, STAFF.owner.totp, 'active', STAFF.owner.email);
    set.run(hash, STAFF.editor.totp, 'active', STAFF.editor.email);
    set.run(hash, null, 'disabled', STAFF.disabled.email);
  } finally {
    sqlite.close();
  }
  // Site A's own people sign in as themselves (the drill's starting point).
  expect(await opensAdmin(server, await signIn(server, STAFF.editor.email, A_PASSWORD, STAFF.editor.totp))).toBe(true);
  return token;
}

/** An active owner with a password and TOTP written into a site's database (someone already there). */
async function addOwnerHere(d: Db, email: string, password: string, totp: string) {
  const now = new Date().toISOString();
  await d.kysely
    .insertInto('admin_accounts')
    .values({
      id: randomUUID(),
      email,
      name: 'Yeni sunucunun sahibi',
      role: 'owner',
      status: 'active',
      password_hash: await hashPassword(password),
      totp_secret: totp,
      totp_last_step: null,
      created_at: now,
      updated_at: now,
      last_login_at: null,
    } as never)
    .execute();
}

async function accountsOf(d: Db) {
  return (await d.kysely.selectFrom('admin_accounts').select(['email', 'role', 'status', 'totp_secret']).execute()) as {
    email: string;
    role: string;
    status: string;
    totp_secret: string | null;
  }[];
}

/**
 * The file's people on the restored site (ADR 018): the editor and the disabled person were not
 * there, so they came back only as ticked — the editor invited (link), the disabled person
 * disabled (no link); neither brings a password or a second factor from the file.
 * The editor sets a password through the link and signs in; the disabled person cannot.
 */
async function expectNewPeopleRules(server: RunningServer, d: Db, links: Map<string, string>) {
  const accounts = await accountsOf(d);
  const editor = accounts.find((a) => a.email === STAFF.editor.email)!;
  expect(editor).toMatchObject({ role: 'editor', status: 'invited', totp_secret: null });
  expect(accounts.find((a) => a.email === STAFF.disabled.email)).toMatchObject({ status: 'disabled', totp_secret: null });
  expect(links.has(STAFF.disabled.email)).toBe(false);
  // Not before the link: an invited person has no password yet.
  expect(await signIn(server, STAFF.editor.email, A_PASSWORD)).toBeUndefined();
  const editorPassword = 'editor-yeni-parola-2026';
  await acceptInvitation(server, links.get(STAFF.editor.email)!, editorPassword);
  expect(await opensAdmin(server, await signIn(server, STAFF.editor.email, editorPassword))).toBe(true);
  expect(await signIn(server, STAFF.disabled.email, A_PASSWORD)).toBeUndefined();
}

const strip = (html: string, origin: string) =>
  html
    .split(origin)
    .join('ORIGIN')
    .replace(/ nonce="[^"]*"/g, '');

/** Every public HTML page reachable from both home pages (admin and files aside), by path. */
async function crawl(server: RunningServer): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  const queue = ['/', '/en', '/sitemap.xml'];
  const seen = new Set(queue);
  while (queue.length) {
    const p = queue.shift()!;
    const r = await fetch(server.url + p, { redirect: 'manual' });
    const type = r.headers.get('content-type') ?? '';
    const body = await r.text();
    pages.set(p, `${r.status} ${strip(body, server.url)}`);
    if (!/html|xml/.test(type)) continue;
    for (const m of body.matchAll(/(?:href="|<loc>)([^"<#]+)/g)) {
      let u: URL;
      try {
        u = new URL(m[1]!.replace(/&amp;/g, '&'), server.url + p);
      } catch {
        continue;
      }
      if (u.origin !== server.url) continue;
      const next = u.pathname;
      if (
        seen.has(next) ||
        /^\/(admin|uploads|api|assets|fonts)\b|\.(css|js|png|svg|ico|webmanifest|txt|xml|woff2)$/.test(next) ||
        seen.size > 400
      )
        continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return pages;
}

/** Every /uploads/ address the pages name (src, srcset, og:image, links). */
function imagesOf(pages: Map<string, string>): string[] {
  const out = new Set<string>();
  for (const html of pages.values()) for (const m of html.matchAll(/(?:ORIGIN)?(\/uploads\/[A-Za-z0-9/_.-]+)/g)) out.add(m[1]!);
  return [...out].sort();
}

async function expectSameSite(b: RunningServer) {
  const pagesB = await crawl(b);
  expect([...pagesB.keys()].sort()).toEqual([...pagesA.keys()].sort());
  for (const [p, html] of pagesA) expect(pagesB.get(p), p).toBe(html);
  const images = imagesOf(pagesA);
  // The drill's own pictures, the seeded ones and the social card of the post without a picture.
  expect(images.filter((i) => i.includes('social-cards/')).length).toBeGreaterThan(0);
  expect(images.length).toBeGreaterThan(10);
  for (const img of images) {
    const r = await fetch(b.url + img);
    expect(r.status, img).toBe(200);
    await r.arrayBuffer();
  }
}

beforeAll(async () => {
  const first = await startServer();
  await first.stop();
  await addContent(first.dataDir);
  siteA = await startServer({ dataDir: first.dataDir });
  servers.push(siteA);
  const token = await addStaffToA(siteA);
  const r = await fetch(`${siteA.url}/admin/ayarlar/yedek`, { headers: adminHeaders(siteA, token) });
  expect(r.status).toBe(200);
  expect(r.headers.get('content-type')).toBe('application/gzip');
  archive = path.join(tmp, 'site-a.tar.gz');
  fs.writeFileSync(archive, Buffer.from(await r.arrayBuffer()));
  pagesA = await crawl(siteA);
  // The crawl reached the drill's content: both posts and an English twin, the project, the changed text.
  expect(pagesA.size).toBeGreaterThan(30);
  const all = [...pagesA.values()].join('\n');
  for (const p of ['/blog/tatbikat-yazisi', '/en-blog/tatbikat-yazisi', '/blog/gorselsiz-yazi']) expect(pagesA.has(p), p).toBe(true);
  expect(all).toContain('99.000 TL+');
  expect(all).toContain('TRY 99,000+');
  expect(all).toContain('Drill Project');
  for (const img of imagesOf(pagesA)) expect((await fetch(siteA.url + img)).status, img).toBe(200);
}, 240_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  for (const d of databases) await d.drop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe.each(ENGINES)('restore drill: SQLite site A → empty site B on %s', (kind) => {
  it('the archive from "Yedeği indir", restored by the admin\'s functions: the same public site, every picture 200', async () => {
    const b = await createTestDatabase(kind);
    databases.push(b);
    setConfig(parseConfig({ ...process.env, DATA_DIR: b.dataDir, DATABASE_URL: b.databaseUrl }));
    setDb(b.db);
    // B's owner set up their account on the new server first (same address as on A, their own password and TOTP).
    const bPassword = 'b-sunucusu-parolasi-2026';
    const bTotp = base32Encode(randomBytes(20));
    await addOwnerHere(b.db, STAFF.owner.email, bPassword, bTotp);
    const staged = await unpackBackup(archive);
    const links = new Map<string, string>();
    try {
      // As "Geri yükle" does: the preview's plan, the owner ticks every new person.
      const plan = await planRestore(staged.rowsFile);
      expect(plan.accounts.kept.map((k) => k.email)).toEqual([STAFF.owner.email]);
      expect(plan.accounts.new.map((n) => n.email).sort()).toEqual([STAFF.editor.email, STAFF.disabled.email].sort());
      const r = await applyRestore(staged.rowsFile, {
        addAccounts: plan.accounts.new.map((n) => n.id),
        actor: { accountId: null, name: 'Tatbikat', sessionTag: null, ip: null },
        baseUrl: '',
      });
      for (const inv of r.invitations) links.set(inv.email, inv.link);
      expect(await restoreMedia(staged, new LocalStorage(path.join(b.dataDir, 'uploads')))).toBe(staged.media.length);
    } finally {
      await staged.cleanup();
      setDb(undefined);
    }
    const siteB = await startServer({ dataDir: b.dataDir, env: { DATABASE_URL: b.databaseUrl } });
    servers.push(siteB);
    await expectSameSite(siteB);

    // The owner here keeps B's password and second factor: A's password opens nothing, the password alone no session.
    expect(await signIn(siteB, STAFF.owner.email, A_PASSWORD, STAFF.owner.totp)).toBeUndefined();
    expect(await opensAdmin(siteB, await signIn(siteB, STAFF.owner.email, bPassword))).toBe(false);
    expect(await opensAdmin(siteB, await signIn(siteB, STAFF.owner.email, bPassword, bTotp))).toBe(true);
    expect((await accountsOf(b.db)).find((a) => a.email === STAFF.owner.email)!.totp_secret).toBe(bTotp);
    await expectNewPeopleRules(siteB, b.db, links);
  });

  it('the command-line pair (npm run backup / npm run restore --yes --with-people) passes the same drill', async () => {
    const file = path.join(tmp, `cli-${kind}.tar.gz`);
    const backup = await run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/backup.ts', file], { env: envOf(siteA.dataDir) });
    expect(backup.stdout).toContain('Backup written to');
    const c = await createTestDatabase(kind, { migrate: false });
    databases.push(c);
    await c.db.close();
    const restore = await run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/restore.ts', file, '--yes', '--with-people'], {
      env: envOf(c.dataDir, c.databaseUrl),
    });
    expect(restore.stdout).toContain('every checksum matches');
    expect(restore.stdout).toMatch(/Images restored: \d+/);
    const siteC = await startServer({ dataDir: c.dataDir, env: { DATABASE_URL: c.databaseUrl } });
    servers.push(siteC);
    await expectSameSite(siteC);

    // --with-people ticked every new person: the links are printed (never mailed), the disabled person has none.
    const links = new Map([...restore.stdout.matchAll(/Invitation for (\S+) .*?: (\S+)$/gm)].map((m) => [m[1]!, m[2]!]));
    expect([...links.keys()].sort()).toEqual([STAFF.owner.email, STAFF.editor.email].sort());
    const d = openDatabase({ dataDir: c.dataDir, databaseUrl: c.databaseUrl });
    try {
      // The owner, invited from the file, sets a password through the link and signs in.
      const ownerPassword = 'c-sahibi-parolasi-2026';
      await acceptInvitation(siteC, links.get(STAFF.owner.email)!, ownerPassword);
      expect(await opensAdmin(siteC, await signIn(siteC, STAFF.owner.email, ownerPassword))).toBe(true);
      await expectNewPeopleRules(siteC, d, links);

      // Restored again, now into a site that is not empty: the owner here, who has since set up a
      // second factor, keeps their password and TOTP; nobody in the file is new, so no link.
      const cTotp = base32Encode(randomBytes(20));
      await d.kysely.updateTable('admin_accounts').set({ totp_secret: cTotp }).where('email', '=', STAFF.owner.email).execute();
      const again = await run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/restore.ts', file, '--yes'], {
        env: envOf(c.dataDir, c.databaseUrl),
      });
      expect(again.stdout).toContain('staff accounts here, kept as they are: 3');
      expect(again.stdout).not.toContain('Invitation for');
      expect(await signIn(siteC, STAFF.owner.email, A_PASSWORD, STAFF.owner.totp)).toBeUndefined();
      expect(await opensAdmin(siteC, await signIn(siteC, STAFF.owner.email, ownerPassword))).toBe(false);
      expect(await opensAdmin(siteC, await signIn(siteC, STAFF.owner.email, ownerPassword, cTotp))).toBe(true);
      expect((await accountsOf(d)).map((a) => [a.email, a.status]).sort()).toEqual(
        [
          [STAFF.owner.email, 'active'],
          [STAFF.editor.email, 'active'],
          [STAFF.disabled.email, 'disabled'],
        ].sort(),
      );
    } finally {
      await d.close();
    }
  });
});
