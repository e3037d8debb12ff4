import { notifyContentChanged } from '~/server/cache/invalidation.server';
import { leaveNewsletter, type UnsubscribeState } from '../newsletter/index.server';
import { skipPendingDeliveries } from './jobs.server';

/**
 * Unsubscribes the subscriber a valid token names (newsletter: soft, is_active false) and skips
 * their pending deliveries of running campaigns so they receive nothing more. Idempotent.
 * It lives here, above the newsletter folder, so that newsletter never imports campaigns.
 */
export async function unsubscribeByToken(token: string | null | undefined): Promise<UnsubscribeState> {
  const found = await leaveNewsletter(token);
  if (found.state === 'invalid') return found;
  await skipPendingDeliveries(found.subscriberId);
  if (found.state === 'active') await notifyContentChanged('newsletter');
  return { ...found, state: 'inactive' };
}
