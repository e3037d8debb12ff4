import type { Kysely } from 'kysely';
import { db } from '~/server/db/index.server';
import type { Database } from '~/server/db/schema';
import { toBool, toNumber } from '~/server/db/values';
import type { Lang } from '~/i18n/lang';

/*
 * What the campaigns domain asks of the subscriber list: who receives a
 * campaign, how many per language, whether someone is still subscribed.
 * The newsletter_subscribers table is read and written only in this folder.
 */

/** Active subscribers per language (anything but 'en' counts as Turkish, as it is sent). */
export async function activeSubscriberCounts(): Promise<Record<Lang, number>> {
  const rows = await db()
    .selectFrom('newsletter_subscribers')
    .select(['language', (eb) => eb.fn.countAll<number>().as('n')])
    .where('is_active', '=', true)
    .groupBy('language')
    .execute();
  const out: Record<Lang, number> = { tr: 0, en: 0 };
  for (const r of rows) out[r.language === 'en' ? 'en' : 'tr'] += toNumber(r.n);
  return out;
}

/**
 * The active subscribers (id, email, language) as a query, for the campaigns
 * domain to select from inside its own transaction (one INSERT … SELECT):
 * everyone, or only one language's readers ('en', or anything but 'en').
 */
export function activeRecipientsQuery(k: Kysely<Database>, only?: Lang) {
  const q = k.selectFrom('newsletter_subscribers').select(['id', 'email', 'language']).where('is_active', '=', true);
  if (!only) return q;
  return only === 'en' ? q.where('language', '=', 'en') : q.where('language', '<>', 'en');
}

/** Whether the subscriber exists and is still subscribed. */
export async function isActiveSubscriber(id: string): Promise<boolean> {
  const row = await db().selectFrom('newsletter_subscribers').select('is_active').where('id', '=', id).executeTakeFirst();
  return !!row && toBool(row.is_active);
}

/** The id of the subscriber with exactly this address, if any. */
export async function subscriberIdByEmail(email: string): Promise<string | undefined> {
  const row = await db().selectFrom('newsletter_subscribers').select('id').where('email', '=', email).executeTakeFirst();
  return row?.id;
}
