import type { MetaDescriptor } from 'react-router';
import { langFromPath, type Lang } from '~/i18n/lang';
import { BLOG_FEED, twinPath } from '~/i18n/routes';
import { renditionUrl, shareRendition } from './images';

/** The site settings the meta tags use (the public layout loader passes the whole settings object). */
export interface SeoSettings {
  site_title: string;
  site_description: string;
  contact_email: string;
  phone_number: string;
  social_links: Record<string, string>;
  seo_settings: { meta_title: string; meta_description: string; keywords: string };
  /** The default share image and the favicon (Ayarlar → Marka): upload URLs, '' when not set. */
  brand?: { share_image: string; favicon: string };
}

/** What the public layout loader gives every page for its meta tags. */
export interface SeoContext {
  origin: string;
  settings: SeoSettings;
}

interface MetaArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>;
}

export const PUBLIC_LAYOUT_ID = 'routes/public/layout';

export function seoContext(matches: MetaArgs['matches']): SeoContext | undefined {
  const m = matches.find((x) => x?.id === PUBLIC_LAYOUT_ID);
  return (m?.loaderData ?? m?.data) as SeoContext | undefined;
}

/**
 * The meta tags of a public page: title, description, canonical, hreflang
 * tr/en/x-default to the twin page, Open Graph, Twitter card, and JSON-LD
 * (Organization, plus whatever the page adds).
 */
export function pageMeta(
  args: MetaArgs,
  page: {
    title: string;
    description: string;
    type?: 'website' | 'article';
    image?: string | null;
    /** The image's size in pixels and its text alternative, when known (og:image:width, :height, :alt). */
    imageSize?: { width?: number; height?: number };
    imageAlt?: string;
    jsonLd?: object[];
    noTwin?: boolean;
    /** The page's paths in both languages, when they differ by more than the prefix (a blog post's English slug). */
    twins?: { tr: string; en: string };
  },
): MetaDescriptor[] {
  const ctx = seoContext(args.matches);
  const origin = ctx?.origin ?? '';
  const lang: Lang = langFromPath(args.location.pathname);
  const path = args.location.pathname;
  const company = ctx?.settings.site_title ?? '';
  // The SEO settings (admin, Ayarlar → SEO) are the Turkish home page's title and description.
  const seo = path === '/' ? ctx?.settings.seo_settings : undefined;
  if (seo?.meta_description) page = { ...page, description: seo.meta_description };
  const fullTitle = seo?.meta_title ? seo.meta_title : page.title.includes(company) ? page.title : `${page.title} | ${company}`;
  const trPath = page.twins?.tr ?? (lang === 'tr' ? path : twinPath(path, 'tr'));
  const enPath = page.twins?.en ?? (lang === 'en' ? path : twinPath(path, 'en'));
  // A page without a picture of its own: the company's share image (its JPEG), else the shipped card.
  const brandShare = !page.image && ctx?.settings.brand?.share_image ? shareRendition(ctx.settings.brand.share_image) : undefined;
  const own = page.image ?? brandShare?.url;
  const image = own ? (own.startsWith('http') ? own : origin + own) : `${origin}/og-image.png`;
  const size = page.image ? page.imageSize : brandShare;
  const icon = renditionUrl(ctx?.settings.brand?.favicon, 'icon-192.png');
  const org = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company,
    url: origin + '/',
    logo: `${origin}${icon ?? '/favicon.svg'}`,
    email: ctx?.settings.contact_email,
    description: ctx?.settings.site_description || undefined,
    telephone: ctx?.settings.phone_number || undefined,
    address: ctx ? { '@type': 'PostalAddress', addressLocality: 'Diyarbakır', addressCountry: 'TR' } : undefined,
    sameAs: ctx ? Object.values(ctx.settings.social_links).filter(Boolean) : [],
  };
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: origin + path },
    ...(page.noTwin
      ? []
      : [
          { tagName: 'link', rel: 'alternate', hrefLang: 'tr', href: origin + trPath },
          { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: origin + enPath },
          { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: origin + trPath },
        ]),
    { tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: `${company} Blog`, href: origin + BLOG_FEED[lang] },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:site_name', content: company },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: origin + path },
    { property: 'og:locale', content: lang === 'tr' ? 'tr_TR' : 'en_GB' },
    { property: 'og:image', content: image },
    ...(own && size?.width && size.height
      ? [
          { property: 'og:image:width', content: String(size.width) },
          { property: 'og:image:height', content: String(size.height) },
        ]
      : []),
    ...(page.image && page.imageAlt ? [{ property: 'og:image:alt', content: page.imageAlt }] : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: image },
    ...(page.image && page.imageAlt ? [{ name: 'twitter:image:alt', content: page.imageAlt }] : []),
    ...(ctx?.settings.seo_settings.keywords ? [{ name: 'keywords', content: ctx.settings.seo_settings.keywords }] : []),
    { 'script:ld+json': org },
    ...(page.jsonLd ?? []).map((j) => ({ 'script:ld+json': j })),
  ];
  return tags;
}
