import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { launchChecklist, launchFacts } from '~/site/dashboard/launch-checklist.server';
import { isBareHomePage, isExampleAddress, isPlaceholderPhone, launchItems, type LaunchItem } from '~/site/dashboard/launch-checklist';
import { setAdminPassword, setUpAdminPassword } from '~/domain/auth/password.server';
import { storeSeedImage } from '~/domain/media/images.server';
import { LocalStorage, setStorage } from '~/domain/media/storage.server';
import { getSettings, saveSettings } from '~/domain/settings/settings.server';
import { config, parseConfig, setConfig } from '~/server/config.server';
import { seedIfEmpty } from '~/server/db/seed.server';
import { notifyContentChanged } from '~/server/cache/invalidation.server';
import { removeSamples } from '~/site/sample/sample.server';
import { serverActor } from '~/domain/audit/actor.server';

const key = (i: LaunchItem) => (i.id === 'social_link' ? `social_link.${i.network}` : i.id === 'sample' ? `sample.${i.claim}` : i.id);
/** The set-up items (sample content has its own test: tests/integration/sample-content.test.ts). */
const setUp = (items: LaunchItem[]) => items.filter((i) => i.id !== 'sample');
const keys = async () => ((await launchChecklist()) ?? []).map(key);

describe('launch checklist rules', () => {
  it('recognises placeholder data and nothing else', () => {
    expect(isExampleAddress('info@example.com')).toBe(true);
    expect(isExampleAddress('Info@Mail.Example.COM')).toBe(true);
    expect(isExampleAddress('info@example.com.tr')).toBe(false);
    expect(isExampleAddress('info@funtech.com.tr')).toBe(false);
    expect(isPlaceholderPhone('+90 500 000 00 00')).toBe(true);
    expect(isPlaceholderPhone('+905000000000')).toBe(true);
    expect(isPlaceholderPhone('+90 412 555 12 34')).toBe(false);
    expect(isBareHomePage('https://www.linkedin.com/')).toBe(true);
    expect(isBareHomePage('https://x.com')).toBe(true);
    expect(isBareHomePage('https://www.linkedin.com/company/funtech')).toBe(false);
    expect(isBareHomePage('https://www.youtube.com/?v=1')).toBe(false);
    expect(isBareHomePage('')).toBe(false);
  });
});

