import { listPublishedPostSlugs } from '~/domain/blog/index.server';
import { blogPostPath, PAGE_IDS, PAGES, staticPagePath } from '~/i18n/routes';
import { listPublishedPageSlugs } from '~/domain/pages/index.server';
import { xmlText as esc } from '~/lib/xml';
import { emptySectionMarker, hiddenPages, publicHiddenClaims } from '~/site/sample/index.server';

interface Entry {
  loc: string;
  lastmod?: Date;
  /** hreflang alternates (both languages and x-default) when the page has a twin. */
  alternates?: { tr: string; en: string };
}

function entryXml(e: Entry): string {
  const lines = [`  <url>`, `    <loc>${esc(e.loc)}</loc>`];
  if (e.lastmod) lines.push(`    <lastmod>${e.lastmod.toISOString()}</lastmod>`);
  if (e.alternates) {
    lines.push(`    <xhtml:link rel="alternate" hreflang="tr" href="${esc(e.alternates.tr)}"/>`);
    lines.push(`    <xhtml:link rel="alternate" hreflang="en" href="${esc(e.alternates.en)}"/>`);
    lines.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${esc(e.alternates.tr)}"/>`);
  }
  lines.push('  </url>');
  return lines.join('\n');
}

/** The sitemap of the public site, with absolute URLs on `origin`. */
export async function buildSitemap(origin: string): Promise<string> {
  const entries: Entry[] = [];
  // Pages removed with the sample content (ADR 026) answer 404: not listed; nor a section with nothing to show yet.
  const hidden = await publicHiddenClaims();
  const gone = hiddenPages(hidden);
  for (const id of PAGE_IDS) {
    if (gone.includes(id)) continue;
    if ((id === 'projects' || id === 'blog') && hidden.includes(emptySectionMarker(id))) continue;
    const alternates = { tr: origin + PAGES[id].tr, en: origin + PAGES[id].en };
    entries.push({ loc: alternates.tr, alternates }, { loc: alternates.en, alternates });
  }
  for (const post of await listPublishedPostSlugs()) {
    const alternates = { tr: origin + blogPostPath(post.slug, 'tr'), en: origin + blogPostPath(post.slugEn, 'en') };
    entries.push({ loc: alternates.tr, lastmod: post.updatedAt, alternates }, { loc: alternates.en, lastmod: post.updatedAt, alternates });
  }
  // Static pages: each published translation, with hreflang alternates when the page is published in both languages.
  const pages = await listPublishedPageSlugs();
  for (const page of pages) {
    const loc = origin + staticPagePath(page.slug, page.language);
    const other = pages.find((p) => p.pageId === page.pageId && p.language !== page.language);
    const alternates = other
      ? page.language === 'tr'
        ? { tr: loc, en: origin + staticPagePath(other.slug, 'en') }
        : { tr: origin + staticPagePath(other.slug, 'tr'), en: loc }
      : undefined;
    entries.push({ loc, lastmod: page.updatedAt, ...(alternates ? { alternates } : {}) });
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map(entryXml),
    '</urlset>',
    '',
  ].join('\n');
}
