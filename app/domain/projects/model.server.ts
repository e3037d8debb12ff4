import type { Selectable } from 'kysely';
import type { ProjectTable } from '~/server/db/schema';
import { toBool, toDate, toList } from '~/server/db/values';
import {
  PROJECT_CATEGORIES,
  PROJECT_ICONS,
  PROJECT_STATUSES,
  type ProjectCategory,
  type ProjectIcon,
  type ProjectStatus,
} from './constants';

/** A project as the app sees it, the same on both engines. */
export interface Project {
  id: string;
  titleTr: string;
  titleEn: string;
  descriptionTr: string;
  descriptionEn: string;
  shortDescriptionTr: string | null;
  shortDescriptionEn: string | null;
  category: ProjectCategory;
  status: ProjectStatus;
  icon: ProjectIcon;
  isActive: boolean;
  isFeatured: boolean;
  featuresTr: string[];
  featuresEn: string[];
  techStack: string[];
  technologies: string[];
  imageUrl: string | null;
  imageAltTr: string | null;
  imageAltEn: string | null;
  demoUrl: string | null;
  githubUrl: string | null;
  projectUrl: string | null;
  usersText: string | null;
  rating: number | null;
  releaseDate: string | null;
  version: string;
  priority: number;
  createdAt: Date;
  updatedAt: Date;
}

export type ProjectRow = Selectable<ProjectTable>;

/** `v` when it is in the vocabulary `list`, else `fallback` (a row written by an older version). */
export function oneOf<T extends string>(list: readonly T[], v: string, fallback: T): T {
  return (list as readonly string[]).includes(v) ? (v as T) : fallback;
}

export function toProject(r: ProjectRow): Project {
  return {
    id: r.id,
    titleTr: r.title_tr,
    titleEn: r.title_en,
    descriptionTr: r.description_tr,
    descriptionEn: r.description_en,
    shortDescriptionTr: r.short_description_tr,
    shortDescriptionEn: r.short_description_en,
    category: oneOf(PROJECT_CATEGORIES, r.category, 'other'),
    status: oneOf(PROJECT_STATUSES, r.status, 'development'),
    icon: oneOf(PROJECT_ICONS, r.icon, 'Bot'),
    isActive: toBool(r.is_active),
    isFeatured: toBool(r.is_featured),
    featuresTr: toList(r.features_tr),
    featuresEn: toList(r.features_en),
    techStack: toList(r.tech_stack),
    technologies: toList(r.technologies),
    imageUrl: r.image_url,
    imageAltTr: r.image_alt_tr,
    imageAltEn: r.image_alt_en,
    demoUrl: r.demo_url,
    githubUrl: r.github_url,
    projectUrl: r.project_url,
    usersText: r.users_text,
    rating: r.rating === null ? null : Number(r.rating),
    releaseDate: r.release_date,
    version: r.version,
    priority: Number(r.priority),
    createdAt: toDate(r.created_at),
    updatedAt: toDate(r.updated_at),
  };
}