describeEachEngine('launch checklist', (ctx) => {
  let saved: ReturnType<typeof config>;
  beforeAll(async () => {
    await notifyContentChanged('test'); // the settings cache of the other engine's run
    saved = config();
    // Production without PUBLIC_URL and without SMTP: both are listed.
    setConfig(
      parseConfig({
        ...process.env,
        NODE_ENV: 'production',
        PUBLIC_URL: '',
        SMTP_URL: '',
        LOG_LEVEL: 'silent',
        DATA_DIR: ctx.test.dataDir,
      }),
    );
    setStorage(new LocalStorage(path.join(ctx.test.dataDir, 'uploads')));
  });
  afterAll(() => {
    setConfig(saved);
    setStorage(undefined);
  });

  it('a fresh start lists every placeholder, with a link to the field that fixes it', async () => {
    expect(await seedIfEmpty(ctx.db, { storeImage: storeSeedImage })).toBe(true);
    expect((await setUpAdminPassword(undefined)).kind).toBe('generated');
    const items = setUp((await launchChecklist())!);
    expect(items.map(key)).toEqual([
      'site_address',
      'contact_email',
      'support_email',
      'phone_number',
      'whatsapp_number',
      'social_link.linkedin',
      'social_link.twitter',
      'social_link.instagram',
      'social_link.github',
      'social_link.youtube',
      'legal_identity',
      'founder_name',
      'founder_photo',
      'founder_linkedin',
      'smtp',
      'admin_password',
    ]);
    // The seeded silhouette is in place but counts as a placeholder.
    expect(items.find((i) => i.id === 'founder_photo')).toMatchObject({ placeholder: true, href: '/admin/ayarlar#founder_photo' });
    expect(items.find((i) => i.id === 'contact_email')).toMatchObject({ href: '/admin/ayarlar#contact_email' });
    expect(items.find((i) => key(i) === 'social_link.github')).toMatchObject({ href: '/admin/ayarlar#social_links.github' });
  });

  it('an item leaves the list when its field is filled', async () => {
    const s = await getSettings();
    await saveSettings({
      contact_email: 'info@funtech.com.tr',
      phone_number: '+90 412 555 12 34',
      social_links: { ...s.social_links, linkedin: 'https://www.linkedin.com/company/funtech', youtube: '' },
      founder_name: 'Ayşe Yılmaz',
      founder_linkedin: 'https://www.linkedin.com/in/ayse',
      founder_photo: {
        url: '/uploads/project-images/1767225600000-a1b2c3d4e5f6-480.webp?w=480&h=480',
        alt_tr: 'Ayşe Yılmaz',
        alt_en: 'Ayşe Yılmaz',
      },
    });
    const left = await keys();
    for (const gone of [
      'contact_email',
      'phone_number',
      'social_link.linkedin',
      'social_link.youtube',
      'founder_name',
      'founder_photo',
      'founder_linkedin',
    ])
      expect(left).not.toContain(gone);
    expect(left).toEqual(expect.arrayContaining(['support_email', 'whatsapp_number', 'social_link.twitter', 'smtp', 'admin_password']));
  });

  it('the generated password leaves the list once staff accounts have passwords of their own', async () => {
    // The first owner takes the shared (generated) password over: still listed, fixed in Hesabım.
    const shared = await ctx.db.kysely
      .selectFrom('admin_credentials')
      .select('password_hash')
      .where('id', '=', 'admin')
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await ctx.db.kysely
      .insertInto('admin_accounts')
      .values({
        id: 'owner-1',
        email: 'sahip@funtech.com.tr',
        name: 'Sahip',
        role: 'owner',
        status: 'active',
        password_hash: shared.password_hash,
        totp_secret: null,
        totp_last_step: null,
        created_at: now,
        updated_at: now,
        last_login_at: now,
      })
      .execute();
    expect((await launchChecklist())!.find((i) => i.id === 'admin_password')).toEqual({ id: 'admin_password', href: '/admin/hesabim' });
    // The owner chose a password of their own.
    await ctx.db.kysely.updateTable('admin_accounts').set({ password_hash: 'scrypt$1$1$1$x$y' }).where('id', '=', 'owner-1').execute();
    expect(await keys()).not.toContain('admin_password');
    await ctx.db.kysely.deleteFrom('admin_accounts').where('id', '=', 'owner-1').execute();
    // No account: the shared password is still the generated one, and the fix is an account of one's own.
    expect((await launchChecklist())!.find((i) => i.id === 'admin_password')).toEqual({
      id: 'admin_password',
      href: '/admin/ayarlar/kullanicilar',
    });
  });

  it('a missing legal identity is listed until the trade name and address are filled', async () => {
    expect((await launchChecklist())!.find((i) => i.id === 'legal_identity')).toEqual({
      id: 'legal_identity',
      href: '/admin/ayarlar#legal_identity.name',
    });
    await saveSettings({ legal_identity: { name: 'FunTech Ltd. Şti.', address: '', mersis: '', tax_number: '', kep: '' } });
    expect((await launchChecklist())!.find((i) => i.id === 'legal_identity')).toMatchObject({
      href: '/admin/ayarlar#legal_identity.address',
    });
    await saveSettings({ legal_identity: { name: '', address: '', mersis: '', tax_number: '', kep: '' } });
  });

  it('a changed admin password, a missing hero photo, pictureless projects and an empty blog are detected', async () => {
    await setAdminPassword('a-new-password-of-ours');
    expect(await keys()).not.toContain('admin_password');

    await saveSettings({ hero_image: { url: '', alt_tr: '', alt_en: '' } });
    await ctx.db.kysely.updateTable('projects').set({ image_url: null }).where('title_en', '=', 'QuakeSafe').execute();
    await ctx.db.kysely.updateTable('blog_posts').set({ is_published: false }).execute();
    const items = (await launchChecklist())!;
    expect(items.map(key)).toEqual(expect.arrayContaining(['hero_image', 'project_images', 'blog_post']));
    const projects = items.find((i) => i.id === 'project_images');
    const quake = await ctx.db.kysely.selectFrom('projects').select('id').where('title_en', '=', 'QuakeSafe').executeTakeFirstOrThrow();
    expect(projects).toEqual({ id: 'project_images', projects: ['QuakeSafe'], href: `/admin/projeler?edit=${quake.id}` });
    expect(items.find((i) => i.id === 'blog_post')).toMatchObject({ href: '/admin/icerik?edit=new' });

    // A hidden project does not count.
    await ctx.db.kysely.updateTable('projects').set({ is_active: false }).where('title_en', '=', 'QuakeSafe').execute();
    expect(await keys()).not.toContain('project_images');
  });

  it('PUBLIC_URL and SMTP leave the list once set; nothing is listed when all is done', async () => {
    setConfig(
      parseConfig({
        ...process.env,
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://www.funtech.com.tr',
        SMTP_URL: 'smtp://mail.funtech.com.tr:587',
        LOG_LEVEL: 'silent',
        DATA_DIR: ctx.test.dataDir,
      }),
    );
    const s = await getSettings();
    await saveSettings({
      support_email: 'destek@funtech.com.tr',
      whatsapp_number: '+90 412 555 12 35',
      social_links: {
        ...s.social_links,
        twitter: 'https://x.com/funtech',
        instagram: 'https://www.instagram.com/funtech',
        github: 'https://github.com/funtech',
      },
      hero_image: { url: '/uploads/project-images/1767225600000-a1b2c3d4e5f6-1600.webp?w=1600&h=900', alt_tr: 'Ofis', alt_en: 'Office' },
      legal_identity: { name: 'FunTech Yazılım Ltd. Şti.', address: 'Diyarbakır', mersis: '', tax_number: '', kep: '' },
    });
    // A published post of the staff's own (the seeded one, once saved by staff, is no longer sample).
    await ctx.db.kysely.updateTable('blog_posts').set({ is_published: true, is_sample: false }).execute();
    // The sample company's claims leave once removed (ADR 026).
    expect(await removeSamples('all', serverActor('test'))).toBeGreaterThan(0);
    expect(await launchChecklist()).toEqual([]);
    // The same facts outside production: PUBLIC_URL is not asked for.
    expect(launchItems({ ...(await launchFacts()), production: false, siteAddressKnown: false })).toEqual([]);
  });
});
