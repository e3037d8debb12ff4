import type { Route } from './+types/projects';
import { adminSession, runAdminAction } from '~/domain/auth/index.server';
import {
  createProject,
  deleteProject,
  getProject,
  listProjectsAdmin,
  projectToForm,
  setProjectVisible,
  updateProject,
} from '~/domain/projects/index.server';
import { emptyProjectForm, projectSchema } from '~/domain/projects/index';
import { contentAction } from '~/site/content-action.server';
import { catalog } from '~/i18n/catalog';
import { contentListQuery, openContentEditor } from '~/lib/content-list-query';
import { ProjectsList } from '~/components/admin/projects/ProjectsList';

export async function loader({ request, context }: Route.LoaderArgs) {
  await adminSession({ request, context });
  const { q, category, page, edit } = contentListQuery(new URL(request.url));
  const list = await listProjectsAdmin({ q, category, page });
  const editing = await openContentEditor(
    edit,
    () => ({ id: null as string | null, values: emptyProjectForm() }),
    getProject,
    (p) => ({ id: p.id as string | null, values: projectToForm(p) }),
  );
  return { list, q, category, editing };
}

export async function action(args: Route.ActionArgs) {
  const m = catalog.tr.adminProjects;
  const spec = contentAction({
    texts: m,
    schema: projectSchema(m.errors),
    create: createProject,
    update: updateProject,
    remove: deleteProject,
    flag: { intent: 'toggle', field: 'visible', set: setProjectVisible, on: m.toasts.shown, off: m.toasts.hidden },
    failure: 'project action failed',
    audit: {
      entity: 'project',
      flag: { on: 'show', off: 'hide' },
      before: async (id) => {
        const p = await getProject(id);
        return p ? projectToForm(p) : undefined;
      },
    },
  });
  return runAdminAction({ ...args, ...spec });
}

export default function ProjectsTab({ loaderData }: Route.ComponentProps) {
  const { list, q, category, editing } = loaderData;
  return <ProjectsList list={list} q={q} category={category} editing={editing} />;
}
