import { db } from '~/server/db/index.server';
import type { Lang } from '~/i18n/lang';
import { formatCountText } from '~/i18n/define';
import { anchorOf } from '~/lib/anchors';
import type { ProjectCardData } from './card';
import { toProject, type Project } from './model.server';

/**
 * Public read queries. Hidden projects (is_active false) never appear publicly.
 * Order: priority (highest first), then newest.
 */
function visible() {
  return db().selectFrom('projects').selectAll().where('is_active', '=', true).orderBy('priority', 'desc').orderBy('created_at', 'desc');
}

/** Every visible project (a public page reads them when it is rendered; the page cache keeps the page). */
const visibleProjects = async () => (await visible().execute()).map(toProject);

/** Whether any project is visible (one row looked up, not the list). */
export async function hasVisibleProjects(): Promise<boolean> {
  return !!(await db().selectFrom('projects').select('id').where('is_active', '=', true).limit(1).executeTakeFirst());
}

/** The home page's featured projects: featured and visible. */
export async function listFeaturedProjects(): Promise<Project[]> {
  return (await visibleProjects()).filter((p) => p.isFeatured);
}

/** The projects page: every visible project. */
export async function listVisibleProjects(): Promise<Project[]> {
  return [...(await visibleProjects())];
}

/** A kept project's cards, made once per language (the project objects live until the next change). */
const cards = new WeakMap<Project, Partial<Record<Lang, ProjectCardData>>>();

/** The card of a project in one language. */
export function toProjectCard(p: Project, lang: Lang): ProjectCardData {
  let per = cards.get(p);
  if (!per) cards.set(p, (per = {}));
  return (per[lang] ??= makeProjectCard(p, lang));
}

function makeProjectCard(p: Project, lang: Lang): ProjectCardData {
  const title = lang === 'en' ? p.titleEn || p.titleTr : p.titleTr || p.titleEn;
  const short = lang === 'en' ? p.shortDescriptionEn : p.shortDescriptionTr;
  const long = lang === 'en' ? p.descriptionEn : p.descriptionTr;
  const features = lang === 'en' ? p.featuresEn : p.featuresTr;
  return {
    id: p.id,
    anchor: anchorOf(p.titleTr || p.titleEn),
    title,
    description: short || long,
    category: p.category,
    status: p.status,
    icon: p.icon,
    // Typed by staff as "1.000+": written the language's way ("1,000+" on English pages).
    usersText: p.usersText ? formatCountText(p.usersText, lang) : null,
    rating: p.rating,
    features,
    technologies: p.technologies.length > 0 ? p.technologies : p.techStack,
    demoUrl: p.demoUrl,
    githubUrl: p.githubUrl,
    imageUrl: p.imageUrl,
    imageAlt: (lang === 'en' ? p.imageAltEn : p.imageAltTr) || title,
    more: { description: short && long && long !== short ? long : null, version: p.version || null, releaseDate: p.releaseDate },
  };
}
