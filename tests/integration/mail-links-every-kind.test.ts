import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { startCampaignPeer, type CampaignPeer } from '../helpers/campaign-smtp';
import { foreignLinks, linksIn } from '../helpers/mail-links';
import { catalog } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';
import { config, setConfig, type Config } from '~/server/config.server';
import { setSiteAddress } from '~/server/http/site-origin.server';
import { mailLink } from '~/server/http/origin.server';
import { closeMailTransport } from '~/server/mail/transport.server';
import { saveSettings } from '~/domain/settings/settings.server';
import { createConsultationRequest } from '~/domain/consultations/requests.server';
import { createContactTicket } from '~/domain/tickets/contact.server';
import { commentAction } from '~/domain/comments/action.server';
import { confirmReplyNotifications, replyToComment } from '~/domain/comments/comments.server';
import { inviteAccount } from '~/domain/auth/accounts.server';
import { campaignSchema } from '~/domain/campaigns/schema';
import { NoSiteAddressError, queueCampaign, sendTestCampaign } from '~/domain/campaigns/jobs.server';
import { CampaignWorker } from '~/domain/campaigns/worker.server';

/**
 * Every kind of e-mail the code can build, rendered and searched for links: each link starts
 * with the site's known address (mailLink's base), none says 'undefined', and a request's host
 * never appears. Before any address is known, no mail carries a host at all (campaigns are
 * refused). The kinds come from the source: a file that starts to send mail, or a new kind,
 * fails here until it is rendered below.
 */
const BASE = 'https://www.site.example';
/** The host the visitor's requests name: never in a mail. */
const REQUEST_HOST = 'evil.example';

/** Every `kind` the application's code gives a mail, and the files that send mail. */
function kindsInSource(): { kinds: Set<string>; senders: Set<string> } {
  const kinds = new Set<string>();
  const senders = new Set<string>();
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(e.name)) {
        const src = fs.readFileSync(p, 'utf8');
        const rel = path.relative('app', p);
        if (rel.startsWith('server/mail/')) continue;
        const mails = /\b(enqueueMail|sendMail|QueuedMail)\b/.test(src);
        if (!mails) continue;
        senders.add(rel);
        for (const m of src.matchAll(/\bkind: '([a-z-]+)'/g)) kinds.add(m[1]!);
        for (const m of src.matchAll(/mailOwners\(\s*'([a-z-]+)'/g)) kinds.add(m[1]!);
      }
    }
  };
  walk('app');
  return { kinds, senders };
}

/** Mail the code builds outside the queue (sent at once), with the kind the test gives it. */
const DIRECT = {
  'domain/campaigns/worker.server.ts': 'campaign',
  'domain/campaigns/jobs.server.ts': 'campaign-test',
  'domain/mail/admin.server.ts': 'mail-test',
};

interface Rendered {
  kind: string;
  text: string;
  html?: string | null;
  headers?: string;
}

let peer: CampaignPeer;
let before: Config;

