import { randomUUID } from 'node:crypto';
import { catalog } from '~/i18n/catalog';
import type { Lang } from '~/i18n/lang';
import { db } from '~/server/db/index.server';
import { iso } from '~/server/db/values';
import { enqueueMail, wakeMailWorker } from '~/server/mail/queue.server';
import { getSettings } from '../settings/index.server';
import { consultationNotification, takeVisitorMailTurn } from '../forms/index.server';
import { getSiteCatalog } from '../texts/index.server';
import { consultationConfirmation } from './confirmation.server';
import type { ConsultationInput } from './schema';

/**
 * Stores a consultation request (docs/product-spec.md §3, §7) with the service card it came from, and queues
 * the staff notification and the visitor's confirmation (in the page's language, at most once a
 * day per mailbox) in the same transaction: the request is never lost to a mail failure, and the mails are sent
 * (and retried) by the queue worker.
 */
export async function createConsultationRequest(input: ConsultationInput, language: Lang): Promise<string> {
  const [settings, site] = await Promise.all([getSettings(), getSiteCatalog(language)]);
  const service = input.service ?? null;
  const id = randomUUID();
  const createdAt = new Date();
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto('consultation_requests')
        .values({
          id,
          name: input.name,
          surname: input.surname,
          email: input.email,
          phone: input.phone,
          service_description: input.service_description,
          language,
          created_at: iso(createdAt),
          status: 'new',
          note: '',
          service,
        })
        .execute();
      await enqueueMail(
        consultationNotification(settings.contact_email, {
          name: input.name,
          surname: input.surname,
          email: input.email,
          phone: input.phone,
          serviceDescription: input.service_description,
          language,
          createdAt,
          serviceTitle: service ? catalog.tr.services.items[service].title : null,
        }),
        trx,
      );
      // The form keeps every request; the visitor's confirmation leaves at most once a day per mailbox.
      if (await takeVisitorMailTurn(trx, 'consultation-confirmation', input.email)) {
        await enqueueMail(
          consultationConfirmation(
            site.forms,
            { email: input.email, serviceTitle: service ? site.services.items[service].title : null },
            { name: settings.site_title, replyTo: settings.contact_email },
          ),
          trx,
        );
      }
    });
  wakeMailWorker();
  return id;
}
