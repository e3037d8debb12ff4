import { data, redirect, useActionData } from 'react-router';
import { SiteLink } from '~/components/ui/site-link';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Clock from 'lucide-react/icons/clock';
import Tag from 'lucide-react/icons/tag';
import UserRound from 'lucide-react/icons/user-round';
import type { Route } from './+types/blog-post';
import { NotFoundOrError } from '~/components/layout/NotFoundScreen';
import { ArticleHero } from '~/components/sections/ArticleHero';
import { CommentSection } from '~/components/comments/CommentSection';
import { commentAction, commentsForPost } from '~/domain/comments/index.server';
import { Badge } from '~/components/ui/badge';
import { IconFact } from '~/components/ui/icon-fact';
import { ReadingTimeText } from '~/components/blog/ReadingTime';
import {
  currentSlugFor,
  formatPostDate,
  getPublishedPost,
  postExcerpt,
  postReadingMinutes,
  postSocialImage,
} from '~/domain/blog/index.server';
import { settingsFor } from '~/domain/settings/index.server';
import { blog } from '~/i18n/messages/blog';
import { publicTextsForMeta, useLang, useSection } from '~/i18n/context';
import { langFromPath } from '~/i18n/lang';
import { blogPostPath, pathFor } from '~/i18n/routes';
import { renderMarkdown } from '~/lib/markdown.server';
import { responsiveImage } from '~/lib/images';
import { pageMeta, seoContext } from '~/lib/seo';
import { requestInfo } from '~/server/http/request-info.server';

/**
 * A published blog post (docs/design.md: /blog/<slug>, /en-blog/<slug_en>); an old
 * slug, or the other language's slug under this prefix, answers 301 to the
 * current one.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const slug = params.slug;
  const post = await getPublishedPost(slug, lang);
  if (!post) {
    const current = await currentSlugFor(slug, lang);
    if (current) throw redirect(blogPostPath(current, lang), 301);
    throw data(null, { status: 404 });
  }
  const published = post.publishDate ?? post.createdAt;
  // Approved comments while comments are on (null: no list and no form).
  const discussion = await commentsForPost(post.id);
  return {
    slug: post.slug,
    twins: { tr: blogPostPath(post.slug, 'tr'), en: blogPostPath(post.slugEn, 'en') },
    // The language toggle goes straight to the translation's own slug (not through a 301).
    translationPaths: { tr: blogPostPath(post.slug, 'tr'), en: blogPostPath(post.slugEn, 'en') },
    title: lang === 'en' ? post.titleEn : post.titleTr,
    description: postExcerpt(post, lang),
    html: renderMarkdown(lang === 'en' ? post.contentEn : post.contentTr),
    category: post.category,
    // English pages show the English tags only (none rather than Turkish ones).
    tags: lang === 'en' ? post.tagsEn : post.tags,
    author: post.author,
    date: formatPostDate(published, lang),
    publishedIso: published.toISOString(),
    modifiedIso: post.updatedAt.toISOString(),
    imageUrl: post.imageUrl,
    readingMinutes: postReadingMinutes(post, lang),
    // Its picture, or its generated card with the title (app/domain/blog/social-card.server.ts).
    ogImage: postSocialImage(post, lang, (await settingsFor(context)).site_title),
    imageAlt: (lang === 'en' ? post.imageAltEn : post.imageAltTr) || (lang === 'en' ? post.titleEn : post.titleTr),
    comments: discussion
      ? {
          company: discussion.company,
          items: discussion.comments.map((c) => ({
            id: c.id,
            name: c.name,
            body: c.body,
            date: formatPostDate(c.createdAt, lang),
            iso: c.createdAt.toISOString(),
            reply: c.reply,
            replyDate: c.repliedAt ? formatPostDate(c.repliedAt, lang) : null,
            replyIso: c.repliedAt ? c.repliedAt.toISOString() : null,
          })),
        }
      : null,
  };
}

/** A visitor's comment (app/domain/comments/action.server.ts): a plain form post, or the fetcher's. */
export async function action({ request, context, params }: Route.ActionArgs) {
  return commentAction(request, context.get(requestInfo), params.slug);
}

