import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { config, setConfig } from '~/server/config.server';
import { resetSealKeyForTests } from '~/server/crypto/sealed.server';
import { migrateToLatest } from '~/server/db/migrate.server';
import { forgetMailRoute, mailRoute, MAIL_PASSWORD_KEY, MAIL_SERVER_KEY, readStoredMailServer } from '~/server/mail/server-settings.server';
import { closeMailTransport } from '~/server/mail/transport.server';
import { mailSettingsView, mailAction } from '~/domain/mail/admin.server';
import { actionOf } from '../helpers/admin-action';
import { mailFormValues } from '~/domain/mail/schema';
import { saveSettings } from '~/domain/settings/settings.server';
import { configureMailTest } from '../helpers/mail-config';

const runMailIntent = actionOf(mailAction);

/**
 * The sender name follows the company name unless staff set their own: "Şirket adı" stores no
 * name, so a renamed company renames every mail's sender; a name typed on purpose stays. A
 * name saved by the old form (the company name as fixed text) becomes "follow" (migration 025).
 */
const original = config();
let dataDir: string;
const session = { id: 'sess-sender-0001', accountId: null, email: 'owner@acme.example', name: null };

function form(over: Record<string, string> = {}) {
  const f = new FormData();
  const values: Record<string, string> = {
    intent: 'save',
    preset: 'other',
    host: '127.0.0.1',
    port: '2525',
    security: 'none',
    user: '',
    password: '',
    from_address: 'mailer@acme.example',
    reply_to: '',
    notify_to: 'talepler@acme.example',
    ...over,
  };
  for (const [k, v] of Object.entries(values)) f.set(k, v);
  return f;
}

async function sender(): Promise<string> {
  forgetMailRoute();
  const route = await mailRoute();
  return route.kind === 'none' ? '' : route.from;
}

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-sender-'));
  configureMailTest(dataDir);
});
afterAll(() => {
  closeMailTransport();
  setConfig(original);
  resetSealKeyForTests();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the form', () => {
  it('"Şirket adı" posts no name; "Başka bir ad" posts the typed one', () => {
    expect(mailFormValues(form({ from_name_mode: 'company', from_name: 'Eski Ad' })).from_name).toBe('');
    expect(mailFormValues(form({ from_name_mode: 'custom', from_name: 'Satış Ekibi' })).from_name).toBe('Satış Ekibi');
  });
});

describeEachEngine('the mail sender name', (ctx) => {
  beforeEach(async () => {
    await ctx.db.kysely.deleteFrom('settings').where('key', 'in', [MAIL_SERVER_KEY, MAIL_PASSWORD_KEY, 'site_title']).execute();
    await saveSettings({ site_title: 'Acme Yazılım' });
  });

  it('follows the company name when "Şirket adı" is chosen, across a rename', async () => {
    expect(await mailSettingsView(session)).toMatchObject({ companyName: 'Acme Yazılım', values: { from_name: '' } });
    expect((await runMailIntent(form({ from_name_mode: 'company' }), session, '127.0.0.1')).ok).toBe(true);
    expect((await readStoredMailServer())?.from_name).toBe('');
    expect(await sender()).toBe('"Acme Yazılım" <mailer@acme.example>');
    await saveSettings({ site_title: 'Beta Teknoloji' });
    expect(await sender()).toBe('"Beta Teknoloji" <mailer@acme.example>');
  });

  it('keeps a name set on purpose when the company is renamed', async () => {
    expect((await runMailIntent(form({ from_name_mode: 'custom', from_name: 'Acme Destek' }), session, '127.0.0.1')).ok).toBe(true);
    await saveSettings({ site_title: 'Beta Teknoloji' });
    expect(await sender()).toBe('"Acme Destek" <mailer@acme.example>');
    expect((await mailSettingsView(session)).values.from_name).toBe('Acme Destek');
  });

  it('shows a saved name equal to the company name as "Şirket adı"', async () => {
    expect((await runMailIntent(form({ from_name_mode: 'custom', from_name: 'Acme Yazılım' }), session, '127.0.0.1')).ok).toBe(true);
    expect((await mailSettingsView(session)).values.from_name).toBe('');
  });

  it('a sender name stored as the company name (a restored backup) follows a rename', async () => {
    expect((await runMailIntent(form({ from_name_mode: 'custom', from_name: 'Acme Yazılım' }), session, '127.0.0.1')).ok).toBe(true);
    expect((await readStoredMailServer())?.from_name).toBe('Acme Yazılım');
    await saveSettings({ site_title: 'Beta Teknoloji' });
    expect((await readStoredMailServer())?.from_name).toBe('');
    expect(await sender()).toBe('"Beta Teknoloji" <mailer@acme.example>');
  });

  it('migration 025: a saved name equal to the company name becomes "follow", another stays', async () => {
    const k = ctx.db.kysely;
    const rerun = async (fromName: string) => {
      const json = JSON.stringify({
        preset: 'other',
        host: '127.0.0.1',
        port: 2525,
        security: 'none',
        user: '',
        from_name: fromName,
        from_address: 'mailer@acme.example',
        reply_to: '',
        notify_to: 'talepler@acme.example',
      });
      await k
        .insertInto('settings')
        .values({ key: MAIL_SERVER_KEY, value: json, updated_at: new Date().toISOString() })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: json }))
        .execute();
      await sql`delete from kysely_migration where name = '025_mail_sender_follows'`.execute(k);
      expect(await migrateToLatest(ctx.db)).toEqual(['025_mail_sender_follows']);
      return (await readStoredMailServer())?.from_name;
    };
    expect(await rerun('Acme Yazılım')).toBe('');
    expect(await sender()).toBe('"Acme Yazılım" <mailer@acme.example>');
    await saveSettings({ site_title: 'Beta Teknoloji' });
    expect(await sender()).toBe('"Beta Teknoloji" <mailer@acme.example>');
    expect(await rerun('Satış Ekibi')).toBe('Satış Ekibi');
  });
});
