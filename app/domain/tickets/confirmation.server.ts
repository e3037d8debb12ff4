import type { Messages } from '~/i18n/catalog';
import type { QueuedMail } from '~/server/mail/queue.server';

/**
 * The visitor's confirmation of a contact message, in the page's language: that it arrived and
 * what happens next. It goes to an address anyone can type, so it carries only the site's own
 * words: no name, no phone, no message (a stranger's address typed into the form must not
 * receive the typist's text or links from the company's mail server), and no link. Replies go
 * to the company's contact address. Queued in the ticket's own transaction, at most once a day
 * per mailbox (forms/visitor-mail.server.ts).
 */
export function contactConfirmation(t: Messages['forms'], to: string, company: { name: string; replyTo: string }): QueuedMail {
  const c = t.contactConfirmation;
  const lines = [c.hello, '', c.received, '', c.next, '', c.replyHint, c.notYou, '', '--', company.name];
  return { kind: 'contact-confirmation', to, replyTo: company.replyTo, subject: c.subject, text: lines.join('\n') };
}
