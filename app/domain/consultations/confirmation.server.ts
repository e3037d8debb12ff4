import type { Messages } from '~/i18n/catalog';
import type { QueuedMail } from '~/server/mail/queue.server';

/**
 * The visitor's confirmation of a consultation request, in the page's language: that it
 * arrived and what happens next. It goes to an address anyone can type, so it carries only
 * the site's own words: no name, no description, no phone (a stranger's address typed into
 * the form must not receive the typist's text or links from the company's mail server); the
 * service named is the catalogue's title of the card chosen. Replies go to the company's
 * contact address. Queued in the request's own transaction, at most once a day per mailbox
 * (forms/visitor-mail.server.ts).
 */
export function consultationConfirmation(
  t: Messages['forms'],
  r: { email: string; serviceTitle: string | null },
  company: { name: string; replyTo: string },
): QueuedMail {
  const c = t.confirmation;
  const lines = [
    c.hello,
    '',
    c.received,
    ...(r.serviceTitle ? ['', `${c.service}: ${r.serviceTitle}`] : []),
    '',
    c.nextTitle,
    c.next,
    '',
    c.replyHint,
    c.notYou,
    '',
    '--',
    company.name,
  ];
  return { kind: 'consultation-confirmation', to: r.email, replyTo: company.replyTo, subject: c.subject, text: lines.join('\n') };
}
