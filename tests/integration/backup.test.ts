import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKUP_TABLES } from '~/server/db/schema';
import { setDb } from '~/server/db/index.server';
import { listCampaignDrafts } from '~/domain/campaigns/drafts.server';
import {
  BACKUP_COLUMN_KINDS,
  BACKUP_FORMAT_VERSION,
  BackupError,
  backupChunks,
  checkBackupFile,
  createBackup,
  parseBackup,
  restoreBackup,
  restoreBackupFile,
  tableBatches,
  type BackupFile,
  type BackupRow,
} from '~/site/backup/backup.server';
import { getSettings } from '~/domain/settings/settings.server';
import { DEFAULT_SETTINGS } from '~/domain/settings/schema';
import { signUnsubscribeToken, TOKEN_SECRET_KEY } from '~/domain/newsletter/tokens.server';
import { notifyContentChanged } from '~/server/cache/invalidation.server';
import { importLegacy } from '~/site/backup/legacy.server';
import { getPage, listPages } from '~/domain/pages/pages.server';
import { saveUpload } from '~/site/backup/upload.server';
import { createTestDatabase, describeEachEngine, ENGINES } from '../helpers/test-db';
import { fillEveryTable } from '../helpers/ops-fixtures';
import type { Db } from '~/server/db/engine.server';

/** Every backed-up table's rows in canonical form, read straight from the current database. */
async function snapshot(): Promise<Record<string, BackupRow[]>> {
  const out: Record<string, BackupRow[]> = {};
  for (const t of BACKUP_TABLES) {
    out[t] = [];
    for await (const rows of tableBatches(t)) out[t].push(...rows);
  }
  return out;
}

async function wipe(d: Db) {
  for (const t of [...BACKUP_TABLES].reverse()) await d.kysely.deleteFrom(t as 'projects').execute();
}

