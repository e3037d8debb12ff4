import type { Route } from './+types/uploads';
import { contentTypeOf, IMMUTABLE_CACHE, KEY_RE, RENDITION_KEY_RE, storage, renditionObject } from '~/domain/media/index.server';

/**
 * GET /uploads/<key>: an uploaded image or a blog post's social card from the
 * configured store (local folder, or the bucket when it has no public URL of its own). Keys are generated and
 * content-addressed by time and randomness, so they are cached for a year. Only
 * keys of the exact generated form are looked up: no path can leave the store.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const key = params['*'] ?? '';
  const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' } });
  if (!KEY_RE.test(key)) return notFound();
  // A rendition (PNG/JPEG of an upload) is drawn on its first request when missing.
  const object = RENDITION_KEY_RE.test(key) ? await renditionObject(key) : await storage().get(key);
  if (!object) return notFound();
  return new Response(object.body, {
    headers: {
      'Content-Type': contentTypeOf(key),
      'Cache-Control': IMMUTABLE_CACHE,
      ...(object.size !== undefined ? { 'Content-Length': String(object.size) } : {}),
    },
  });
}
