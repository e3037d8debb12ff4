import fs from 'node:fs';
import type { BucketTarget } from './schedule-config.server';
import { catalog } from '~/i18n/catalog';

/**
 * The off-server copy of automatic backups: an S3-compatible bucket the owner set up
 * in the admin (not the media store's bucket). Archives go under `backups/`.
 */
const PREFIX = 'backups/';

async function client(t: BucketTarget) {
  const sdk = await import('@aws-sdk/client-s3');
  const c = new sdk.S3Client({
    endpoint: t.endpoint,
    region: t.region,
    forcePathStyle: true,
    credentials: { accessKeyId: t.accessKeyId, secretAccessKey: t.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
  });
  return { c, sdk };
}

/** Uploads an archive file, streamed from disk. */
export async function uploadArchive(t: BucketTarget, file: string, name: string, size: number): Promise<void> {
  const { c, sdk } = await client(t);
  try {
    await c.send(
      new sdk.PutObjectCommand({
        Bucket: t.bucket,
        Key: PREFIX + name,
        Body: fs.createReadStream(file),
        ContentLength: size,
        ContentType: 'application/gzip',
      }),
    );
  } finally {
    c.destroy();
  }
}

/**
 * The archive names in the bucket. Also the check that the endpoint is an S3 service holding this
 * bucket (the listing names it): a run lists before it uploads, so an address that is not a
 * storage service never receives an archive.
 */
export async function listArchives(t: BucketTarget): Promise<string[]> {
  const { c, sdk } = await client(t);
  try {
    const names: string[] = [];
    let token: string | undefined;
    do {
      const r = await c.send(new sdk.ListObjectsV2Command({ Bucket: t.bucket, Prefix: PREFIX, ContinuationToken: token }));
      if (r.Name !== t.bucket) throw new NotStorageError();
      for (const o of r.Contents ?? []) if (o.Key) names.push(o.Key.slice(PREFIX.length));
      token = r.IsTruncated ? r.NextContinuationToken : undefined;
    } while (token);
    return names;
  } finally {
    c.destroy();
  }
}

export async function deleteArchives(t: BucketTarget, names: readonly string[]): Promise<void> {
  if (!names.length) return;
  const { c, sdk } = await client(t);
  try {
    for (const name of names) await c.send(new sdk.DeleteObjectCommand({ Bucket: t.bucket, Key: PREFIX + name }));
  } finally {
    c.destroy();
  }
}

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
