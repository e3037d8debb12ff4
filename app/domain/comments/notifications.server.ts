import { catalog } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';
import { LOCALES, TIME_ZONE, type Lang } from '~/i18n/lang';
import type { QueuedMail } from '~/server/mail/queue.server';

/*
 * The comments' e-mails, plain text only (visitor input is never interpreted
 * as HTML): the staff notification of each new comment (Turkish, the staff
 * language, to settings.contact_email like the other staff notifications) and
 * the reply notification a visitor asked for (in the comment's language, with
 * the link that stops it and deletes the address).
 */

export function newCommentNotification(
  to: string,
  c: { name: string; postTitle: string; body: string; language: Lang; approved: boolean; createdAt: Date; manageUrl: string },
): QueuedMail {
  const t = catalog.tr.adminComments.mail;
  const when = new Intl.DateTimeFormat(LOCALES.tr, { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE }).format(c.createdAt);
  const text = [
    t.intro,
    '',
    `${t.name}: ${c.name}`,
    `${t.post}: ${c.postTitle}`,
    `${t.status}: ${c.approved ? t.autoApproved : t.waiting}`,
    `${t.language}: ${c.language === 'en' ? 'English' : 'Türkçe'}`,
    `${t.sentAt}: ${when}`,
    '',
    `${t.comment}:`,
    c.body,
    '',
    '--',
    fmt(t.manage, { url: c.manageUrl }),
  ].join('\n');
  return { kind: 'comment', to, audience: 'staff', subject: fmt(t.subject, { post: c.postTitle }), text };
}

export function replyNotification(
  to: string,
  c: { name: string; postTitle: string; body: string; reply: string; language: Lang; company: string; postUrl: string; stopUrl: string },
): QueuedMail {
  const t = catalog[c.language].commentNotifications.mail;
  const text = [
    fmt(t.greeting, { name: c.name }),
    '',
    fmt(t.intro, { company: c.company, post: c.postTitle }),
    '',
    t.yourComment,
    c.body,
    '',
    t.reply,
    c.reply,
    '',
    fmt(t.read, { url: c.postUrl }),
    '',
    '--',
    t.why,
    fmt(t.stop, { url: c.stopUrl }),
  ].join('\n');
  return { kind: 'comment-reply', to, subject: fmt(t.subject, { post: c.postTitle }), text };
}

/**
 * The one e-mail to a typed address before any reply notification: a link its owner opens to
 * confirm. Nothing the visitor typed is in it (not even the name: it could carry a link), so a
 * stranger's address typed into the form receives only the site's own words.
 */
export function confirmNotification(to: string, c: { postTitle: string; language: Lang; confirmUrl: string }): QueuedMail {
  const t = catalog[c.language].commentNotifications.confirmMail;
  const text = [t.greeting, '', fmt(t.intro, { post: c.postTitle }), '', fmt(t.link, { url: c.confirmUrl }), '', '--', t.ignore].join('\n');
  return { kind: 'comment-confirm', to, subject: fmt(t.subject, { post: c.postTitle }), text };
}
