import { randomUUID } from 'node:crypto';
import type express from 'express';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { catalog } from '~/i18n/catalog';
import { commentAction } from '~/domain/comments/action.server';
import {
  commentCounts,
  commentsForPost,
  deleteComment,
  confirmReplyNotifications,
  inspectConfirmToken,
  inspectStopToken,
  listCommentsAdmin,
  pendingCommentCount,
  replyToComment,
  setCommentStatus,
  stopReplyNotifications,
} from '~/domain/comments/comments.server';
import { deletePost } from '~/domain/blog/admin.server';
import { createBackup, parseBackup, restoreBackup, BackupError, type BackupFile } from '~/site/backup/backup.server';
import { saveSettings } from '~/domain/settings/settings.server';
import { formOfPath } from '~/domain/forms/paths';
import { formGuardMiddleware } from '~/web/form-guard.server';
import { setSiteAddress } from '~/server/http/site-origin.server';
import { createRateLimiter } from '~/server/http/rate-limit.server';
import type { FormResult } from '~/domain/forms/result';

/**
 * Blog comments on both engines: the public action (setting off
 * refuses, validation, data minimisation), the two moderation modes, the
 * shared rate limit of every post address, staff and reply notifications
 * through the mail queue with a working stop link, deletion with the post,
 * and the backup round trip with its cross-table check.
 */
const STAFF = 'staff@example.com';

type Ctx = Parameters<typeof commentAction>[1];

