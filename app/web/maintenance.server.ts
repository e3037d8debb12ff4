import type express from 'express';
import { getSettings } from '~/domain/settings/index.server';
import { findSession } from '~/domain/auth/index.server';
import { readCookie, SESSION_COOKIE } from '~/server/http/cookies.server';
import { catalog, type Messages } from '~/i18n/catalog';
import { getSiteCatalog } from '~/domain/texts/index.server';
import { fmt } from '~/i18n/define';
import { langFromPath, type Lang } from '~/i18n/lang';
import { mailtoHref } from '~/lib/email';

/**
 * Maintenance mode (settings.maintenance_mode): every public route answers
 * 503 with `Retry-After` and a bilingual maintenance page. The admin panel
 * keeps working, and a logged-in admin still sees the public pages (to
 * preview them before switching the mode off). The setting is read from the
 * settings cache, so the check costs nothing while the mode is off.
 */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 1800;

// Paths that keep working: the admin panel, its client-side route manifest, uploaded images.
const OPEN_PREFIXES = ['/admin', '/__manifest', '/uploads/', '/assets/', '/healthz', '/readyz'];

function isOpenPath(path: string): boolean {
  return OPEN_PREFIXES.some((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`) || path.startsWith(`${p}.`));
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The maintenance page: the request's language first, the other one below it. */
export function maintenancePage(
  lang: Lang,
  company: string,
  email: string,
  texts: Record<Lang, Messages['maintenance']> = { tr: catalog.tr.maintenance, en: catalog.en.maintenance },
): string {
  const order: Lang[] = lang === 'en' ? ['en', 'tr'] : ['tr', 'en'];
  const blocks = order
    .map((l, i) => {
      const m = texts[l];
      const href = mailtoHref(email);
      const link = href ? `<a href="${escapeHtml(href)}">${escapeHtml(email)}</a>` : escapeHtml(email);
      const contact = email ? `<p class="c">${fmt(escapeHtml(m.contact), { email: link })}</p>` : '';
      const heading = i === 0 ? 'h1' : 'h2';
      return `<section lang="${l}"><${heading}>${escapeHtml(m.title)}</${heading}><p>${escapeHtml(m.message)}</p>${contact}</section>`;
    })
    .join('<hr>');
  const title = `${escapeHtml(texts[lang].title)} | ${escapeHtml(company)}`;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>
  :root { color-scheme: dark; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; font: 16px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
    background: radial-gradient(ellipse 70% 60% at 80% 0%, rgba(59,108,246,.35), transparent 70%), #0b1224; color: #e2e8f0; }
  main { max-width: 36rem; padding: 3rem 1.5rem; }
  .brand { font-weight: 700; letter-spacing: .02em; color: #fff; margin: 0 0 2rem; }
  h1, h2 { color: #fff; line-height: 1.2; margin: 0 0 .75rem; }
  h1 { font-size: 2rem; } h2 { font-size: 1.35rem; }
  p { margin: 0 0 .75rem; } .c { color: #cbd5e1; font-size: .95rem; }
  a { color: #93b4ff; }
  hr { border: 0; border-top: 1px solid rgba(148,163,184,.3); margin: 2rem 0; }
</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(company)}</p>
${blocks}
</main>
</body>
</html>`;
}

export function maintenanceMiddleware(): express.RequestHandler {
  return async (req, res, next) => {
    try {
      if (isOpenPath(req.path)) return next();
      const settings = await getSettings();
      if (!settings.maintenance_mode) return next();
      // A logged-in admin previews the site as visitors will see it afterwards.
      const token = readCookie(req.headers.cookie, SESSION_COOKIE);
      if (token && (await findSession(token))) return next();
      const lang = langFromPath(req.path);
      res.status(503);
      res.setHeader('Retry-After', String(MAINTENANCE_RETRY_AFTER_SECONDS));
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      // The staff's texts (Metinler) over the defaults.
      const texts = { tr: (await getSiteCatalog('tr')).maintenance, en: (await getSiteCatalog('en')).maintenance };
      res.send(req.method === 'HEAD' ? '' : maintenancePage(lang, settings.site_title, settings.contact_email, texts));
    } catch {
      // Settings unreadable (database down): let the app answer as it would.
      next();
    }
  };
}
