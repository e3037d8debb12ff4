import { randomUUID } from 'node:crypto';
import { db } from '~/server/db/index.server';
import { titledListWindow, type ListQuery, type Page } from '~/server/db/list-page.server';
import { createdAtIso, nowIso, toBool, toDate, toList } from '~/server/db/values';
import { notifyContentChanged } from '~/server/cache/invalidation.server';
import { PROJECT_CATEGORIES, PROJECT_STATUSES, type ProjectCategory, type ProjectStatus } from './constants';
import { oneOf, toProject, type Project } from './model.server';
import { projectTranslationStatus, type ProjectFormValues, type ProjectInput, type TranslationStatus } from './schema';

/** Admin-side queries and writes for projects. Every write tells the caches (notifyContentChanged). */

export interface ProjectListQuery extends ListQuery {
  category?: string;
}

export interface ProjectListRow {
  id: string;
  titleTr: string;
  titleEn: string;
  category: ProjectCategory;
  status: ProjectStatus;
  isActive: boolean;
  isFeatured: boolean;
  priority: number;
  updatedAt: string;
  translation: TranslationStatus;
}

/** One page of projects, newest first (docs/product-spec.md §7), filtered by title text and category; paginated in the database. */
export async function listProjectsAdmin(q: ProjectListQuery = {}): Promise<Page<ProjectListRow>> {
  const { where, offset, ...window } = await titledListWindow('projects', q, PROJECT_CATEGORIES);
  const rows = await db()
    .selectFrom('projects')
    .where(where)
    .select([
      'id',
      'title_tr',
      'title_en',
      'category',
      'status',
      'is_active',
      'is_featured',
      'priority',
      'updated_at',
      'image_url',
      'image_alt_tr',
      'image_alt_en',
      'features_tr',
      'features_en',
      'short_description_tr',
      'short_description_en',
    ])
    .select((eb) => [
      eb.fn<number>('length', ['description_tr']).as('description_tr_len'),
      eb.fn<number>('length', ['description_en']).as('description_en_len'),
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(window.pageSize)
    .offset(offset)
    .execute();
  return {
    rows: rows.map((r) => ({
      id: r.id,
      titleTr: r.title_tr,
      titleEn: r.title_en,
      category: oneOf(PROJECT_CATEGORIES, r.category, 'other'),
      status: oneOf(PROJECT_STATUSES, r.status, 'development'),
      isActive: toBool(r.is_active),
      isFeatured: toBool(r.is_featured),
      priority: Number(r.priority),
      updatedAt: toDate(r.updated_at).toISOString(),
      translation: projectTranslationStatus({
        titleTr: r.title_tr,
        titleEn: r.title_en,
        descriptionTr: Number(r.description_tr_len) > 0 ? 'x' : '',
        descriptionEn: Number(r.description_en_len) > 0 ? 'x' : '',
        shortDescriptionTr: r.short_description_tr,
        shortDescriptionEn: r.short_description_en,
        featuresTr: toList(r.features_tr),
        featuresEn: toList(r.features_en),
        imageUrl: r.image_url,
        imageAltTr: r.image_alt_tr,
        imageAltEn: r.image_alt_en,
      }),
    })),
    ...window,
  };
}

export async function getProject(id: string): Promise<Project | undefined> {
  const row = await db().selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toProject(row) : undefined;
}

/** A stored project as the editor's form values. */
export function projectToForm(p: Project): ProjectFormValues {
  return {
    title_tr: p.titleTr,
    title_en: p.titleEn,
    short_description_tr: p.shortDescriptionTr ?? '',
    short_description_en: p.shortDescriptionEn ?? '',
    description_tr: p.descriptionTr,
    description_en: p.descriptionEn,
    category: p.category,
    status: p.status,
    icon: p.icon,
    is_active: p.isActive,
    is_featured: p.isFeatured,
    features_tr: p.featuresTr,
    features_en: p.featuresEn,
    tech_stack: p.techStack.length ? p.techStack : p.technologies,
    image_url: p.imageUrl ?? '',
    image_alt_tr: p.imageAltTr ?? '',
    image_alt_en: p.imageAltEn ?? '',
    demo_url: p.demoUrl ?? '',
    github_url: p.githubUrl ?? '',
    project_url: p.projectUrl ?? '',
    users_text: p.usersText ?? '',
    rating: p.rating === null ? '' : String(p.rating),
    release_date: p.releaseDate ?? '',
    version: p.version,
    priority: String(p.priority),
  };
}

function columns(input: ProjectInput) {
  const orNull = (v: string) => (v ? v : null);
  const tech = JSON.stringify(input.tech_stack);
  return {
    title_tr: input.title_tr,
    title_en: input.title_en,
    short_description_tr: orNull(input.short_description_tr),
    short_description_en: orNull(input.short_description_en),
    description_tr: input.description_tr,
    description_en: input.description_en,
    category: input.category,
    status: input.status,
    icon: input.icon,
    is_active: input.is_active,
    is_featured: input.is_featured,
    // Saved by staff: no longer the seed's sample (ADR 026).
    is_sample: false,
    features_tr: JSON.stringify(input.features_tr),
    features_en: JSON.stringify(input.features_en),
    // One technology list in the editor: `technologies` (read by the cards) mirrors `tech_stack`.
    tech_stack: tech,
    technologies: tech,
    image_url: orNull(input.image_url),
    image_alt_tr: input.image_url ? orNull(input.image_alt_tr) : null,
    image_alt_en: input.image_url ? orNull(input.image_alt_en) : null,
    demo_url: orNull(input.demo_url),
    github_url: orNull(input.github_url),
    project_url: orNull(input.project_url),
    users_text: orNull(input.users_text),
    rating: input.rating,
    release_date: orNull(input.release_date),
    version: input.version,
    priority: input.priority,
  };
}

export async function createProject(input: ProjectInput): Promise<Project> {
  const id = randomUUID();
  const now = createdAtIso();
  await db()
    .insertInto('projects')
    .values({ id, ...columns(input), created_at: now, updated_at: now })
    .execute();
  await notifyContentChanged('projects');
  return (await getProject(id))!;
}

/** Updates a project; undefined when it does not exist. */
export async function updateProject(id: string, input: ProjectInput): Promise<Project | undefined> {
  const r = await db()
    .updateTable('projects')
    .set({ ...columns(input), updated_at: nowIso() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) return undefined;
  await notifyContentChanged('projects');
  return getProject(id);
}

export async function deleteProject(id: string): Promise<boolean> {
  const r = await db().deleteFrom('projects').where('id', '=', id).executeTakeFirst();
  const deleted = Number(r.numDeletedRows) > 0;
  if (deleted) await notifyContentChanged('projects');
  return deleted;
}

/** The hide/show toggle: sets visibility (`is_active`); false when the project does not exist. */
export async function setProjectVisible(id: string, visible: boolean): Promise<boolean> {
  const r = await db().updateTable('projects').set({ is_active: visible, updated_at: nowIso() }).where('id', '=', id).executeTakeFirst();
  const ok = Number(r.numUpdatedRows) > 0;
  if (ok) await notifyContentChanged('projects');
  return ok;
}
