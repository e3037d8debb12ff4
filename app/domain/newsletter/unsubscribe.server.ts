import { db } from '~/server/db/index.server';
import { nowIso, toBool } from '~/server/db/values';
import { notifyContentChanged } from '~/server/cache/invalidation.server';
import { skipPendingDeliveries } from '../campaigns/jobs.server';
import { verifyUnsubscribeToken } from './tokens.server';

export type UnsubscribeState = { state: 'invalid' } | { state: 'active' | 'inactive'; email: string; subscriberId: string };

/** What an unsubscribe link points to (GET: look only, never change anything). */
export async function inspectUnsubscribeToken(token: string | null | undefined): Promise<UnsubscribeState> {
  const id = await verifyUnsubscribeToken(token);
  if (!id) return { state: 'invalid' };
  const row = await db().selectFrom('newsletter_subscribers').select(['id', 'email', 'is_active']).where('id', '=', id).executeTakeFirst();
  if (!row) return { state: 'invalid' };
  return { state: toBool(row.is_active) ? 'active' : 'inactive', email: row.email, subscriberId: row.id };
}

/**
 * Unsubscribes the subscriber a valid token names (soft: is_active false,
 * updated_at now); the campaigns domain skips their pending deliveries of
 * running campaigns so they receive nothing more. Idempotent.
 */
export async function unsubscribeByToken(token: string | null | undefined): Promise<UnsubscribeState> {
  const found = await inspectUnsubscribeToken(token);
  if (found.state === 'invalid') return found;
  const now = nowIso();
  if (found.state === 'active') {
    await db()
      .updateTable('newsletter_subscribers')
      .set({ is_active: false, updated_at: now })
      .where('id', '=', found.subscriberId)
      .where('is_active', '=', true)
      .execute();
  }
  await skipPendingDeliveries(found.subscriberId);
  if (found.state === 'active') await notifyContentChanged('newsletter');
  return { ...found, state: 'inactive' };
}
