import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { RouterContextProvider } from 'react-router';
import { requestContext } from '~/server/http/request-info.server';
import { beforeEach, expect, it } from 'vitest';
import { config, setConfig } from '~/server/config.server';
import { describeEachEngine } from '../helpers/test-db';
import { createSession } from '~/domain/auth/sessions.server';
import { setAdminPassword } from '~/domain/auth/password.server';
import { emptyProjectForm } from '~/domain/projects/schema';
import { blogPostSchema, emptyBlogForm } from '~/domain/blog/schema';
import { createPost } from '~/domain/blog/admin.server';
import { catalog } from '~/i18n/catalog';
import { subscribe } from '~/domain/newsletter/subscribers.server';
import { auditBatches, listAudit, recordAudit, type AuditRow } from '~/domain/audit/audit.server';
import { actorOf, actorOfToken } from '~/domain/audit/actor.server';
import { purgeOldAuditEntries } from '~/domain/audit/retention.server';
import { backupChunks, restoreBackup, type BackupFile } from '~/site/backup/backup.server';
import { BackupError } from '~/site/backup/errors';
import { action as projectsAction } from '~/routes/admin/projects';
import { action as blogAction } from '~/routes/admin/blog';
import { action as pagesAction } from '~/routes/admin/pages';
import { action as systemAction } from '~/routes/admin/settings-system';
import { action as ticketsAction } from '~/routes/admin/tickets';
import { action as consultationsAction } from '~/routes/admin/consultations';
import { action as newsletterAction } from '~/routes/admin/newsletter';
import { action as campaignsAction } from '~/routes/admin/campaigns';
import { action as commentsAction } from '~/routes/admin/comments';
import { action as loginAction } from '~/routes/admin/login';
import { action as logoutAction } from '~/routes/admin/logout';
import { loader as auditCsvLoader } from '~/routes/resources/admin-audit-csv';

/**
 * The audit log: each kind of admin write records one entry with
 * the right person, action, entity and a summary that names fields, never
 * contents or secrets; retention; backups; append-only.
 */
const ORIGIN = 'http://localhost:3000';
const SECRET_TEXT = 'GIZLI-ICERIK-7f3a';
const PASSWORD = 'dogru-sifre-123456';

type Args = { request: Request; url: URL; pattern: string; params: Record<string, string>; context: RouterContextProvider };
type AnyAction = (args: Args) => Promise<unknown>;

