import fs from 'node:fs';
import path from 'node:path';
import type express from 'express';
import { preferredEncoding } from './encoding.server';

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The hashed build assets (`/assets/*`), mounted before everything else: they
 * never change, carry no user data and need none of the page headers (CSP,
 * request id, logging), so each one costs few header bytes and little work.
 * The brotli/gzip copies written by scripts/precompress.mjs are sent when the
 * client accepts them; the file list is read once at start.
 */
export function assetsMiddleware(dir: string): express.RequestHandler {
  const files = new Map<string, { br: boolean; gzip: boolean }>();
  if (fs.existsSync(dir)) {
    const names = new Set(fs.readdirSync(dir));
    for (const name of names) {
      if (name.endsWith('.br') || name.endsWith('.gz')) continue;
      files.set(name, { br: names.has(name + '.br'), gzip: names.has(name + '.gz') });
    }
  }
  return (req, res, next) => {
    if (!req.path.startsWith('/assets/') || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const name = req.path.slice('/assets/'.length);
    const file = files.get(name);
    if (!file) return next();
    const encoding = preferredEncoding(req.headers['accept-encoding'], file);
    res.setHeader('Cache-Control', YEAR_IMMUTABLE);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.type(path.extname(name));
    if (file.br || file.gzip) res.setHeader('Vary', 'Accept-Encoding');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    const sendName = encoding === 'br' ? name + '.br' : encoding === 'gzip' ? name + '.gz' : name;
    res.sendFile(sendName, { root: dir, cacheControl: false, lastModified: false, dotfiles: 'deny' }, (err) => {
      if (err && !res.headersSent) next(err);
    });
  };
}