/** A comment post's answer (the page re-rendered with the result) is never stored by a cache. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = (args) => {
  const lang = langFromPath(args.location.pathname);
  const post = args.loaderData;
  if (!post) return [{ title: publicTextsForMeta(args).common.notFound.metaTitle }, { name: 'robots', content: 'noindex' }];
  const ctx = seoContext(args.matches);
  const origin = ctx?.origin ?? '';
  const company = ctx?.settings.site_title ?? '';
  const image = post.ogImage.url.startsWith('http') ? post.ogImage.url : origin + post.ogImage.url;
  return pageMeta(args, {
    title: post.title,
    description: post.description,
    type: 'article',
    image: post.ogImage.url,
    imageSize: post.ogImage,
    imageAlt: post.imageUrl ? post.imageAlt : post.title,
    twins: post.twins,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.description,
        inLanguage: lang,
        datePublished: post.publishedIso,
        dateModified: post.modifiedIso,
        url: origin + args.location.pathname,
        mainEntityOfPage: origin + args.location.pathname,
        ...(image ? { image } : {}),
        author: { '@type': post.author === company ? 'Organization' : 'Person', name: post.author || company },
        timeRequired: `PT${post.readingMinutes}M`,
        publisher: { '@type': 'Organization', name: company, logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` } },
        ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
      },
    ],
  });
};

export default function BlogPost({ loaderData: post }: Route.ComponentProps) {
  const t = useSection(blog);
  const lang = useLang();
  const category = t.categories[post.category as keyof typeof t.categories] ?? post.category;
  const commentResult = useActionData<typeof action>();
  return (
    <article>
      <ArticleHero>
        <SiteLink
          to={pathFor('blog', lang)}
          className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-accent-200 hover:text-white"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t.backToList}
        </SiteLink>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance sm:text-5xl">{post.title}</h1>
        <dl className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-slate-300">
          <div className="flex items-center gap-2">
            <dt className="sr-only">{t.category}</dt>
            <dd>
              <Badge tone="accent">{category}</Badge>
            </dd>
          </div>
          <IconFact icon={<CalendarDays aria-hidden="true" className="size-4" />} label={t.publishedOn}>
            <time dateTime={post.publishedIso}>{post.date}</time>
          </IconFact>
          <IconFact icon={<Clock aria-hidden="true" className="size-4" />} label={t.readingTimeLabel}>
            <ReadingTimeText minutes={post.readingMinutes} />
          </IconFact>
          {post.author ? (
            <IconFact icon={<UserRound aria-hidden="true" className="size-4" />} label={t.author}>
              {post.author}
            </IconFact>
          ) : null}
        </dl>
      </ArticleHero>
      <div className="bg-white py-12 sm:py-16">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          {post.imageUrl ? (
            <img
              {...responsiveImage(post.imageUrl, { sizes: '(min-width: 768px) 48rem, 100vw', priority: true })}
              alt={post.imageAlt}
              className="mb-10 aspect-[16/9] w-full rounded-2xl object-cover shadow-sm"
            />
          ) : null}
          <div className="prose-post" dangerouslySetInnerHTML={{ __html: post.html }} />
          {post.tags.length > 0 ? (
            <div className="mt-12 flex flex-wrap items-center gap-2 border-t border-slate-200 pt-6">
              <Tag aria-hidden="true" className="size-4 text-slate-500" />
              <h2 className="sr-only">{t.tags}</h2>
              <ul className="flex flex-wrap gap-2">
                {post.tags.map((tag) => (
                  <li key={tag} className="rounded-md bg-slate-100 px-2.5 py-1 text-sm text-slate-700">
                    {tag}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <CommentSection data={post.comments} action={post.twins[lang]} serverResult={commentResult} />
        </div>
      </div>
    </article>
  );
}

/** An unknown or unpublished post: the not-found screen with status 404, inside the site's header and footer. */
export function ErrorBoundary() {
  return <NotFoundOrError />;
}
