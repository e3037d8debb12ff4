import { SiteLink } from '~/components/ui/site-link';
import ArrowRight from 'lucide-react/icons/arrow-right';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Clock from 'lucide-react/icons/clock';
import Newspaper from 'lucide-react/icons/newspaper';
import type { Route } from './+types/blog';
import { PageHero } from '~/components/sections/PageHero';
import { Badge } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button';
import { ReadingTimeText } from '~/components/blog/ReadingTime';
import { formatPostDate, listPublishedPosts, postExcerpt, postReadingMinutes } from '~/domain/blog/index.server';
import { blog } from '~/i18n/messages/blog';
import { useLang, useSection, sectionForMeta } from '~/i18n/context';
import { langFromPath } from '~/i18n/lang';
import { blogPostPath, pathFor } from '~/i18n/routes';
import { responsiveImage } from '~/lib/images';
import { pageMeta } from '~/lib/seo';
import { useHasContent } from '~/components/sections/layout-data';

export async function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const posts = (await listPublishedPosts()).map((p) => {
    const date = p.publishDate ?? p.createdAt;
    return {
      slug: lang === 'en' ? p.slugEn : p.slug,
      title: lang === 'en' ? p.titleEn : p.titleTr,
      excerpt: postExcerpt(p, lang),
      category: p.category,
      dateIso: date.toISOString(),
      date: formatPostDate(date, lang),
      readingMinutes: postReadingMinutes(p, lang),
      imageUrl: p.imageUrl,
      imageAlt: (lang === 'en' ? p.imageAltEn : p.imageAltTr) ?? '',
    };
  });
  return { posts };
}

export const meta: Route.MetaFunction = (args) => {
  const t = sectionForMeta(args, blog).meta;
  return pageMeta(args, { title: t.title, description: t.description });
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  const t = useSection(blog);
  const lang = useLang();
  const { posts } = loaderData;
  const hasContent = useHasContent();
  return (
    <>
      <PageHero eyebrow={t.hero.eyebrow} title={t.hero.title} description={t.hero.description} />
      <section aria-label={t.listLabel} className="bg-slate-50 py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          {posts.length === 0 ? (
            <div className="mx-auto flex max-w-xl flex-col items-center rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
              <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-accent-50 text-accent-700">
                <Newspaper aria-hidden="true" className="size-7" />
              </span>
              <h2 className="mt-6 text-2xl font-bold text-slate-900">{t.empty.title}</h2>
              <p className="mt-3 text-slate-600">{t.empty.text}</p>
              {hasContent('projects') ? (
                <SiteLink to={pathFor('projects', lang)} className={buttonClass('primary', 'md', 'mt-8')}>
                  {t.empty.action}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </SiteLink>
              ) : null}
            </div>
          ) : (
            <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
              {posts.map((p, i) => (
                <li key={p.slug}>
                  <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg">
                    {p.imageUrl ? (
                      <img
                        {...responsiveImage(p.imageUrl, {
                          sizes: '(min-width: 1024px) 24rem, (min-width: 768px) 45vw, 100vw',
                          // The first card's picture is in the first screen on a phone: the page's largest paint (Lighthouse lcp-lazy-loaded).
                          priority: i === 0,
                        })}
                        alt={p.imageAlt}
                        className="aspect-[16/9] w-full object-cover"
                      />
                    ) : (
                      <div
                        aria-hidden="true"
                        className="aspect-[16/9] w-full bg-[radial-gradient(ellipse_70%_70%_at_80%_0%,rgba(59,108,246,0.5),transparent_70%),linear-gradient(135deg,#0b1224,#1e328a)]"
                      />
                    )}
                    <div className="flex flex-1 flex-col p-6">
                      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
                        <Badge tone="accent">{t.categories[p.category as keyof typeof t.categories] ?? p.category}</Badge>
                        <span className="inline-flex items-center gap-1.5">
                          <CalendarDays aria-hidden="true" className="size-4" />
                          <time dateTime={p.dateIso}>{p.date}</time>
                        </span>
                        <span className="inline-flex items-center gap-1.5">
                          <Clock aria-hidden="true" className="size-4" />
                          <ReadingTimeText minutes={p.readingMinutes} label />
                        </span>
                      </div>
                      <h2 className="mt-4 text-xl font-semibold text-slate-900">
                        <SiteLink
                          to={blogPostPath(p.slug, lang)}
                          className="rounded after:absolute after:inset-0 group-hover:text-accent-700"
                        >
                          {p.title}
                        </SiteLink>
                      </h2>
                      {p.excerpt ? <p className="mt-3 flex-1 leading-relaxed text-slate-600">{p.excerpt}</p> : null}
                      <p aria-hidden="true" className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-accent-700">
                        {t.readMore}
                        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
                      </p>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
