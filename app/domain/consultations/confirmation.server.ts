import type { Messages } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';
import type { QueuedMail } from '~/server/mail/queue.server';

/**
 * The visitor's confirmation of a consultation request (issue 36): in the page's language, what
 * they sent and what happens next; plain text only (visitor input is never interpreted as HTML).
 * Replies go to the company's contact address. Queued in the request's own transaction, so it
 * is sent by the mail queue once e-mail is set up, and never for a request that was not stored.
 */
export function consultationConfirmation(
  t: Messages['forms'],
  r: { name: string; surname: string; email: string; phone: string; serviceDescription: string; serviceTitle: string | null },
  company: { name: string; replyTo: string },
): QueuedMail {
  const c = t.confirmation;
  const lines = [
    fmt(c.greeting, { name: r.name }),
    '',
    c.intro,
    '',
    ...(r.serviceTitle ? [`${c.service}: ${r.serviceTitle}`] : []),
    `${c.name}: ${r.name} ${r.surname}`,
    `${c.email}: ${r.email}`,
    `${c.phone}: ${r.phone}`,
    '',
    `${c.serviceDescription}:`,
    r.serviceDescription,
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
