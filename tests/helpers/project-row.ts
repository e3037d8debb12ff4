import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { ProjectTable } from '~/server/db/schema';

/**
 * A project row as the tests insert it behind the app's back (what another instance's write looks
 * like): every column filled, a visible and featured AI project unless `over` says otherwise.
 */
export function projectRow(title: string, over: Partial<Insertable<ProjectTable>> = {}): Insertable<ProjectTable> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    title_tr: title,
    title_en: `${title} EN`,
    description_tr: `${title} açıklama`,
    description_en: `${title} description`,
    short_description_tr: null,
    short_description_en: null,
    category: 'ai',
    status: 'beta',
    icon: 'Brain',
    is_active: true,
    is_featured: true,
    features_tr: JSON.stringify([]),
    features_en: JSON.stringify([]),
    tech_stack: JSON.stringify([]),
    technologies: JSON.stringify([]),
    image_url: null,
    image_alt_tr: null,
    image_alt_en: null,
    demo_url: null,
    github_url: null,
    project_url: null,
    users_text: null,
    rating: 4.5,
    release_date: null,
    version: '1.0.0',
    priority: 1,
    created_at: now,
    updated_at: now,
    ...over,
  };
}
