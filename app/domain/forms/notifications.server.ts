import { catalog } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';
import { LOCALES, TIME_ZONE, type Lang } from '~/i18n/lang';
import type { QueuedMail } from '~/server/mail/queue.server';

/**
 * Staff notifications for new submissions, sent to settings.contact_email
 * with Reply-To set to the visitor. Staff read Turkish (the admin language),
 * so these use the Turkish catalogue. Plain text only: visitor input is never
 * interpreted as HTML.
 */
const t = catalog.tr.forms.mail;

function when(d: Date): string {
  return new Intl.DateTimeFormat(LOCALES.tr, { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE }).format(d);
}

function langName(lang: Lang): string {
  return lang === 'en' ? 'English' : 'Türkçe';
}

export function consultationNotification(
  to: string,
  r: {
    name: string;
    surname: string;
    email: string;
    phone: string;
    serviceDescription: string;
    language: Lang;
    createdAt: Date;
    /** The services page card the request came from (its Turkish title), if any. */
    serviceTitle?: string | null;
  },
): QueuedMail {
  const fullName = `${r.name} ${r.surname}`;
  const text = [
    t.consultationIntro,
    '',
    `${t.name}: ${fullName}`,
    `${t.email}: ${r.email}`,
    `${t.phone}: ${r.phone}`,
    `${t.language}: ${langName(r.language)}`,
    `${t.sentAt}: ${when(r.createdAt)}`,
    ...(r.serviceTitle ? [`${t.service}: ${r.serviceTitle}`] : []),
    '',
    `${t.serviceDescription}:`,
    r.serviceDescription,
    '',
    '--',
    t.replyHint,
  ].join('\n');
  return { kind: 'consultation', to, audience: 'staff', replyTo: r.email, subject: fmt(t.consultationSubject, { name: fullName }), text };
}

export function contactNotification(
  to: string,
  r: { name: string; email: string; phone: string; subject: string; message: string; language: Lang; createdAt: Date },
): QueuedMail {
  const text = [
    t.contactIntro,
    '',
    `${t.name}: ${r.name}`,
    `${t.email}: ${r.email}`,
    `${t.phone}: ${r.phone}`,
    `${t.language}: ${langName(r.language)}`,
    `${t.sentAt}: ${when(r.createdAt)}`,
    `${t.subject}: ${r.subject}`,
    '',
    `${t.message}:`,
    r.message,
    '',
    '--',
    t.replyHint,
  ].join('\n');
  return { kind: 'contact', to, audience: 'staff', replyTo: r.email, subject: fmt(t.contactSubject, { name: r.name }), text };
}
