/**
 * The public face of domain/projects/ for server code: index.ts and what other folders use from its server
 * modules. Other folders import only this and index.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export * from './index';
export {
  createProject,
  deleteProject,
  getProject,
  listProjectsAdmin,
  projectToForm,
  setProjectVisible,
  updateProject,
} from './admin.server';
export { hasVisibleProjects, listFeaturedProjects, listVisibleProjects, toProjectCard } from './public.server';
export { projectStats } from './stats.server';
