import type express from 'express';
import { formOfPath } from '~/domain/forms/index.server';
import { ONE_CLICK_PATHS } from './one-click-unsubscribe.server';
import { isAdminPath } from '~/lib/admin-path';
import { BRAND_PATH } from '~/domain/brand/index.server';
import { MAX_UPLOAD_BYTES } from '~/domain/media/index.server';

/**
 * Request methods and body sizes, checked before anything reads a body:
 *  - only GET, HEAD and POST reach the app (OPTIONS is answered with the
 *    list; TRACE and the like get 405 instead of failing in the Fetch API);
 *  - a POST whose declared length is over its path's limit is answered 413
 *    without being read, and the connection is closed;
 *  - an admin POST sent without a length (chunked) is answered 411: browsers
 *    always send one, and the actions read bodies whole.
 * Public form posts and image uploads count their bodies themselves (their
 * answers are translated), so they are left to their routes.
 */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST'] as const;

/** Body limit (bytes) of a path, or undefined when its route enforces its own. */
export function bodyLimitFor(pathname: string): number | undefined {
  if (formOfPath(pathname) || pathname === '/admin/upload') return undefined;
  // Backup restores: a 200 MB file and its multipart envelope (the route streams it to disk and
  // counts it again; app/site/backup/paths.ts). The settings page's own posts get the admin limit.
  if (pathname === '/admin/ayarlar/geri-yukle' || pathname === '/admin/ayarlar/geri-yukle.data') return 200 * 1024 * 1024 + 64 * 1024;
  // Brand pictures: one upload of at most MAX_UPLOAD_BYTES and its envelope (the route counts it again).
  if (pathname === BRAND_PATH || pathname === `${BRAND_PATH}.data`) return MAX_UPLOAD_BYTES + 64 * 1024;
  if (isAdminPath(pathname)) return 2 * 1024 * 1024;
  return 64 * 1024;
}

export function bodyLimitMiddleware(): express.RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    if (req.method === 'OPTIONS') {
      res.setHeader('Allow', ALLOWED_METHODS.join(', '));
      res.status(204).end();
      return;
    }
    const refuse = (status: number, text: string) => {
      res.setHeader('Connection', 'close');
      res.setHeader('Cache-Control', 'no-store');
      res.status(status).type('text/plain').send(text);
    };
    if (req.method !== 'POST') {
      res.setHeader('Allow', ALLOWED_METHODS.join(', '));
      return refuse(405, 'Method Not Allowed');
    }
    const limit = bodyLimitFor(req.path);
    if (limit === undefined) return next();
    const declared = req.headers['content-length'];
    if (declared === undefined) {
      const isAdmin = isAdminPath(req.path);
      if (req.headers['transfer-encoding'] && (isAdmin || !ONE_CLICK_PATHS.includes(req.path))) return refuse(411, 'Length Required');
      return next();
    }
    if (Number(declared) > limit) return refuse(413, 'Payload Too Large');
    next();
  };
}
