/**
 * The public face of domain/projects/ for browser and server code: what other folders use from its client-safe
 * modules. Other folders import only this and index.server.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export { filterProjects, type ProjectCardData } from './card';
export {
  CARD_FEATURES,
  CARD_TECHNOLOGIES,
  PRIORITY_MAX,
  PRIORITY_MIN,
  PROJECT_CATEGORIES,
  PROJECT_ICONS,
  PROJECT_STATUSES,
  type ProjectCategory,
  type ProjectIcon,
  type ProjectStatus,
} from './constants';
export { cleanList, emptyProjectForm, IMAGE_URL_RE, type ProjectFormValues, projectSchema, SAFE_URL_RE } from './schema';