async function backupText(): Promise<string> {
  let s = '';
  for await (const c of backupChunks()) s += c;
  return s;
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
let fileNo = 0;

/** Restores a backup text the way the admin's upload does: from a file on disk, two streamed passes. */
async function restoreText(text: string) {
  const file = path.join(tmp, `b${++fileNo}.json`);
  fs.writeFileSync(file, text);
  return restoreBackupFile(file);
}

/** The stored value of a settings row (JSON text on SQLite, parsed on PostgreSQL). */
async function storedSetting(d: Db, key: string): Promise<unknown> {
  const row = await d.kysely.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  if (!row) return undefined;
  return typeof row.value === 'string' && d.kind === 'sqlite' ? JSON.parse(row.value) : row.value;
}

describeEachEngine('backup and restore', (ctx) => {
  let backup: BackupFile;
  let before: Record<string, BackupRow[]>;

  it('a backup holds the format version, a timestamp, the settings and every table', async () => {
    await fillEveryTable(ctx.db.kysely, { subscribers: 1203 });
    before = await snapshot();
    const text = await backupText();
    backup = await parseBackup(text);
    expect(backup.version).toBe(BACKUP_FORMAT_VERSION);
    expect(Date.parse(backup.created_at)).not.toBeNaN();
    expect(Object.keys(backup.tables)).toEqual([...BACKUP_TABLES]);
    expect(backup.tables.newsletter_subscribers).toHaveLength(1203);
    expect((backup.settings as { site_title: string }).site_title).toBe('Şirket "A"');
    // canonical values, whatever the engine
    const project = backup.tables.projects[0]!;
    expect(project.is_active).toBe(true);
    expect(project.features_tr).toEqual(['Özellik 1', 'Özellik "2"']);
    expect(project.created_at).toBe('2026-02-01T10:00:00.001Z');
    expect(project.short_description_tr).toBeNull();
    expect(backup.tables.blog_posts[0]!.is_published).toBe(false);
  });

  it('backup → wipe → restore gives back identical rows', async () => {
    await wipe(ctx.db);
    expect((await snapshot()).projects).toHaveLength(0);
    const counts = await restoreBackup(backup);
    expect(counts.newsletter_subscribers).toBe(1203);
    expect(await snapshot()).toEqual(before);
  });

  it("static pages keep their translations, placement and careers mark (007_page_translations's columns)", async () => {
    const pages = backup.tables.pages;
    const tr = pages.find((p) => p.slug === 'hakkinda')!;
    const en = pages.find((p) => p.slug === 'about')!;
    expect(en.group_id).toBe(tr.group_id);
    expect([tr.in_header, tr.in_footer, en.in_header, en.in_footer]).toEqual([true, true, true, true]);
    const careers = pages.find((p) => p.slug === 'kariyer')!;
    expect([careers.is_careers, careers.group_id, careers.in_header]).toEqual([true, null, false]);
    // restored (the round trip above): the two rows are one page with both translations
    const page = await getPage(String(tr.group_id));
    expect(page?.translations.en?.title).toBe('About');
    expect(page?.translations.tr?.title).toBe('Hakkında');
    expect(page?.inHeader).toBe(true);
  });

  it('a backup taken before 007_page_translations (pages without its columns) restores each page as a page of its own', async () => {
    const old = structuredClone(backup);
    old.tables.pages = old.tables.pages.map(({ group_id: _g, in_header: _h, in_footer: _f, is_careers: _c, ...rest }) => rest);
    await restoreBackup(old);
    const rows = await ctx.db.kysely.selectFrom('pages').select(['slug', 'group_id', 'in_header', 'is_careers']).orderBy('slug').execute();
    expect(rows.map((r) => [r.slug, r.group_id, Boolean(r.in_header), Boolean(r.is_careers)])).toEqual([
      ['about', null, false, false],
      ['hakkinda', null, false, false],
      ['kariyer', null, false, false],
    ]);
    expect((await listPages()).map((p) => Object.keys(p.translations).length)).toEqual([1, 1, 1]);
    await restoreBackup(backup);
    expect(await snapshot()).toEqual(before);
  });

  it('restoring over existing content replaces it (no leftovers, no duplicates)', async () => {
    await ctx.db.kysely
      .insertInto('pages')
      .values({
        id: 'extra',
        title: 'x',
        slug: 'x',
        content: 'x',
        meta_description: null,
        status: 'draft',
        language: 'tr',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    await restoreBackup(backup);
    expect(await snapshot()).toEqual(before);
  });

  it('a truncated (corrupted) file is refused and changes nothing', async () => {
    const text = await backupText();
    await expect(parseBackup(text.slice(0, Math.floor(text.length / 2)))).rejects.toMatchObject({ code: 'invalid_json' });
    expect(await snapshot()).toEqual(before);
  });

  it('a newer format version is refused with its own message', async () => {
    const text = await backupText();
    const newer = text.replace(`"version":${BACKUP_FORMAT_VERSION}`, `"version":${BACKUP_FORMAT_VERSION + 1}`);
    await expect(parseBackup(newer)).rejects.toMatchObject({ code: 'newer_version', detail: String(BACKUP_FORMAT_VERSION + 1) });
  });

  it('JSON that is not a backup, or has unknown tables, columns or bad values, is refused', async () => {
    await expect(parseBackup('{"hello":1}')).rejects.toMatchObject({ code: 'not_backup' });
    await expect(parseBackup('[]')).rejects.toMatchObject({ code: 'not_backup' });
    const good = JSON.parse(await backupText()) as BackupFile;
    const variants: Array<[(b: BackupFile) => void, string, string]> = [
      [(b) => ((b.tables as Record<string, unknown>).users = []), 'invalid_structure', 'users'],
      [(b) => ((b.tables.projects[0] as BackupRow).password = 'x'), 'invalid_row', 'projects[0]'],
      [(b) => ((b.tables.projects[0] as BackupRow).is_active = 'yes'), 'invalid_row', 'projects[0].is_active'],
      [(b) => ((b.tables.projects[0] as BackupRow).created_at = 'yesterday'), 'invalid_row', 'projects[0].created_at'],
      [(b) => delete (b.tables as Partial<BackupFile['tables']>).pages, 'invalid_structure', 'pages'],
      [
        (b) => b.tables.newsletter_subscribers.push({ ...b.tables.newsletter_subscribers[0]! }),
        'invalid_row',
        'newsletter_subscribers[1203].id',
      ],
    ];
    for (const [change, code, detail] of variants) {
      const b = structuredClone(good);
      change(b);
      await expect(parseBackup(JSON.stringify(b))).rejects.toMatchObject({ code, detail });
      await expect(restoreText(JSON.stringify(b))).rejects.toMatchObject({ code, detail });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a backup that fails half-way through the restore is rolled back: nothing changes', async () => {
    const b = structuredClone(backup);
    // Every row is valid, but two subscribers share an e-mail address (a unique index): the
    // database refuses the insert after every earlier table was emptied and filled again
    // inside the transaction.
    b.tables.newsletter_subscribers[1] = { ...b.tables.newsletter_subscribers[1]!, email: 'sub0@example.com' };
    b.tables.projects = [];
    const parsed = await parseBackup(JSON.stringify(b));
    await expect(restoreBackup(parsed)).rejects.toMatchObject({ code: 'restore_failed' });
    expect(await snapshot()).toEqual(before);
    await expect(restoreText(JSON.stringify(b))).rejects.toBeInstanceOf(BackupError);
    expect(await snapshot()).toEqual(before);
  });

  it('a file restore (two streamed passes from disk) gives back identical rows', async () => {
    await wipe(ctx.db);
    const r = await restoreText(JSON.stringify(backup));
    expect(r.counts.newsletter_subscribers).toBe(1203);
    expect(r.stoppedCampaigns).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  describe('crafted backups (security review)', () => {
    let good: BackupFile;
    const refused = async (change: (b: BackupFile) => void, detail: string, code = 'invalid_row') => {
      const b = structuredClone(good);
      change(b);
      const text = JSON.stringify(b);
      await expect(parseBackup(text)).rejects.toMatchObject({ code, detail });
      await expect(restoreText(text)).rejects.toMatchObject({ code, detail });
      expect(await snapshot(), detail).toEqual(before);
    };
    const settingIndex = (b: BackupFile, key: string) => {
      let i = b.tables.settings.findIndex((r) => r.key === key);
      if (i < 0)
        i =
          b.tables.settings.push({
            key,
            value: DEFAULT_SETTINGS[key as keyof typeof DEFAULT_SETTINGS],
            updated_at: '2026-01-01T00:00:00.000Z',
          }) - 1;
      return i;
    };

    it('setup: a good backup of the current content', async () => {
      good = JSON.parse(await backupText()) as BackupFile;
      before = await snapshot();
    });

    it('a campaign "sending" with a foreign base_url and pending deliveries is restored cancelled: nothing is sent', async () => {
      const b = structuredClone(good);
      const c = b.tables.campaigns[0]!;
      Object.assign(c, { status: 'sending', base_url: 'https://evil.example', finished_at: null, sent_count: 0, skipped_count: 0 });
      const d = b.tables.campaign_deliveries[0]!;
      b.tables.campaign_deliveries.push(
        { ...d, id: 'd-pending', status: 'pending', sent_at: null, email: 'victim1@example.com' },
        {
          ...d,
          id: 'd-sending',
          status: 'sending',
          sent_at: null,
          claimed_by: 'other-instance',
          claimed_at: '2026-02-09T00:00:00.000Z',
          email: 'victim2@example.com',
        },
      );
      const queued = structuredClone(b);
      queued.tables.campaigns[0]!.status = 'queued';
      for (const text of [JSON.stringify(b), JSON.stringify(queued)]) {
        const r = await restoreText(text);
        expect(r.stoppedCampaigns).toBe(1);
        const campaigns = await ctx.db.kysely.selectFrom('campaigns').selectAll().execute();
        expect(campaigns.map((x) => x.status)).toEqual(['cancelled']);
        expect(campaigns[0]!.finished_at).not.toBeNull();
        // counts from the deliveries: the one sent before, two skipped
        expect([campaigns[0]!.sent_count, campaigns[0]!.skipped_count]).toEqual([1, 2]);
        const deliveries = await ctx.db.kysely
          .selectFrom('campaign_deliveries')
          .select(['id', 'status', 'last_error', 'claimed_by'])
          .orderBy('id')
          .execute();
        expect(deliveries.filter((x) => x.status === 'pending' || x.status === 'sending')).toEqual([]);
        expect(deliveries.find((x) => x.id === 'd-pending')).toMatchObject({
          status: 'skipped',
          last_error: 'cancelled',
          claimed_by: null,
        });
        expect(await ctx.db.kysely.selectFrom('mail_queue').select('id').execute()).toEqual([]);
      }
      // also through restoreBackup (an in-memory backup)
      await restoreBackup(await parseBackup(JSON.stringify(b)));
      expect((await ctx.db.kysely.selectFrom('campaigns').select('status').execute()).map((x) => x.status)).toEqual(['cancelled']);
      await restoreText(JSON.stringify(good));
      expect(await snapshot()).toEqual(before);
    });

    it('a campaign draft travels with the backup and stays a draft (nothing is sent, it can be reopened)', async () => {
      const b = structuredClone(good);
      const c = b.tables.campaigns[0]!;
      b.tables.campaigns.push({
        ...c,
        id: '00000000-0000-4000-8000-0000000000d1',
        status: 'draft',
        subject_tr: 'Yarım kalmış bülten',
        content_tr: '',
        subject_en: null,
        content_en: null,
        recipient_count: 0,
        sent_count: 0,
        failed_count: 0,
        skipped_count: 0,
        started_at: null,
        finished_at: null,
      });
      const r = await restoreText(JSON.stringify(b));
      expect(r.stoppedCampaigns).toBe(0);
      const drafts = await listCampaignDrafts();
      expect(drafts.map((d) => [d.id, d.subject_tr])).toEqual([['00000000-0000-4000-8000-0000000000d1', 'Yarım kalmış bülten']]);
      await restoreText(JSON.stringify(good));
      expect(await snapshot()).toEqual(before);
    });

    it('a campaign base_url that is not an http(s) origin is refused', async () => {
      for (const url of [
        'javascript:alert(1)',
        'data:text/html,x',
        'https://evil.example/path?x=1',
        'ftp://evil.example',
        'https://user:pw@evil.example',
      ]) {
        await refused((b) => (b.tables.campaigns[0]!.base_url = url), 'campaigns[0].base_url');
      }
      await refused((b) => (b.tables.campaigns[0]!.status = 'sent'), 'campaigns[0].status');
      await refused((b) => (b.tables.campaigns[0]!.test_email = 'a@x.com, b@y.com'), 'campaigns[0].test_email');
    });

    it('a delivery to "a@x, b@y, c@z" (or any address that is not one plain address) is refused', async () => {
      for (const email of [
        'a@x, b@y, c@z',
        'a@x.com,b@y.com',
        'a@x.com;b@y.com',
        'A <a@x.com>',
        'a@x.com\nBcc: b@y.com',
        'client@example.com?bcc=attacker%40evil.example',
      ]) {
        await refused((b) => (b.tables.campaign_deliveries[0]!.email = email), 'campaign_deliveries[0].email');
      }
      await refused((b) => (b.tables.newsletter_subscribers[3]!.email = 'a@x.com, b@y.com'), 'newsletter_subscribers[3].email');
      await refused(
        (b) => (b.tables.consultation_requests[0]!.email = 'client@example.com?bcc=x%40evil.example'),
        'consultation_requests[0].email',
      );
      await refused((b) => (b.tables.campaign_deliveries[0]!.status = 'queued'), 'campaign_deliveries[0].status');
    });

    it('javascript: and data: links in social links, founder LinkedIn and project URLs are refused', async () => {
      for (const url of ['javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', ' JavaScript:alert(1)', 'vbscript:x']) {
        await refused(
          (b) => {
            const i = settingIndex(b, 'social_links');
            b.tables.settings[i]!.value = { ...(b.tables.settings[i]!.value as object), twitter: url };
          },
          `settings[${settingIndex(structuredClone(good), 'social_links')}].value.twitter`,
        );
        await refused(
          (b) => {
            const i = settingIndex(b, 'founder_linkedin');
            b.tables.settings[i]!.value = url;
          },
          `settings[${settingIndex(structuredClone(good), 'founder_linkedin')}].value`,
        );
        for (const col of ['demo_url', 'github_url', 'project_url', 'image_url']) {
          await refused((b) => (b.tables.projects[0]![col] = url), `projects[0].${col}`);
        }
        await refused((b) => (b.tables.blog_posts[0]!.image_url = url), 'blog_posts[0].image_url');
      }
    });

    it('text in an integer column (media.width "abc") and other wrong types are refused', async () => {
      await refused((b) => (b.tables.media[0]!.width = 'abc'), 'media[0].width');
      await refused((b) => (b.tables.media[0]!.width = 1.5), 'media[0].width');
      await refused((b) => (b.tables.projects[0]!.priority = '42'), 'projects[0].priority');
      await refused((b) => (b.tables.campaigns[0]!.sent_count = 'many'), 'campaigns[0].sent_count');
      await refused((b) => (b.tables.media[0]!.base_key = '../../etc/passwd'), 'media[0].base_key');
      await refused((b) => (b.tables.pages[0]!.status = 'public'), 'pages[0].status');
      await refused((b) => (b.tables.newsletter_subscribers[0]!.language = 'de'), 'newsletter_subscribers[0].language');
      await refused((b) => (b.tables.blog_posts[0]!.slug = '../x'), 'blog_posts[0].slug');
    });

    it('an invalid setting value, or an unknown setting, is refused', async () => {
      const i = settingIndex(structuredClone(good), 'site_title');
      await refused((b) => (b.tables.settings[i]!.value = ''), `settings[${i}].value`);
      await refused((b) => (b.tables.settings[i]!.value = 42), `settings[${i}].value`);
      await refused(
        (b) => {
          const j = settingIndex(b, 'contact_email');
          b.tables.settings[j]!.value = 'a@x.com, b@y.com';
        },
        `settings[${settingIndex(structuredClone(good), 'contact_email')}].value`,
      );
      await refused(
        (b) => {
          const j = settingIndex(b, 'social_links');
          b.tables.settings[j]!.value = { ...(b.tables.settings[j]!.value as object), myspace: 'https://x.example' };
        },
        `settings[${settingIndex(structuredClone(good), 'social_links')}].value`,
      );
      await refused(
        (b) => b.tables.settings.push({ key: 'theme', value: 'dark', updated_at: '2026-01-01T00:00:00.000Z' }),
        `settings[${good.tables.settings.length}].key`,
      );
    });

    it('an unknown top-level array is refused as soon as its name is read (the rest of the file is never read)', async () => {
      const head = JSON.stringify({ format: good.format, version: good.version, created_at: good.created_at });
      // a large unknown array that is not even finished: reading it would end in a JSON error
      const text = head.slice(0, -1) + ',"junk":[' + '{"x":"' + 'y'.repeat(1000) + '"},'.repeat(1) + '1,'.repeat(200_000);
      const file = path.join(tmp, 'junk.json');
      fs.writeFileSync(file, text);
      await expect(checkBackupFile(file)).rejects.toMatchObject({ code: 'invalid_structure', detail: 'junk' });
      await expect(restoreBackupFile(file)).rejects.toMatchObject({ code: 'invalid_structure', detail: 'junk' });
      // after the tables too, and as an unknown table
      const after = JSON.stringify({ ...good, junk: [1, 2, 3] });
      await expect(restoreText(after)).rejects.toMatchObject({ code: 'invalid_structure', detail: 'junk' });
      const table = JSON.stringify({ ...good, tables: { ...good.tables, users: [{ id: 'x' }] } });
      await expect(restoreText(table)).rejects.toMatchObject({ code: 'invalid_structure', detail: 'users' });
      // before the format is known: not a backup at all
      await expect(parseBackup('{"junk":[1,2,3],"format":"site-backup"}')).rejects.toMatchObject({ code: 'not_backup' });
      expect(await snapshot()).toEqual(before);
    });

    it('a row or a text over the size limit is refused, not assembled', async () => {
      const big = JSON.stringify(good).replace('"Ayşe"', `"${'A'.repeat(2_100_000)}"`);
      await expect(restoreText(big)).rejects.toMatchObject({ code: 'invalid_structure', detail: 'consultation_requests[0]' });
      expect(await snapshot()).toEqual(before);
    });

    it('a backup never holds the unsubscribe-link signing secret, sessions, login attempts or credentials', async () => {
      await signUnsubscribeToken('someone');
      const secret = await storedSetting(ctx.db, TOKEN_SECRET_KEY);
      expect(secret).toMatch(/^s1:/);
      await ctx.db.kysely
        .insertInto('login_attempts')
        .values({ ip: '203.0.113.9', failures: 1, locked_until: null, updated_at: new Date().toISOString() })
        .execute();
      const text = await backupText();
      expect(text).not.toContain(TOKEN_SECRET_KEY);
      expect(text).not.toContain(String(secret).slice(3));
      expect(text).not.toContain('203.0.113.9');
      const parsed = JSON.parse(text) as BackupFile;
      expect(Object.keys(parsed.tables)).not.toEqual(expect.arrayContaining(['sessions']));
      for (const t of ['sessions', 'login_attempts', 'admin_credentials', 'mail_queue'])
        expect(Object.keys(parsed.tables)).not.toContain(t);
      await ctx.db.kysely.deleteFrom('login_attempts').execute();
    });

    it('restoring a backup that holds a _token_secret keeps the current secret', async () => {
      const secret = await storedSetting(ctx.db, TOKEN_SECRET_KEY);
      const token = await signUnsubscribeToken('someone');
      const b = structuredClone(good);
      b.tables.settings.push({ key: TOKEN_SECRET_KEY, value: 's1:' + 'f'.repeat(64), updated_at: '2026-01-01T00:00:00.000Z' });
      b.tables.settings.push({ key: '_anything_private', value: 'x', updated_at: '2026-01-01T00:00:00.000Z' });
      await restoreText(JSON.stringify(b));
      expect(await storedSetting(ctx.db, TOKEN_SECRET_KEY)).toBe(secret);
      expect(await storedSetting(ctx.db, '_anything_private')).toBeUndefined();
      expect(await signUnsubscribeToken('someone')).toBe(token);
      await restoreBackup(await parseBackup(JSON.stringify(b)));
      expect(await storedSetting(ctx.db, TOKEN_SECRET_KEY)).toBe(secret);
      await restoreText(JSON.stringify(good));
    });

    it('one invalid stored setting falls back to its own default on read; the others keep their values', async () => {
      await ctx.db.kysely
        .updateTable('settings')
        .set({ value: JSON.stringify({ linkedin: 'javascript:alert(1)' }) })
        .where('key', '=', 'social_links')
        .execute();
      await ctx.db.kysely
        .insertInto('settings')
        .values({ key: 'contact_email', value: JSON.stringify('not an address'), updated_at: new Date().toISOString() })
        .execute();
      await notifyContentChanged('settings');
      const s = await getSettings();
      expect(s.social_links).toEqual(DEFAULT_SETTINGS.social_links);
      expect(s.contact_email).toBe(DEFAULT_SETTINGS.contact_email);
      expect(s.site_title).toBe('Şirket "A"');
      await restoreText(JSON.stringify(good));
      await notifyContentChanged('settings');
      expect((await getSettings()).social_links.linkedin).toBe('https://l.example');
      expect(await snapshot()).toEqual(before);
    });
  });

  if (ctx.kind === 'postgres') {
    it('the column kinds the backup converts match the PostgreSQL schema', async () => {
      const tables = await ctx.db.kysely.introspection.getTables();
      for (const t of BACKUP_TABLES) {
        const cols = tables.find((x) => x.name === t)!.columns;
        const expected: Record<string, string> = {};
        for (const c of cols) {
          if (c.dataType === 'bool') expected[c.name] = 'bool';
          if (c.dataType === 'jsonb') expected[c.name] = 'json';
          if (c.dataType === 'timestamptz') expected[c.name] = 'timestamp';
          // JSON kept as text on purpose (site texts), converted like json.
          if (c.dataType === 'text' && BACKUP_COLUMN_KINDS[t][c.name] === 'jsonText') expected[c.name] = 'jsonText';
        }
        expect(BACKUP_COLUMN_KINDS[t], t).toEqual(expected);
      }
    });
  }
});

describe('the restore upload (streamed to a temporary file)', () => {
  const request = (parts: Array<[string, string, string?]>) => {
    const body = new FormData();
    for (const [name, value, filename] of parts) {
      if (filename) body.set(name, new Blob([value], { type: 'application/json' }), filename);
      else body.set(name, value);
    }
    return new Request('http://localhost/admin/ayarlar/geri-yukle', { method: 'POST', body });
  };

  it('writes the backup field to the file, up to the limit; a larger file is refused and not kept whole', async () => {
    const file = path.join(tmp, 'upload.json');
    expect(
      await saveUpload(
        request([
          ['intent', 'restore'],
          ['backup', '{"a":1}', 'b.json'],
        ]),
        file,
        100,
      ),
    ).toEqual({ kind: 'file', file });
    expect(fs.readFileSync(file, 'utf8')).toBe('{"a":1}');
    const big = path.join(tmp, 'upload-big.json');
    expect(await saveUpload(request([['backup', 'x'.repeat(5000), 'b.json']]), big, 1000)).toEqual({ kind: 'too_large' });
    expect(fs.existsSync(big) ? fs.statSync(big).size : 0).toBeLessThanOrEqual(1000);
    expect(await saveUpload(request([['intent', 'restore']]), path.join(tmp, 'none.json'), 100)).toEqual({ kind: 'no_file' });
    expect(await saveUpload(request([['other', '{"a":1}', 'b.json']]), path.join(tmp, 'other.json'), 100)).toEqual({ kind: 'no_file' });
    expect(await saveUpload(request([['backup', '', 'b.json']]), path.join(tmp, 'empty.json'), 100)).toEqual({ kind: 'no_file' });
    const notMultipart = new Request('http://localhost/x', {
      method: 'POST',
      body: 'backup=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await saveUpload(notMultipart, path.join(tmp, 'nm.json'), 100)).toEqual({ kind: 'bad_request' });
  });
});

describeEachEngine('backup of a site with legacy-imported content', (ctx) => {
  it('restores: the stricter checks refuse none of the rows the legacy import stores', async () => {
    await importLegacy(path.resolve(import.meta.dirname, '../fixtures/legacy'), { now: new Date('2025-01-01T00:00:00Z') });
    const expected = await snapshot();
    expect(expected.projects!.length).toBeGreaterThan(0);
    const text = await backupText();
    await wipe(ctx.db);
    await restoreText(text);
    expect(await snapshot()).toEqual(expected);
  });
});

describe.runIf(ENGINES.includes('postgres'))('moving from SQLite to PostgreSQL', () => {
  it('a backup taken on SQLite restores onto PostgreSQL with identical rows', async () => {
    const sqlite = await createTestDatabase('sqlite');
    const pg = await createTestDatabase('postgres');
    try {
      setDb(sqlite.db);
      await fillEveryTable(sqlite.db.kysely, { subscribers: 250 });
      const expected = await snapshot();
      const backup = await createBackup();
      expect(backup.engine).toBe('sqlite');
      setDb(pg.db);
      const parsed = await parseBackup(JSON.stringify(backup));
      await restoreBackup(parsed);
      expect(await snapshot()).toEqual(expected);
      // and back: a PostgreSQL backup restores onto SQLite
      const fromPg = await createBackup();
      setDb(sqlite.db);
      await wipe(sqlite.db);
      await restoreBackup(await parseBackup(JSON.stringify(fromPg)));
      expect(await snapshot()).toEqual(expected);
    } finally {
      setDb(undefined);
      await sqlite.drop();
      await pg.drop();
    }
  });
});
