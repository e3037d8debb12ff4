import { randomUUID } from 'node:crypto';

const SAFE_ID = /^[\w.:-]{1,64}$/;

/**
 * The id of a request: the one the proxy in front sent (`X-Request-Id`), so its
 * log and ours can be joined, when it is a plain token; a new UUID otherwise.
 */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && SAFE_ID.test(header) ? header : randomUUID();
}