describeEachEngine('audit log', (ctx) => {
  let token = '';
  let me = '';

  beforeEach(async () => {
    // One database per suite: each test starts with an empty log (the test's own delete, not the app's).
    await ctx.db.kysely.deleteFrom('audit_log').execute();
    await ctx.db.kysely.deleteFrom('login_attempts').execute();
    await setAdminPassword(PASSWORD);
    token = await createSession({ ip: '127.0.0.1', userAgent: 'test' });
    me = actorOfToken(token, null).name;
  });

  const headers = (extra: Record<string, string> = {}) => ({ cookie: `admin_session=${token}`, origin: ORIGIN, ...extra });
  const args = (request: Request, clientIp = '127.0.0.1') => ({
    request,
    url: new URL(request.url),
    pattern: '',
    params: {},
    context: requestContext({ clientIp, nonce: '', requestId: 'test' }),
  });
  const postForm = (fn: AnyAction, p: string, fields: Record<string, string>, ip?: string) =>
    fn(args(new Request(`${ORIGIN}${p}`, { method: 'POST', headers: headers(), body: new URLSearchParams(fields) }), ip));
  const postJson = (fn: AnyAction, p: string, body: unknown) =>
    fn(
      args(
        new Request(`${ORIGIN}${p}`, {
          method: 'POST',
          headers: headers({ 'content-type': 'application/json' }),
          body: JSON.stringify(body),
        }),
      ),
    ) as Promise<{ ok: boolean }>;

  async function all(): Promise<AuditRow[]> {
    const rows: AuditRow[] = [];
    for await (const b of auditBatches({})) rows.push(...b);
    return rows.reverse(); // oldest first
  }
  async function newEntries(since: number): Promise<AuditRow[]> {
    return (await all()).slice(since);
  }

  function project(title: string) {
    return {
      ...emptyProjectForm(),
      title_tr: title,
      title_en: `${title} en`,
      description_tr: `${SECRET_TEXT} açıklama`,
      description_en: `${SECRET_TEXT} description`,
      category: 'ai',
    };
  }

  it('records project create, update (changed field names only), hide, show and delete with the session’s person', async () => {
    const created = await postJson(projectsAction as AnyAction, '/admin/projeler', { intent: 'save', values: project('Deneme') });
    expect(created.ok).toBe(true);
    let rows = await all();
    expect(rows).toHaveLength(1);
    const id = rows[0]!.entityId!;
    expect(rows[0]).toMatchObject({ action: 'create', entityType: 'project', actorName: me, actorAccountId: null, ip: null });
    expect(rows[0]!.summary).toBe('Proje eklendi');

    const update = { ...project('Deneme 2'), priority: '7' };
    expect((await postJson(projectsAction as AnyAction, '/admin/projeler', { intent: 'save', id, values: update })).ok).toBe(true);
    rows = await newEntries(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'update', entityType: 'project', entityId: id, actorName: me });
    expect(rows[0]!.summary).toBe('Proje güncellendi: başlık (Türkçe), başlık (İngilizce), öncelik');

    await postJson(projectsAction as AnyAction, '/admin/projeler', { intent: 'toggle', id, visible: false });
    await postJson(projectsAction as AnyAction, '/admin/projeler', { intent: 'toggle', id, visible: true });
    await postJson(projectsAction as AnyAction, '/admin/projeler', { intent: 'delete', id });
    rows = await newEntries(2);
    expect(rows.map((r) => [r.action, r.entityId])).toEqual([
      ['hide', id],
      ['show', id],
      ['delete', id],
    ]);
    expect(rows[2]!.summary).toBe('Proje silindi');
  });

  it('records nothing for a refused or failed action', async () => {
    // Invalid values, an unknown id, a foreign origin: no entry.
    await postJson(projectsAction as AnyAction, '/admin/projeler', { intent: 'save', values: { ...project(''), title_tr: '' } });
    await postJson(projectsAction as AnyAction, '/admin/projeler', { intent: 'delete', id: randomUUID() });
    const foreign = new Request(`${ORIGIN}/admin/projeler`, {
      method: 'POST',
      headers: { cookie: `admin_session=${token}`, origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ intent: 'delete', id: 'x' }),
    });
    await expect((projectsAction as AnyAction)(args(foreign))).rejects.toBeDefined();
    expect(await all()).toHaveLength(0);
  });

  it('records blog create, publish and unpublish', async () => {
    const values = {
      ...emptyBlogForm(),
      title_tr: 'Yazı',
      title_en: 'Post',
      content_tr: `${SECRET_TEXT} içerik`,
      content_en: `${SECRET_TEXT} content`,
      category: 'technology',
    };
    expect((await postJson(blogAction as AnyAction, '/admin/icerik', { intent: 'save', values })).ok).toBe(true);
    const id = (await all())[0]!.entityId!;
    await postJson(blogAction as AnyAction, '/admin/icerik', { intent: 'publish', id, published: true });
    await postJson(blogAction as AnyAction, '/admin/icerik', { intent: 'publish', id, published: false });
    const rows = await all();
    expect(rows.map((r) => [r.action, r.entityType, r.entityId])).toEqual([
      ['create', 'blog_post', id],
      ['publish', 'blog_post', id],
      ['unpublish', 'blog_post', id],
    ]);
    expect(rows[1]!.summary).toBe('Blog yazısı yayınlandı');
  });

  it('records a settings change with the setting’s name (in the same transaction), cache clearing and lock lifting', async () => {
    await postForm(systemAction as AnyAction, '/admin/ayarlar/sistem', { intent: 'maintenance', maintenance_mode: 'on' });
    // Saving the same value again changes nothing and records nothing.
    await postForm(systemAction as AnyAction, '/admin/ayarlar/sistem', { intent: 'maintenance', maintenance_mode: 'on' });
    await postForm(systemAction as AnyAction, '/admin/ayarlar/sistem', { intent: 'maintenance' });
    await postForm(systemAction as AnyAction, '/admin/ayarlar/sistem', { intent: 'clear-cache' });
    await ctx.db.kysely
      .insertInto('login_attempts')
      .values({
        ip: '203.0.113.9',
        failures: 3,
        locked_until: new Date(Date.now() + 3600_000).toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    await postForm(systemAction as AnyAction, '/admin/ayarlar/sistem', { intent: 'unlock', key: '203.0.113.9' });
    const rows = await all();
    expect(rows.map((r) => [r.action, r.entityType, r.summary])).toEqual([
      ['update', 'settings', 'Ayarlar güncellendi: bakım modu'],
      ['update', 'settings', 'Ayarlar güncellendi: bakım modu'],
      ['clear_cache', 'cache', 'Önbellek temizlendi'],
      ['unlock', 'login_lock', 'Giriş kilidi kaldırıldı'],
    ]);
    expect(rows[3]!.entityId).toBe('203.0.113.9');
    expect(rows.every((r) => r.actorName === me)).toBe(true);
  });

  it('records pages, tickets, consultations, subscribers and comment moderation', async () => {
    const page = {
      intent: 'save',
      status: 'draft',
      title_tr: 'Sayfa',
      slug_tr: 'sayfa-bir',
      content_tr: `${SECRET_TEXT} sayfa`,
      meta_description_tr: '',
      title_en: '',
      slug_en: '',
      content_en: '',
      meta_description_en: '',
    };
    await postForm(pagesAction as AnyAction, '/admin/sayfalar', page);
    const pageId = (await all())[0]!.entityId!;
    await postForm(pagesAction as AnyAction, '/admin/sayfalar', { ...page, id: pageId, title_tr: 'Sayfa 2', in_header: 'on' });
    await postForm(pagesAction as AnyAction, '/admin/sayfalar', { intent: 'status', id: pageId, status: 'published' });
    await postForm(pagesAction as AnyAction, '/admin/sayfalar', { intent: 'delete', id: pageId });

    const now = new Date().toISOString();
    const ticketId = randomUUID();
    await ctx.db.kysely
      .insertInto('support_tickets')
      .values({
        id: ticketId,
        name: 'A',
        email: 'a@example.com',
        subject: 'S',
        message: 'M',
        status: 'open',
        language: 'tr',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await postForm(ticketsAction as AnyAction, '/admin/danismanlik/mesajlar', { intent: 'status', id: ticketId, status: 'closed' });
    await postForm(ticketsAction as AnyAction, '/admin/danismanlik/mesajlar', { intent: 'delete', id: ticketId });

    const consultationId = randomUUID();
    await ctx.db.kysely
      .insertInto('consultation_requests')
      .values({
        id: consultationId,
        name: 'A',
        surname: 'B',
        email: 'a@example.com',
        phone: '05321234567',
        service_description: 'En az yirmi karakterlik bir açıklama.',
        language: 'tr',
        created_at: now,
      })
      .execute();
    await postForm(consultationsAction as AnyAction, '/admin/danismanlik', { intent: 'delete', id: consultationId });

    await subscribe({ email: 'abone@example.com', language: 'tr' });
    const sub = await ctx.db.kysely.selectFrom('newsletter_subscribers').select('id').executeTakeFirstOrThrow();
    await postForm(newsletterAction as AnyAction, '/admin/e-bulten', { intent: 'remove', id: sub.id });

    const post = await createPost(
      blogPostSchema(catalog.tr.adminBlog.errors).parse({
        ...emptyBlogForm(),
        title_tr: 'T',
        title_en: 'T',
        content_tr: 'C',
        content_en: 'C',
        category: 'technology',
      }),
    );
    const commentId = randomUUID();
    {
      await ctx.db.kysely
        .insertInto('blog_comments')
        .values({
          id: commentId,
          post_id: post.id,
          name: 'Z',
          email: null,
          notify_reply: false,
          author_key: null,
          body: `${SECRET_TEXT} yorum`,
          language: 'tr',
          status: 'pending',
          reply: null,
          replied_at: null,
          created_at: now,
        })
        .execute();
      await postForm(commentsAction as AnyAction, '/admin/icerik/yorumlar', { intent: 'approve', id: commentId });
      await postForm(commentsAction as AnyAction, '/admin/icerik/yorumlar', { intent: 'delete', id: commentId });
    }

    const rows = await all();
    const kinds = rows.map((r) => `${r.action}:${r.entityType}`);
    expect(kinds.slice(0, 8)).toEqual([
      'create:page',
      'update:page',
      'publish:page',
      'delete:page',
      'status:ticket',
      'delete:ticket',
      'delete:consultation',
      'remove:subscriber',
    ]);
    expect(rows[1]!.summary).toBe('Sayfa güncellendi: başlık (Türkçe), üst menüde');
    expect(rows[4]!.summary).toMatch(/^İletişim mesajı durumu değişti: /);
    expect(kinds.slice(8)).toEqual(['approve:comment', 'delete:comment']);
  });

  it('records a campaign send in its transaction, drafts and a test send', async () => {
    await subscribe({ email: 'okur@example.com', language: 'tr' });
    const campaign = {
      subject_tr: 'Konu',
      content_tr: `${SECRET_TEXT} bülten`,
      subject_en: '',
      content_en: '',
      send_to_all: 'on',
      test_email: '',
    };
    await postForm(campaignsAction as AnyAction, '/admin/e-bulten/kampanyalar', { ...campaign, intent: 'draft' });
    const draftId = (await all())[0]!.entityId!;
    // A campaign is started only with a sending server and a known site address (its links);
    // no worker runs here, so nothing is sent.
    const before = config();
    setConfig({ ...before, SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: 'https://www.example.com' });
    try {
      await postForm(campaignsAction as AnyAction, '/admin/e-bulten/kampanyalar', {
        ...campaign,
        intent: 'send',
        draft_id: draftId,
        request_id: randomUUID(),
      });
    } finally {
      setConfig(before);
    }
    const rows = await all();
    expect(rows.map((r) => `${r.action}:${r.entityType}`)).toEqual(['draft:campaign_draft', 'send:campaign']);
    expect(rows[1]!.summary).toBe('Kampanya gönderim sırasına alındı (1 alıcı)');
    const c = await ctx.db.kysely.selectFrom('campaigns').select('id').where('status', '<>', 'draft').executeTakeFirstOrThrow();
    expect(rows[1]!.entityId).toBe(c.id);
  });

  it('records login, failed logins with the address, the lockout and logout', async () => {
    const login = (password: string, ip: string) =>
      (loginAction as AnyAction)(
        args(
          new Request(`${ORIGIN}/admin/giris`, {
            method: 'POST',
            headers: { origin: ORIGIN },
            body: new URLSearchParams({ password, redirectTo: '/admin' }),
          }),
          ip,
        ),
      );
    await login('yanlis-1', '198.51.100.7');
    await login('yanlis-2', '198.51.100.7');
    await login('yanlis-3', '198.51.100.7');
    // While locked: refused without checking, not recorded.
    await login(PASSWORD, '198.51.100.7');
    const ok = (await login(PASSWORD, '192.0.2.10')) as Response;
    const cookie = ok.headers.getSetCookie().find((c) => c.startsWith('admin_session='))!;
    const newToken = cookie.split(';')[0]!.slice('admin_session='.length);
    await (logoutAction as AnyAction)(
      args(new Request(`${ORIGIN}/admin/cikis`, { method: 'POST', headers: { origin: ORIGIN, cookie: `admin_session=${newToken}` } })),
    );
    const rows = await all();
    expect(rows.map((r) => [r.action, r.ip])).toEqual([
      ['login_failed', '198.51.100.7'],
      ['login_failed', '198.51.100.7'],
      ['login_failed', '198.51.100.7'],
      ['lockout', '198.51.100.7'],
      ['login', '192.0.2.10'],
      ['logout', null],
    ]);
    expect(rows[0]!.summary).toBe('Yanlış şifreyle giriş denendi (2 deneme hakkı kaldı)');
    expect(rows[0]!.actorName).toBe('Oturumsuz ziyaretçi');
    const person = actorOfToken(newToken, null).name;
    expect(rows[4]!.actorName).toBe(person);
    expect(rows[5]!.actorName).toBe(person);
    expect(person).not.toBe(me);
    // No password or content in any entry.
    const text = JSON.stringify(rows);
    for (const secret of [PASSWORD, 'yanlis-1', newToken]) expect(text).not.toContain(secret);
  });

  it('never stores contents or secrets in summaries', async () => {
    await postJson(projectsAction as AnyAction, '/admin/projeler', { intent: 'save', values: project('Gizli') });
    const id = (await all())[0]!.entityId!;
    await postJson(projectsAction as AnyAction, '/admin/projeler', {
      intent: 'save',
      id,
      values: { ...project('Gizli'), description_tr: `${SECRET_TEXT} yeni` },
    });
    const rows = await all();
    expect(rows[1]!.summary).toBe('Proje güncellendi: açıklama (Türkçe)');
    for (const r of rows) expect(`${r.summary} ${r.entityId}`).not.toContain(SECRET_TEXT);
  });

  it('filters by person and entity type, pages by keyset, and exports the filter as CSV', async () => {
    const a = actorOf({ id: 'aaaaaa00' });
    const b = actorOf({ id: 'bbbbbb00' });
    for (let i = 0; i < 7; i++)
      await recordAudit(i % 2 ? a : b, { action: 'update', entity: i < 4 ? 'project' : 'page', entityId: `e${i}` });
    const first = await listAudit({}, undefined, 3);
    const second = await listAudit({}, first.next, 3);
    const third = await listAudit({}, second.next, 3);
    expect([...first.rows, ...second.rows, ...third.rows].map((r) => r.entityId)).toEqual(['e6', 'e5', 'e4', 'e3', 'e2', 'e1', 'e0']);
    expect(third.next).toBeUndefined();
    expect((await listAudit({ person: a.name })).rows.map((r) => r.entityId)).toEqual(['e5', 'e3', 'e1']);
    expect((await listAudit({ entity: 'page', person: b.name })).rows.map((r) => r.entityId)).toEqual(['e6', 'e4']);

    const res = (await (auditCsvLoader as AnyAction)(
      args(new Request(`${ORIGIN}/admin/etkinlik.csv?tur=page`, { headers: headers() })),
    )) as Response;
    const csv = await res.text();
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('Sayfa');
    expect(lines[1]).toContain(b.name);
  });

  it('keeps entries for a year: retention deletes only older ones', async () => {
    const actor = actorOf({ id: 'cccccc00' });
    await recordAudit(actor, { action: 'update', entity: 'project', entityId: 'recent' });
    const insertAt = (id: string, days: number) =>
      ctx.db.kysely
        .insertInto('audit_log')
        .values({
          id,
          at: new Date(Date.now() - days * 86_400_000).toISOString(),
          actor_account_id: null,
          actor_name: 'X',
          action: 'update',
          entity_type: 'project',
          entity_id: id,
          summary: 'Proje güncellendi',
          ip: null,
        })
        .execute();
    await insertAt('d364', 364);
    await insertAt('d366', 366);
    await insertAt('d800', 800);
    expect(await purgeOldAuditEntries()).toBe(2);
    expect((await all()).map((r) => r.entityId).sort()).toEqual(['d364', 'recent']);
  });

  it('is carried by backups: a round trip keeps every entry, merges without duplicates, and refuses a bad row', async () => {
    const actor = actorOf({ id: 'dddddd00' });
    await recordAudit(actor, { action: 'create', entity: 'project', entityId: 'p1' });
    await recordAudit({ ...actor, ip: '203.0.113.5' }, { action: 'login', entity: 'session', entityId: 'dddddd' });
    let text = '';
    for await (const c of backupChunks()) text += c;
    const backup = JSON.parse(text) as BackupFile;
    expect(backup.tables.audit_log).toHaveLength(2);
    expect(backup.tables.audit_log.find((r) => r.action === 'login')).toMatchObject({
      action: 'login',
      ip: '203.0.113.5',
      actor_name: actor.name,
    });
    const before = await all();

    // An entry written after the backup survives its restore (append-only); the backup's entries are not doubled.
    await recordAudit(actor, { action: 'delete', entity: 'project', entityId: 'p1' });
    await restoreBackup(backup);
    const after = await all();
    expect(after.map((r) => r.id)).toEqual([...before.map((r) => r.id), after[2]!.id]);
    expect(after.slice(0, 2)).toEqual(before);

    // Restored onto an empty log: identical rows, marked as imported from a backup (014, ADR 018).
    await ctx.db.kysely.deleteFrom('audit_log').execute();
    await restoreBackup(backup);
    expect(await all()).toEqual(before.map((r) => ({ ...r, imported: true })));

    // A backup taken before the audit log existed restores (the table is optional).
    const older = structuredClone(backup) as { tables: Record<string, unknown> };
    delete older.tables.audit_log;
    await restoreBackup(older as unknown as BackupFile);

    // Rows are checked by meaning: an unknown action, a summary too long, an address that is not one.
    for (const bad of [{ action: 'drop' }, { summary: 'x'.repeat(301) }, { ip: '<script>' }, { entity_type: 'users' }]) {
      const b = structuredClone(backup);
      b.tables.audit_log[0] = { ...b.tables.audit_log[0], ...bad };
      await expect(restoreBackup(b)).rejects.toBeInstanceOf(BackupError);
    }
  });

  it('is append-only: the application only inserts; the one delete is the retention job’s', () => {
    const root = path.resolve(import.meta.dirname, '../../app');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.tsx?$/.test(e.name)) {
          const src = fs.readFileSync(p, 'utf8');
          if (/(deleteFrom|updateTable)\(\s*'audit_log'/.test(src) || /(delete\s+from|update)\s+audit_log/i.test(src)) {
            offenders.push(path.relative(root, p));
          }
        }
      }
    };
    walk(root);
    // Migration 018 once removes stored addresses that are not addresses: a repair, not the application.
    expect(offenders.sort()).toEqual(['domain/audit/retention.server.ts', 'server/db/migrations/018_staff_sign_in.ts']);
    // The domain module's exports: nothing that updates or deletes, besides retention.
    const domain = fs.readdirSync(path.join(root, 'domain/audit')).filter((f) => f !== 'retention.server.ts');
    for (const f of domain) {
      const src = fs.readFileSync(path.join(root, 'domain/audit', f), 'utf8');
      expect(src, f).not.toMatch(/deleteFrom|updateTable|delete\s+from|update\s+audit_log/i);
    }
  });
});
