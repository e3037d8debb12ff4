import { randomUUID } from 'node:crypto';
import { catalog } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';
import type { Lang } from '~/i18n/lang';
import { db } from '~/server/db/index.server';
import { iso } from '~/server/db/values';
import { enqueueMail, wakeMailWorker } from '~/server/mail/queue.server';
import { getSettings } from '../settings/index.server';
import { contactNotification, takeVisitorMailTurn } from '../forms/index.server';
import { getSiteCatalog } from '../texts/index.server';
import { contactConfirmation } from './confirmation.server';
import type { ContactInput } from './schema';

/**
 * The support ticket a contact message becomes (docs/product-spec.md §3): name is first and
 * last name joined by a space; the subject is 'İletişim formu: {name}'
 * ('Contact form: {name}' from English pages); the message is the phone line
 * ('Telefon: …' / 'Phone: …') followed by a blank line and the message text.
 */
export function contactTicketFields(input: ContactInput, lang: Lang) {
  const t = catalog[lang].forms.contact;
  const name = `${input.firstName} ${input.lastName}`;
  return {
    name,
    email: input.email,
    subject: fmt(t.ticketSubject, { name }),
    message: `${fmt(t.ticketPhoneLine, { phone: input.phone })}\n\n${input.message}`,
  };
}

/**
 * Stores a contact message as an open support ticket and queues, in the same transaction, the staff
 * notification and the visitor's confirmation (in the page's language, at most once a day per mailbox).
 */
export async function createContactTicket(input: ContactInput, language: Lang): Promise<string> {
  const [settings, site] = await Promise.all([getSettings(), getSiteCatalog(language)]);
  const id = randomUUID();
  const createdAt = new Date();
  const fields = contactTicketFields(input, language);
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto('support_tickets')
        .values({ id, ...fields, status: 'open', language, created_at: iso(createdAt), updated_at: iso(createdAt) })
        .execute();
      await enqueueMail(
        contactNotification(settings.contact_email, { ...fields, phone: input.phone, message: input.message, language, createdAt }),
        trx,
      );
      // The form keeps every message; the visitor's confirmation leaves at most once a day per mailbox.
      if (await takeVisitorMailTurn(trx, 'contact-confirmation', input.email)) {
        await enqueueMail(
          contactConfirmation(site.forms, input.email, { name: settings.site_title, replyTo: settings.contact_email }),
          trx,
        );
      }
    });
  wakeMailWorker();
  return id;
}
