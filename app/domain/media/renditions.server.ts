import { randomUUID } from 'node:crypto';
import { db } from '~/server/db/index.server';
import { nowIso, toJson } from '~/server/db/values';
import { singleton } from '~/server/singleton.server';
import { uploadUrl, type RenditionName } from '~/lib/images';
import { imageJob } from './image-worker.server';
import type { BrandKind } from './brand-draw.server';
import { UPLOADS_PREFIX } from './constants';
import { newBaseKey } from './images.server';
import { RENDITION_KEY_RE, storage, type Storage, type StoredObject } from './storage.server';

/**
 * Renditions of uploads (app/lib/images.ts RENDITIONS): derived data, drawn when a brand
 * picture is saved and again on the first request for a missing one (a restored or moved
 * site has the uploads, not their renditions). Only stored uploads have renditions; each is
 * drawn once per process at a time.
 */

/** A brand upload made into its picture and stored like an upload (one WebP variant, a `media` row: backed up). */
export async function saveBrandPicture(input: Buffer, kind: BrandKind, store: Storage = storage()): Promise<{ id: string; url: string }> {
  const source = await imageJob('brandSource', input, kind);
  const baseKey = newBaseKey();
  const key = `${baseKey}-${source.width}.webp`;
  const data = Buffer.from(source.data);
  await store.put(key, data, 'image/webp');
  const id = randomUUID();
  await db()
    .insertInto('media')
    .values({
      id,
      base_key: baseKey,
      width: source.width,
      height: source.height,
      variants: JSON.stringify([{ width: source.width, height: source.height, key, url: store.publicUrl(key) }]),
      created_at: nowIso(),
    })
    .execute();
  // Named through the site's own /uploads/ route even when the bucket has an address of its own: the
  // brand setting takes only that form, and the renditions are served there too.
  return { id, url: uploadUrl(UPLOADS_PREFIX + key, source.width, source.height) };
}

/** The renditions being drawn now: a second request for one waits for the same drawing. */
const drawing = singleton('renditions being drawn', () => new Map<string, Promise<void>>());

/** The rendition at `key` (`renditions/…`), drawn and stored first when missing; undefined when it has no upload. */
export async function renditionObject(key: string, store: Storage = storage()): Promise<StoredObject | undefined> {
  const m = RENDITION_KEY_RE.exec(key) && /^renditions\/(\d+-[a-f0-9]+)-(.+)$/.exec(key);
  if (!m) return undefined;
  const found = await store.get(key);
  if (found) return found;
  let pending = drawing().get(key);
  if (!pending) {
    pending = draw(`project-images/${m[1]}`, m[2] as RenditionName, key, store).finally(() => drawing().delete(key));
    drawing().set(key, pending);
  }
  if (!(await pending.then(() => true).catch(() => false))) return undefined;
  return store.get(key);
}

/** Draws the renditions `names` of the upload `baseKey` (a saved brand picture) now. */
export async function drawRenditions(baseKey: string, names: RenditionName[], store: Storage = storage()): Promise<void> {
  for (const name of names) {
    const key = `renditions/${baseKey.slice('project-images/'.length)}-${name}`;
    await draw(baseKey, name, key, store);
  }
}

async function draw(baseKey: string, name: RenditionName, key: string, store: Storage): Promise<void> {
  const row = await db().selectFrom('media').select('variants').where('base_key', '=', baseKey).executeTakeFirst();
  // An upload without its row (an import of files alone): its variants, found in the store by their names.
  const variants = row
    ? toJson<Array<{ width: number; key: string }>>(row.variants, [])
    : (await store.list(`${baseKey}-`)).map((k) => ({ key: k, width: Number(/-(\d+)\.webp$/.exec(k)?.[1] ?? 0) }));
  const largest = [...variants].sort((a, b) => b.width - a.width)[0];
  if (!largest) throw new Error('upload without variants');
  const object = await store.get(largest.key);
  if (!object) throw new Error('upload file missing');
  const source = Buffer.from(await new Response(object.body).arrayBuffer());
  await store.put(key, Buffer.from(await imageJob('drawRendition', source, name)), name.endsWith('.jpg') ? 'image/jpeg' : 'image/png');
}