async function post(slug: string, fields: Record<string, string>, opts: { lang?: 'tr' | 'en'; context?: Ctx; cookie?: string } = {}) {
  const prefix = opts.lang === 'en' ? '/en-blog/' : '/blog/';
  const request = new Request(`http://site.test${prefix}${slug}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(opts.cookie ? { Cookie: opts.cookie } : {}) },
  });
  const res = (await commentAction(request, opts.context, slug)) as unknown as { data: FormResult; init: ResponseInit | null };
  const setCookie = (res.init?.headers as Record<string, string> | undefined)?.['Set-Cookie'];
  // The commenter cookie as the browser sends it back (name=value).
  return { status: res.init?.status ?? 200, result: res.data, cookie: setCookie?.split(';')[0] };
}

describeEachEngine('blog comments', (ctx) => {
  let postId: string;
  const slug = 'yorumlu-yazi';
  const valid = { name: 'Ayşe', email: '', notify: '', comment: 'Çok faydalı bir yazı, teşekkürler.' };
  const rows = () => ctx.db.kysely.selectFrom('blog_comments').selectAll().orderBy('created_at').execute();
  let trustedCookie = '';
  let confirmMailText = '';
  const mails = (kind: string) => ctx.db.kysely.selectFrom('mail_queue').selectAll().where('kind', '=', kind).execute();

  beforeAll(async () => {
    postId = randomUUID();
    const now = new Date(Date.now() - 60_000).toISOString();
    await ctx.db.kysely
      .insertInto('blog_posts')
      .values({
        id: postId,
        slug,
        slug_en: 'commented-post',
        title_tr: 'Yorumlu yazı',
        title_en: 'Commented post',
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
    await saveSettings({ contact_email: STAFF, comments_enabled: false, comments_moderation: 'manual' });
  });
  afterEach(async () => {
    await ctx.db.kysely.deleteFrom('mail_queue').execute();
  });
  afterAll(() => setSiteAddress(undefined));

  it('is off by default: no comments on the page, and a post is refused (403) without storing anything', async () => {
    expect(await commentsForPost(postId)).toBeNull();
    for (const lang of ['tr', 'en'] as const) {
      const r = await post(lang === 'en' ? 'commented-post' : slug, valid, { lang });
      expect(r.status).toBe(403);
      expect(r.result.code).toBe('disabled');
      expect(r.result.toast.description).toBe(catalog[lang].comments.disabled);
    }
    expect(await rows()).toEqual([]);
  });

  it('on: a valid comment waits for approval, the staff are notified through the mail queue', async () => {
    await saveSettings({ comments_enabled: true });
    const r = await post(slug, valid);
    expect(r.status).toBe(200);
    expect(r.result.toast.description).toBe(catalog.tr.comments.pending);
    const [row] = await rows();
    expect(row).toMatchObject({ post_id: postId, name: 'Ayşe', email: null, status: 'pending', language: 'tr' });
    // Not the address (none was given): the keyed hash of the browser's commenter token.
    expect(row!.author_key).toMatch(/^[\w-]{43}$/);
    expect((await commentsForPost(postId))?.comments).toEqual([]);
    expect(await pendingCommentCount()).toBe(1);
    const [mail] = await mails('comment');
    expect(mail).toMatchObject({ to_address: STAFF, subject: 'Yeni blog yorumu: Yorumlu yazı' });
    expect(mail!.text_body).toContain(valid.comment);
    // site.test is not a trusted host and no address is confirmed: the link names the path only (ADR 021).
    expect(mail!.text_body).toContain('/admin/icerik/yorumlar');
    expect(mail!.text_body).not.toContain('site.test');
  });

  it('refuses invalid input with the page language’s messages, storing nothing', async () => {
    const before = (await rows()).length;
    const cases: Array<[Record<string, string>, string, 'tr' | 'en']> = [
      [{ ...valid, comment: ' x ' }, catalog.tr.comments.errors.commentTooShort, 'tr'],
      [{ ...valid, comment: 'y'.repeat(2001) }, catalog.en.comments.errors.commentTooLong, 'en'],
      [{ ...valid, name: '  ' }, catalog.tr.comments.errors.name, 'tr'],
      [{ ...valid, email: 'a@b, c@d' }, catalog.en.comments.errors.email, 'en'],
      [{ ...valid, notify: 'on' }, catalog.tr.comments.errors.notifyNeedsEmail, 'tr'],
    ];
    for (const [fields, message, lang] of cases) {
      const r = await post(lang === 'en' ? 'commented-post' : slug, fields, { lang });
      expect(r.status).toBe(400);
      expect(r.result.toast.description).toBe(message);
    }
    // A filled honeypot, and a post that is not live.
    expect((await post(slug, { ...valid, website: 'http://spam.example' })).status).toBe(400);
    expect((await post('no-such-post', valid)).status).toBe(404);
    expect((await rows()).length).toBe(before);
  });

  it('before the site address is known, a wanted reply notification sends no confirmation and keeps no address (no link to build)', async () => {
    const before = (await rows()).length;
    const r = await post(slug, { ...valid, email: 'erken@example.com', notify: 'on' });
    expect(r.status).toBe(200);
    expect(r.result.toast.description).toBe(catalog.tr.comments.pending);
    expect(await mails('comment-confirm')).toEqual([]);
    const [added] = (await rows()).slice(before);
    expect(added!.email).toBeNull();
    for (const m of await mails('comment')) expect(m.text_body).not.toContain('undefined');
    await deleteComment(added!.id);
    // From here on the owner has confirmed the address: mail links name it.
    setSiteAddress('https://www.example.com');
  });

  it('keeps the address only for a wanted reply notification; the author key is the keyed hash of a cookie the browser holds', async () => {
    const first = await post(slug, { ...valid, email: 'Okur@Example.com' });
    // A new commenter gets a random HttpOnly token; the same browser sends it back.
    expect(first.cookie).toMatch(/^commenter=[\w-]{43}$/);
    const again = await post('commented-post', { ...valid, email: 'okur@example.com', notify: 'on' }, { lang: 'en', cookie: first.cookie });
    expect(again.cookie).toBeUndefined();
    const [, a, b] = await rows();
    expect(a!.email).toBeNull();
    expect(a!.author_key).toMatch(/^[\w-]{20,}$/);
    expect(a!.author_key).not.toContain(first.cookie!.slice('commenter='.length));
    expect(b).toMatchObject({ email: 'okur@example.com', language: 'en' });
    expect(b!.author_key).toBe(a!.author_key);
    trustedCookie = first.cookie!;
    // The address is not proven yet: its owner gets one e-mail asking to confirm (kept for the reply test below).
    const [confirm] = await mails('comment-confirm');
    expect(confirm).toMatchObject({
      to_address: 'okur@example.com',
      subject: 'Your comment on "Commented post": confirm reply notifications',
    });
    expect(Boolean(b!.notify_reply)).toBe(false);
    confirmMailText = confirm!.text_body;
  });

  it('manual mode: every comment waits, even from a visitor approved before', async () => {
    const [, a] = await rows();
    expect(await setCommentStatus(a!.id, 'approved')).toBe(true);
    const r = await post(slug, { ...valid, email: 'okur@example.com' });
    expect(r.result.toast.description).toBe(catalog.tr.comments.pending);
    expect((await rows()).at(-1)!.status).toBe('pending');
  });

  it("trusted mode: typing an approved commenter's address proves nothing; others wait", async () => {
    await saveSettings({ comments_moderation: 'trusted' });
    const before = (await rows()).length;
    for (const cookie of [undefined, 'commenter=' + 'A'.repeat(43), 'commenter=x']) {
      const r = await post(slug, { ...valid, email: 'okur@example.com', notify: 'on', comment: 'Ben de okurum.' }, { cookie });
      expect(r.result.toast.description).toBe(catalog.tr.comments.pending);
    }
    expect((await rows()).slice(before).map((r) => r.status)).toEqual(['pending', 'pending', 'pending']);
    for (const r of (await rows()).slice(before)) await deleteComment(r.id);
    await saveSettings({ comments_moderation: 'manual' });
  });

  it('trusted mode: the browser of a visitor approved once is approved at once (any address or none); others wait', async () => {
    await saveSettings({ comments_moderation: 'trusted' });
    const known = await post(slug, { ...valid, email: '', comment: 'Yine ben.' }, { cookie: trustedCookie });
    expect(known.result.toast.description).toBe(catalog.tr.comments.published);
    expect((await rows()).at(-1)!.status).toBe('approved');
    const [mail] = await mails('comment');
    expect(mail!.text_body).toContain('Otomatik onaylandı');
    await post(slug, { ...valid, email: 'yeni@example.com' });
    expect((await rows()).at(-1)!.status).toBe('pending');
    await post(slug, { ...valid, name: 'Okur' });
    expect((await rows()).at(-1)!.status).toBe('pending');
    // A spam verdict never makes anyone trusted.
    const spammer = (await rows()).at(-1)!;
    await setCommentStatus(spammer.id, 'spam');
    expect((await commentsForPost(postId))!.comments.map((c) => c.body)).toEqual([valid.comment, 'Yine ben.']);
    await saveSettings({ comments_moderation: 'manual' });
  });

  it('turning comments off hides every comment and refuses a replayed post; on again shows the approved ones', async () => {
    await saveSettings({ comments_enabled: false });
    expect(await commentsForPost(postId)).toBeNull();
    const before = (await rows()).length;
    expect((await post(slug, valid)).status).toBe(403);
    expect((await rows()).length).toBe(before);
    await saveSettings({ comments_enabled: true });
    expect((await commentsForPost(postId))!.comments).toHaveLength(2);
  });

  it('the 11th post in a minute from one address is refused (429), whichever post or spelling it goes to', async () => {
    const guard = formGuardMiddleware(createRateLimiter({ limit: 10, windowMs: 60_000 }));
    expect(formOfPath('/blog/a')).toEqual({ form: 'comment', lang: 'tr' });
    expect(formOfPath('/en-blog/b.data')).toEqual({ form: 'comment', lang: 'en' });
    expect(formOfPath('/blog/a/b')).toBeUndefined();
    const verdicts: unknown[] = [];
    for (let i = 0; i < 11; i++) {
      const req = { method: 'POST', path: i % 2 ? '/en-blog/commented-post.data' : `/blog/${slug}`, ip: '203.0.113.9', headers: {} };
      const res = { locals: {} as Record<string, unknown>, setHeader() {} };
      await new Promise<void>((resolve) => guard(req as express.Request, res as unknown as express.Response, () => resolve()));
      verdicts.push(res.locals.formGuard);
    }
    expect(verdicts.slice(0, 10)).toEqual(Array(10).fill(undefined));
    expect(verdicts[10]).toBe('rate_limited');
    const before = (await rows()).length;
    const r = await post('commented-post', valid, { lang: 'en', context: { formGuard: 'rate_limited' } });
    expect(r.status).toBe(429);
    expect(r.result.toast.description).toBe(catalog.en.forms.shared.tooMany);
    expect((await rows()).length).toBe(before);
  });

  it('a typed address gets one confirmation e-mail a day and no reply notification until its owner confirms', async () => {
    const before = (await mails('comment-confirm')).length;
    const lure = 'Kazandınız! https://evil.example/odul';
    const sent = await post(slug, { ...valid, name: lure, email: 'kurban@example.com', notify: 'on' });
    expect(sent.result.toast.description).toBe(`${catalog.tr.comments.pending} ${catalog.tr.comments.confirmSent}`);
    // The same mailbox spelt otherwise, and two posts at once: no second confirmation.
    await post(slug, { ...valid, email: 'Kurban+1@Example.com', notify: 'on' });
    await Promise.all([0, 1, 2].map((i) => post(slug, { ...valid, email: `kurban+x${i}@example.com`, notify: 'on' })));
    const confirmations = (await mails('comment-confirm')).slice(before);
    expect(confirmations.map((m) => m.to_address)).toEqual(['kurban@example.com']);
    expect(confirmations[0]!.text_body).toMatch(/https:\/\/www\.example\.com\/yorum-bildirimi\?token=c\./);
    // Nothing the visitor typed reaches the typed address: not the comment, not the name.
    expect(confirmations[0]!.text_body).not.toContain('evil');
    expect(confirmations[0]!.text_body).not.toContain(valid.comment);
    const unconfirmed = (await rows()).filter((r) => r.email?.toLowerCase().startsWith('kurban'));
    const replies = (await mails('comment-reply')).length;
    expect(await replyToComment(unconfirmed[0]!.id, 'Yanıt.')).toBe('replied');
    expect(await mails('comment-reply')).toHaveLength(replies);
    for (const r of unconfirmed) await deleteComment(r.id);
  });

  it('a reply shows under its comment, approves it, and e-mails a visitor who confirmed once, with a stop link that works', async () => {
    const waiting = (await rows()).find((r) => r.email === 'okur@example.com')!;
    expect(waiting.status).toBe('pending');
    // The address's owner opens the confirmation link (English: the comment's language) and confirms.
    const confirmToken = decodeURIComponent(/\/en-comment-notifications\?token=(\S+)/.exec(confirmMailText)![1]!);
    expect(await inspectConfirmToken(confirmToken)).toBe('waiting');
    expect(await confirmReplyNotifications(confirmToken.slice(0, -2) + 'AA')).toBe(false);
    expect(await confirmReplyNotifications(confirmToken)).toBe(true);
    expect(await inspectConfirmToken(confirmToken)).toBe('confirmed');
    expect(await replyToComment(waiting.id, '  Teşekkürler, yanıtımız bu.  ')).toBe('notified');
    const shown = (await commentsForPost(postId))!.comments.find((c) => c.id === waiting.id)!;
    expect(shown.reply).toBe('Teşekkürler, yanıtımız bu.');
    expect(shown.repliedAt).toBeInstanceOf(Date);
    const [mail] = await mails('comment-reply');
    expect(mail!.to_address).toBe('okur@example.com');
    // The comment was written on the English page: the e-mail is in English.
    expect(mail!.subject).toBe('Your comment on "Commented post" got a reply');
    expect(mail!.text_body).toContain(`https://www.example.com/en-blog/commented-post#comment-${waiting.id}`);
    const stop = /https:\/\/www\.example\.com\/en-comment-notifications\?token=(\S+)/.exec(mail!.text_body)!;
    const token = decodeURIComponent(stop[1]!);
    // A second reply (an edit) sends nothing more.
    expect(await replyToComment(waiting.id, 'Düzeltilmiş yanıt.')).toBe('replied');
    expect(await mails('comment-reply')).toHaveLength(1);
    expect(await inspectStopToken(token)).toBe('active');
    expect(await inspectStopToken(`${waiting.id}.forged`)).toBe('invalid');
    expect(await stopReplyNotifications(`${waiting.id}.AAAA`)).toBe(false);
    expect(await stopReplyNotifications(token)).toBe(true);
    expect(await inspectStopToken(token)).toBe('stopped');
    const after = (await rows()).find((r) => r.id === waiting.id)!;
    expect([after.email, Boolean(after.notify_reply)]).toEqual([null, false]);
    // Removing the reply: an empty text.
    expect(await replyToComment(waiting.id, '   ')).toBe('removed');
    expect((await commentsForPost(postId))!.comments.find((c) => c.id === waiting.id)!.reply).toBeNull();
  });

  it('a spam comment is never shown and cannot be replied to; the admin list puts pending ones first', async () => {
    const spam = (await rows()).find((r) => r.status === 'spam')!;
    expect(await replyToComment(spam.id, 'Yanıt')).toBe('spam');
    expect((await commentsForPost(postId))!.comments.map((c) => c.id)).not.toContain(spam.id);
    const { items, total } = await listCommentsAdmin();
    expect(total).toBe((await rows()).length);
    const firstOther = items.findIndex((c) => c.status !== 'pending');
    expect(items.slice(firstOther).some((c) => c.status === 'pending')).toBe(false);
    expect((await listCommentsAdmin({ status: 'spam' })).items.map((c) => c.id)).toEqual([spam.id]);
    const counts = await commentCounts();
    expect(counts.spam).toBe(1);
    expect(await deleteComment(spam.id)).toBe(true);
    expect(await deleteComment(spam.id)).toBe(false);
  });

  it('backup → restore carries the comments; a comment whose post is not in the backup is refused; an older backup without the table restores', async () => {
    const backup = await createBackup();
    const before = await rows();
    expect(backup.tables.blog_comments).toHaveLength(before.length);
    await restoreBackup(await parseBackup(JSON.stringify(backup)));
    expect(await rows()).toEqual(before);

    const orphan: BackupFile = structuredClone(backup);
    orphan.tables.blog_comments[0]!.post_id = 'missing-post';
    await expect(parseBackup(JSON.stringify(orphan))).rejects.toMatchObject({
      backupCode: 'invalid_row',
      detail: 'blog_comments[0].post_id',
    });
    await expect(restoreBackup(orphan)).rejects.toBeInstanceOf(BackupError);
    const script: BackupFile = structuredClone(backup);
    script.tables.blog_comments[0]!.status = 'published';
    await expect(parseBackup(JSON.stringify(script))).rejects.toMatchObject({ detail: 'blog_comments[0].status' });
    expect(await rows()).toEqual(before);

    const { blog_comments: _comments, ...older } = backup.tables;
    const restored = await restoreBackup(await parseBackup(JSON.stringify({ ...backup, tables: older })));
    expect(restored.blog_comments).toBe(0);
    expect(await rows()).toEqual([]);
    await restoreBackup(backup);
    expect(await rows()).toEqual(before);
  });

  it('deleting a post deletes its comments', async () => {
    expect((await rows()).length).toBeGreaterThan(0);
    expect(await deletePost(postId)).toBe(true);
    expect(await rows()).toEqual([]);
  });
});
