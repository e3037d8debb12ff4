import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareFunction } from 'react-router';

/**
 * Errors that say the database cannot be reached right now (a restart, a failover, a terminated
 * backend, a full pool), as opposed to a wrong query: a request that fails on one is answered
 * 503 with Retry-After, and the next connection is a new one.
 */
const CONNECTION_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// 57P01-57P03: the server is shutting down or starting; 53300: too many connections; class 08: connection exception.
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/;

export function isDatabaseUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

const requestFailures = new AsyncLocalStorage<{ unavailable: boolean }>();

/** Runs a request's handling, telling afterwards whether any error it reported was the database being unreachable. */
export async function watchDatabaseFailures<T>(fn: () => Promise<T>): Promise<{ result: T; unavailable: boolean }> {
  const state = { unavailable: false };
  const result = await requestFailures.run(state, fn);
  return { result, unavailable: state.unavailable };
}

/** Called with each error a request's handling reports (React Router's handleError). */
export function noteRequestError(err: unknown): void {
  const state = requestFailures.getStore();
  if (state && isDatabaseUnavailable(err)) state.unavailable = true;
}

/**
 * The root route's server middleware: a request whose loader or action failed because the
 * database could not be reached is answered 503 with Retry-After (the next try takes a new
 * connection), never cached; the error page React Router rendered is kept as the body.
 */
export const databaseUnavailableMiddleware: MiddlewareFunction<Response> = async (_args, next) => {
  const { result, unavailable } = await watchDatabaseFailures(() => next());
  if (!unavailable || result.status < 500) return result;
  const headers = new Headers(result.headers);
  headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
  headers.set('Cache-Control', 'no-store');
  return new Response(result.body, { status: 503, statusText: 'Service Unavailable', headers });
};
