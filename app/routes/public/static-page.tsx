import { data, type MetaDescriptor } from 'react-router';
import type { Route } from './+types/static-page';
import { NotFoundOrError } from '~/components/layout/NotFoundScreen';
import { ArticleHero } from '~/components/sections/ArticleHero';
import { findPublishedPage } from '~/domain/pages/index.server';
import { staticPage } from '~/i18n/messages/staticPage';
import { publicTextsForMeta, useSection } from '~/i18n/context';
import { fmt } from '~/i18n/define';
import { langFromPath } from '~/i18n/lang';
import { formatLongDate } from '~/lib/format-date';
import { markdownToText, renderMarkdown } from '~/lib/markdown.server';
import { pageMeta, seoContext } from '~/lib/seo';
import { staticPagePath } from '~/i18n/routes';
import type { TranslationPaths } from '~/components/layout/translation-path';

/**
 * A static page from the admin (Sayfalar): /sayfa/<slug> in Turkish,
 * /en-page/<slug> in English. Only published pages of the URL's language are
 * served; drafts and unknown slugs answer 404. Content is Markdown, rendered
 * on the server without raw HTML (links http(s), mailto or relative only).
 * A page published in both languages links its translation (hreflang, and
 * the header's language toggle through `translationPaths`).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const page = await findPublishedPage(lang, params.slug);
  if (!page) throw data(null, { status: 404 });
  const description = page.metaDescription?.trim() || markdownToText(page.content).replace(/\s+/g, ' ').slice(0, 160).trim();
  const translationPaths: TranslationPaths['translationPaths'] = { [lang]: staticPagePath(page.slug, lang) };
  if (page.twin) translationPaths[page.twin.language] = staticPagePath(page.twin.slug, page.twin.language);
  return {
    title: page.title,
    description,
    html: renderMarkdown(page.content, { minHeading: 2 }),
    updated: formatLongDate(page.updatedAt, lang),
    updatedIso: page.updatedAt.toISOString(),
    translationPaths,
  };
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData;
  if (!page) return [{ title: publicTextsForMeta(args).common.notFound.metaTitle }, { name: 'robots', content: 'noindex' }];
  const tags = pageMeta(args, { title: page.title, description: page.description, noTwin: true });
  // hreflang between the translations (the slug differs per language, so not the twin table's): only when both are published.
  const { tr, en } = page.translationPaths;
  if (!tr || !en) return tags;
  const origin = seoContext(args.matches)?.origin ?? '';
  const alternates: MetaDescriptor[] = [
    { tagName: 'link', rel: 'alternate', hrefLang: 'tr', href: origin + tr },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: origin + en },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: origin + tr },
  ];
  const canonical = tags.findIndex((t) => 'rel' in t && t.rel === 'canonical');
  return [...tags.slice(0, canonical + 1), ...alternates, ...tags.slice(canonical + 1)];
};

export default function StaticPage({ loaderData: page }: Route.ComponentProps) {
  const t = useSection(staticPage);
  return (
    <article>
      <ArticleHero>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">{page.title}</h1>
        <p className="mt-4 text-sm text-slate-300">
          <time dateTime={page.updatedIso}>{fmt(t.updated, { date: page.updated })}</time>
        </p>
      </ArticleHero>
      <div className="bg-white py-12 sm:py-16">
        <div
          className="prose-post mx-auto max-w-3xl px-4 [overflow-wrap:anywhere] sm:px-6"
          dangerouslySetInnerHTML={{ __html: page.html }}
        />
      </div>
    </article>
  );
}

/** A draft or unknown page: the not-found screen with status 404, inside the site's header and footer. */
export function ErrorBoundary() {
  return <NotFoundOrError />;
}
