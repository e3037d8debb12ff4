/**
 * The public face of domain/newsletter/ for server code: index.ts and what other folders use from its server
 * modules. Other folders import only this and index.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export * from './index';
export { listSubscribers, removeSubscriber, subscriberBatches, subscriberCounts } from './admin.server';
export { activeRecipientsQuery, activeSubscriberCounts, isActiveSubscriber, subscriberIdByEmail } from './recipients.server';
export { newsletterAction } from './sign-up.server';
export { subscriberStats } from './stats.server';
export { signUnsubscribeToken, TOKEN_SECRET_KEY, tokenSigner } from './tokens.server';
export { inspectUnsubscribeToken, leaveNewsletter, type UnsubscribeState } from './unsubscribe.server';
