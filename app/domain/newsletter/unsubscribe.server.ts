import { db } from '~/server/db/index.server';
import { nowIso, toBool } from '~/server/db/values';
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
 * Marks the subscriber a valid token names as gone (soft: is_active false, updated_at now) and
 * says who it was. Idempotent. The whole unsubscribe, which also skips their pending campaign
 * deliveries, is campaigns/unsubscribe.server.ts (unsubscribeByToken).
 */
export async function leaveNewsletter(token: string | null | undefined): Promise<UnsubscribeState> {
  const found = await inspectUnsubscribeToken(token);
  if (found.state === 'invalid') return found;
  if (found.state === 'active') {
    await db()
      .updateTable('newsletter_subscribers')
      .set({ is_active: false, updated_at: nowIso() })
      .where('id', '=', found.subscriberId)
      .where('is_active', '=', true)
      .execute();
  }
  return found;
}
