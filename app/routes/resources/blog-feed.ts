import type { Route } from './+types/blog-feed';
import { blogFeedXml, FEED_SIZE, listPublishedPosts } from '~/domain/blog/index.server';
import { settingsFor } from '~/domain/settings/index.server';
import { getSiteCatalog } from '~/domain/texts/index.server';
import { langFromPath } from '~/i18n/lang';
import { publicOrigin } from '~/server/http/origin.server';

/** /blog/rss.xml and /en-blog/rss.xml: the newest published posts of that language as RSS 2.0. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const [settings, posts, texts] = await Promise.all([settingsFor(context), listPublishedPosts(), getSiteCatalog(lang)]);
  const xml = blogFeedXml(
    {
      lang,
      // Relative links while the site's address is not known (ADR 021).
      origin: publicOrigin(context) ?? '',
      title: `${settings.site_title} ${texts.blog.meta.title}`,
      description: texts.blog.meta.description,
    },
    posts.slice(0, FEED_SIZE),
  );
  return new Response(xml, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=300' },
  });
}
