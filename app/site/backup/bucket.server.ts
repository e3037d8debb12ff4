import fs from 'node:fs';
import type { BucketTarget } from './schedule-config.server';
import { NotStorageError } from './bucket-answer.server';

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