describeEachEngine('every mail link comes from mailLink', (ctx) => {
  let postId: string;
  const slug = 'baglanti-yazisi';

  beforeAll(async () => {
    before = config();
    peer = await startCampaignPeer();
    closeMailTransport();
    setConfig({ ...before, PUBLIC_URL: undefined, SMTP_URL: peer.url, MAIL_FROM: 'Site <site@example.com>', CAMPAIGN_RATE_PER_SECOND: 0 });
    setSiteAddress(undefined);
    postId = randomUUID();
    const now = new Date(Date.now() - 60_000).toISOString();
    await ctx.db.kysely
      .insertInto('blog_posts')
      .values({
        id: postId,
        slug,
        slug_en: 'link-post',
        title_tr: 'Bağlantı yazısı',
        title_en: 'Link post',
        excerpt_tr: null,
        excerpt_en: null,
        content_tr: 'Metin',
        content_en: 'Text',
        image_url: null,
        image_alt_tr: null,
        image_alt_en: null,
        category: 'technology',
        tags: '[]',
        tags_en: '[]',
        is_published: true,
        is_featured: false,
        author: 'Yazar',
        publish_date: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await saveSettings({ contact_email: 'staff@example.com', comments_enabled: true, comments_moderation: 'manual' });
    const at = new Date().toISOString();
    await ctx.db.kysely
      .insertInto('newsletter_subscribers')
      .values(
        ['okur-tr@example.org', 'okur-en@example.org'].map((email, i) => ({
          id: randomUUID(),
          email,
          is_active: true,
          language: i === 0 ? 'tr' : 'en',
          source_page: '/',
          consent_at: at,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
  });
  afterAll(async () => {
    closeMailTransport();
    setConfig(before);
    setSiteAddress(undefined);
    await peer.close();
  });
  beforeEach(async () => {
    await ctx.db.kysely.deleteFrom('mail_queue').execute();
    await ctx.db.kysely.deleteFrom('visitor_mail_limits').execute();
    peer.reset();
  });

  async function comment(lang: 'tr' | 'en', email: string) {
    const request = new Request(`http://${REQUEST_HOST}${lang === 'en' ? '/en-blog/link-post' : `/blog/${slug}`}`, {
      method: 'POST',
      body: new URLSearchParams({ name: 'Okur', email, notify: 'on', comment: 'Güzel bir yazı olmuş, teşekkürler.' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    await commentAction(request, undefined as never, lang === 'en' ? 'link-post' : slug);
  }

  /** Makes the site build every kind of mail it can; returns them as rendered. */
  async function renderEveryKind(addressKnown: boolean): Promise<Rendered[]> {
    for (const language of ['tr', 'en'] as const) {
      const email = `ziyaretci-${language}-${randomUUID().slice(0, 6)}@example.org`;
      await createConsultationRequest(
        {
          name: 'Ad',
          surname: 'Soyad',
          email,
          phone: '05321234567',
          service_description: 'Bir mobil uygulama istiyoruz, görüşelim.',
          service: undefined,
        },
        language,
      );
      await createContactTicket({ firstName: 'Ad', lastName: 'Soyad', email, phone: '05321234567', message: 'Merhaba' }, language);
      await comment(language, email);
    }
    // The reply notification: the visitor confirms by the mailed link, then the staff reply.
    if (addressKnown) {
      const [confirm] = await ctx.db.kysely.selectFrom('mail_queue').select('text_body').where('kind', '=', 'comment-confirm').execute();
      const token = new URL(/https?:\/\/\S+/.exec(confirm!.text_body)![0]).searchParams.get('token');
      expect(await confirmReplyNotifications(token)).toBe(true);
      const row = await ctx.db.kysely
        .selectFrom('blog_comments')
        .select('id')
        .where('notify_reply', '=', true)
        .where('replied_at', 'is', null)
        .executeTakeFirstOrThrow();
      expect(await replyToComment(row.id, 'Teşekkürler, yanıtımız burada.')).toBe('notified');
    }
    await inviteAccount({ email: `yeni-${randomUUID().slice(0, 6)}@example.com`, name: 'Yeni', role: 'owner' }, `http://${REQUEST_HOST}`);

    const input = campaignSchema().parse({
      subject_tr: 'Bülten',
      content_tr: 'Yeni [yazımız](/blog) ve ![kapak](/uploads/kapak.webp)',
      subject_en: 'News',
      content_en: 'Our new [post](/en-blog)',
      test_email: '',
      send_to_all: true,
    });
    if (addressKnown) {
      await sendTestCampaign(input, 'editor@example.net');
      await queueCampaign(input);
      await new CampaignWorker({ ratePerSecond: 0, pollMs: 20 }).drain();
    } else {
      await expect(sendTestCampaign(input, 'editor@example.net')).rejects.toBeInstanceOf(NoSiteAddressError);
      await expect(queueCampaign(input)).rejects.toBeInstanceOf(NoSiteAddressError);
    }

    const queued = await ctx.db.kysely.selectFrom('mail_queue').select(['kind', 'text_body', 'html_body']).execute();
    const out: Rendered[] = queued.map((m) => ({ kind: m.kind, text: m.text_body, html: m.html_body }));
    for (const m of peer.messages) {
      out.push({
        kind: m.subject.startsWith('[Test]') ? 'campaign-test' : 'campaign',
        text: m.text,
        html: m.html,
        headers: JSON.stringify(m.headers),
      });
    }
    // Texts that are the catalogue's alone (no value of the code's own is put in): rendered from it.
    const b = catalog.tr.adminBackups.mail;
    const sample = { time: '1 Ocak 2026 03:00', detail: 'disk dolu', last: 'hiç' };
    out.push({ kind: 'backup-failed', text: fmt(b.failedText, sample) });
    const r = catalog.tr.adminUsers.recoveryMail;
    const signIn = { name: 'Ad', email: 'kisi@example.com', ip: '203.0.113.7', time: '1 Ocak 2026 03:00', left: 9 };
    out.push({ kind: 'recovery-sign-in', text: fmt(r.text, signIn) }, { kind: 'recovery-sign-in', text: fmt(r.ownerText, signIn) });
    // The unlock mail's one link is mailLink's own (unlock-link.server.ts): no link without a known address.
    const unlock = mailLink('/admin/kilit-ac?t=x');
    if (unlock)
      out.push({
        kind: 'staff-unlock',
        text: fmt(catalog.tr.adminUsers.unlockMail.text, { name: 'Ad', address: '203.0.113.7', link: unlock }),
      });
    else out.push({ kind: 'staff-unlock', text: '' });
    out.push({ kind: 'backup-bucket', text: fmt(b.bucketText, sample) });
    out.push({ kind: 'backup-stale', text: fmt(b.staleText, sample) });
    out.push({ kind: 'mail-test', text: fmt(catalog.tr.adminMail.testMessage.text, { company: 'FunTech' }) });
    return out;
  }

  it('the source names no mail this test does not render', async () => {
    const { kinds, senders } = kindsInSource();
    setSiteAddress(BASE);
    try {
      const rendered = new Set((await renderEveryKind(true)).map((m) => m.kind));
      for (const kind of kinds) expect(rendered, kind).toContain(kind);
      for (const file of senders) {
        const direct = (DIRECT as Record<string, string>)[file];
        if (direct) expect(rendered, file).toContain(direct);
        else
          expect(
            [...kinds].some((k) => fs.readFileSync(path.join('app', file), 'utf8').includes(`'${k}'`)),
            file,
          ).toBe(true);
      }
    } finally {
      setSiteAddress(undefined);
    }
  });

  it('with a confirmed address every link in every kind of mail starts with it, none says undefined', async () => {
    setSiteAddress(BASE);
    try {
      const mails = await renderEveryKind(true);
      for (const m of mails) {
        expect(foreignLinks(BASE, m.text, m.html, m.headers), m.kind).toEqual([]);
        const all = `${m.text}${m.html ?? ''}${m.headers ?? ''}`;
        expect(all, m.kind).not.toContain('undefined');
        expect(all, m.kind).not.toContain(REQUEST_HOST);
      }
      // The kinds that carry links do carry them.
      for (const kind of ['comment-confirm', 'comment-reply', 'staff-invitation', 'campaign', 'campaign-test']) {
        const m = mails.find((x) => x.kind === kind)!;
        expect(linksIn(m.text, m.html, m.headers).length, kind).toBeGreaterThan(0);
      }
    } finally {
      setSiteAddress(undefined);
    }
  });

  it('before any address is known no mail names a host (campaigns are refused, invitations not mailed)', async () => {
    const mails = await renderEveryKind(false);
    for (const m of mails) {
      const links = linksIn(m.text, m.html, m.headers);
      expect(
        links.filter((l) => /^[a-z]+:\/\//i.test(l) || l.includes('undefined')),
        m.kind,
      ).toEqual([]);
      expect(`${m.text}${m.html ?? ''}`, m.kind).not.toContain(REQUEST_HOST);
    }
    expect(mails.some((m) => m.kind === 'staff-invitation' || m.kind.startsWith('campaign'))).toBe(false);
  });
});
