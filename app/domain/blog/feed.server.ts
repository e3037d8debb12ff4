import type { Lang } from '~/i18n/lang';
import { xmlText as xml } from '~/lib/xml';
import { BLOG_FEED, blogPostPath, pathFor } from '~/i18n/routes';
import type { BlogPost } from './model.server';
import { postExcerpt } from './public.server';

/** How many posts a feed carries (the newest). */
export const FEED_SIZE = 20;

export interface FeedChannel {
  lang: Lang;
  /** The public origin (PUBLIC_URL or the request's), without a trailing slash. */
  origin: string;
  title: string;
  description: string;
}

/**
 * An RSS 2.0 feed of the newest published posts in one language: title, link (the
 * post's address in that language), date, excerpt, the post's image (Media RSS) and
 * its tags in that language. The feed's own address is announced with atom:link.
 */
export function blogFeedXml(channel: FeedChannel, posts: readonly BlogPost[]): string {
  const { lang, origin } = channel;
  const en = lang === 'en';
  const items = posts.slice(0, FEED_SIZE).map((p) => {
    const link = origin + blogPostPath(en ? p.slugEn : p.slug, lang);
    const date = p.publishDate ?? p.createdAt;
    const image = p.imageUrl ? (/^https?:\/\//.test(p.imageUrl) ? p.imageUrl : origin + p.imageUrl) : undefined;
    const alt = (en ? p.imageAltEn : p.imageAltTr) ?? '';
    return [
      '    <item>',
      `      <title>${xml(en ? p.titleEn : p.titleTr)}</title>`,
      `      <link>${xml(link)}</link>`,
      `      <guid isPermaLink="false">${xml(`${p.id}:${lang}`)}</guid>`,
      `      <pubDate>${date.toUTCString()}</pubDate>`,
      `      <description>${xml(postExcerpt(p, lang))}</description>`,
      ...(en ? p.tagsEn : p.tags).map((tag) => `      <category>${xml(tag)}</category>`),
      ...(image
        ? [
            `      <media:content url="${xml(image)}" medium="image">`,
            `        <media:description>${xml(alt)}</media:description>`,
            '      </media:content>',
          ]
        : []),
      '    </item>',
    ].join('\n');
  });
  const newest = posts[0] ? (posts[0].publishDate ?? posts[0].createdAt) : undefined;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">',
    '  <channel>',
    `    <title>${xml(channel.title)}</title>`,
    `    <link>${xml(origin + pathFor('blog', lang))}</link>`,
    `    <atom:link href="${xml(origin + BLOG_FEED[lang])}" rel="self" type="application/rss+xml"/>`,
    `    <description>${xml(channel.description)}</description>`,
    `    <language>${en ? 'en' : 'tr'}</language>`,
    ...(newest ? [`    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
