import { catalog } from '~/i18n/catalog';

/**
 * What the backup status and the owner's e-mail may say about a failed copy to the bucket (an
 * address the owner typed in): an S3 answer (its error code and HTTP status), the code of a local
 * network error, or else the plain sentence "this is not a storage service". Never the text of
 * whatever answered on that host and port; the raw error goes to the server log only.
 */
export class NotStorageError extends Error {
  readonly code = 'ENOTSTORAGE';
  constructor() {
    super('the endpoint did not answer a bucket listing like an S3 service');
    this.name = 'NotStorageError';
  }
}

const NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE']);
const S3_CODE = /^[A-Za-z][A-Za-z0-9.]{1,63}$/;

interface SdkError {
  name?: unknown;
  code?: unknown;
  Code?: unknown;
  $fault?: unknown;
  $metadata?: { httpStatusCode?: unknown };
}

export function bucketFailureText(err: unknown): string {
  const notStorage = catalog.tr.adminBackups.notStorage;
  if (err instanceof NotStorageError || !err || typeof err !== 'object') return notStorage;
  const e = err as SdkError;
  const status = e.$metadata?.httpStatusCode;
  const name = typeof e.Code === 'string' ? e.Code : e.name;
  // An S3 error answer: the SDK read an HTTP status and an error code from it.
  if (typeof status === 'number' && e.$fault && typeof name === 'string' && S3_CODE.test(name) && name !== 'Error')
    return `${name} (HTTP ${status})`;
  if (typeof e.code === 'string' && NETWORK.has(e.code)) return e.code;
  if (e.name === 'TimeoutError') return 'TimeoutError';
  return notStorage;
}
