import type { ProjectCategory, ProjectIcon, ProjectStatus } from './constants';

/** A project as a public card shows it, in one language (built on the server by toProjectCard). */
export interface ProjectCardData {
  id: string;
  /** The card's element id, the slug of its title: the footer links to /projeler#funai. */
  anchor: string;
  title: string;
  description: string;
  category: ProjectCategory;
  status: ProjectStatus;
  icon: ProjectIcon;
  usersText: string | null;
  rating: number | null;
  features: string[];
  technologies: string[];
  demoUrl: string | null;
  githubUrl: string | null;
  /** Uploaded image (see app/lib/images.ts) and its alternative text in the card's language. */
  imageUrl?: string | null;
  imageAlt?: string;
  /** What the card's "Details" disclosure adds: the full description (when it is not the one shown), version, release date. */
  more?: { description: string | null; version: string | null; releaseDate: string | null };
}

/** Lowercase without diacritics, with Turkish dotted/dotless i folded: "İzmir" and "izmir" match, "ai" matches "AI". */
export function foldForSearch(s: string): string {
  return s
    .toLocaleLowerCase('tr-TR')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim();
}

/** The projects page's filter (server render without JavaScript, and instantly in the browser). */
export function filterProjects<T extends ProjectCardData>(
  list: readonly T[],
  q: string,
  category: string,
  labels: { categories: Record<string, string> },
): T[] {
  const terms = foldForSearch(q).split(/\s+/).filter(Boolean);
  return list.filter((p) => {
    if (category && p.category !== category) return false;
    if (terms.length === 0) return true;
    const haystack = foldForSearch(
      [p.title, p.description, labels.categories[p.category] ?? '', ...p.features, ...p.technologies].join(' \u0000 '),
    );
    return terms.every((term) => haystack.includes(term));
  });
}
