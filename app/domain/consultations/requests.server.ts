import { randomUUID } from 'node:crypto';
import type { Lang } from '~/i18n/lang';
import { db } from '~/server/db/index.server';
import { iso } from '~/server/db/values';
import { enqueueMail, wakeMailWorker } from '~/server/mail/queue.server';
import { getSettings } from '../settings/settings.server';
import { consultationNotification } from '../forms/notifications.server';
import type { ConsultationInput } from './schema';

/**
 * Stores a consultation request (spec §3, §7) and queues the staff
 * notification in the same transaction: the request is never lost to a mail
 * failure, and the mail is sent (and retried) by the queue worker.
 */
export async function createConsultationRequest(input: ConsultationInput, language: Lang): Promise<string> {
  const settings = await getSettings();
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
        }),
        trx,
      );
    });
  wakeMailWorker();
  return id;
}
