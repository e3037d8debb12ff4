import type { Lang } from './lang';

/**
 * Every public screen's Turkish and English path (docs/product-spec.md §2), declared once.
 * Drives the router (app/routes.ts), the language toggle, hreflang links,
 * the sitemap and the footer. `aliases` are alternate readings answered with
 * a 301 to the Turkish path.
 */
export const PAGES = {
  home: { tr: '/', en: '/en-home', aliases: ['/anasayfa'] },
  about: { tr: '/hakkimizda', en: '/en-about' },
  services: { tr: '/hizmetler', en: '/en-services' },
  projects: { tr: '/projeler', en: '/en-projects' },
  blog: { tr: '/blog', en: '/en-blog', aliases: ['/tr-blog'] },
  contact: { tr: '/iletisim', en: '/en-contact' },
  investors: { tr: '/yatirimcilar', en: '/en-investors', aliases: ['/yatirimci-iliskileri'] },
  partners: { tr: '/ortaklar', en: '/en-partners', aliases: ['/is-ortaklarimiz'] },
  support: { tr: '/destek', en: '/en-support' },
  faq: { tr: '/sss', en: '/en-faq' },
  documentation: { tr: '/dokumantasyon', en: '/en-documentation' },
  privacy: { tr: '/gizlilik', en: '/en-privacy' },
  terms: { tr: '/kosullar', en: '/en-terms', aliases: ['/kullanim-kosullari'] },
} as const satisfies Record<string, { tr: string; en: string; aliases?: readonly string[] }>;

export type PageId = keyof typeof PAGES;
export const PAGE_IDS = Object.keys(PAGES) as PageId[];

/** Detail pages whose parameter is the same in both languages. */
export const BLOG_POST = { tr: '/blog/', en: '/en-blog/' } as const;
/** The blog's RSS feed per language (latest published posts in that language). */
export const BLOG_FEED = { tr: '/blog/rss.xml', en: '/en-blog/rss.xml' } as const;
/** Static pages from the admin; slugs differ per language, so their twin is the other home. */
export const STATIC_PAGE = { tr: '/sayfa/', en: '/en-page/' } as const;
/** The public forms' own pages (routes in publicExtra; see app/domain/forms/paths.ts), twins of each other. */
export const FORM_PAGE_PATHS = {
  consultation: { tr: '/danismanlik-talebi', en: '/en-consultation' },
  newsletter: { tr: '/e-bulten', en: '/en-newsletter' },
} as const;

export function aliasesOf(page: PageId): readonly string[] {
  const entry = PAGES[page] as { aliases?: readonly string[] };
  return entry.aliases ?? [];
}

export function pathFor(page: PageId, lang: Lang): string {
  return PAGES[page][lang];
}

export function blogPostPath(slug: string, lang: Lang): string {
  return BLOG_POST[lang] + encodeURIComponent(slug);
}

export function staticPagePath(slug: string, lang: Lang): string {
  return STATIC_PAGE[lang] + encodeURIComponent(slug);
}

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The screen a path shows, if it is one of the table's canonical paths. */
export function pageOfPath(pathname: string): { page: PageId; lang: Lang } | undefined {
  const p = normalise(pathname);
  for (const id of PAGE_IDS) {
    if (PAGES[id].tr === p) return { page: id, lang: 'tr' };
    if (PAGES[id].en === p) return { page: id, lang: 'en' };
  }
  return undefined;
}

/** The canonical path an alternate reading redirects to. */
export function aliasTarget(pathname: string): string | undefined {
  const p = normalise(pathname);
  for (const id of PAGE_IDS) {
    if (aliasesOf(id).includes(p)) return PAGES[id].tr;
  }
  return undefined;
}

/** The equivalent path in the other language; unknown paths fall back to its home (docs/product-spec.md §4). */
export function twinPath(pathname: string, target: Lang): string {
  const p = normalise(pathname);
  const known = pageOfPath(p);
  if (known) return PAGES[known.page][target];
  for (const twins of Object.values(FORM_PAGE_PATHS)) {
    if (twins.tr === p || twins.en === p) return twins[target];
  }
  for (const lang of ['tr', 'en'] as const) {
    if (p.startsWith(BLOG_POST[lang]) && p.length > BLOG_POST[lang].length) {
      return BLOG_POST[target] + p.slice(BLOG_POST[lang].length);
    }
  }
  return PAGES.home[target];
}
