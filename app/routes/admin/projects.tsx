import type { Route } from './+types/projects';
import { requireAdmin, requireAdminAction } from '~/domain/auth/guard.server';
import {
  createProject,
  deleteProject,
  getProject,
  listProjectsAdmin,
  projectToForm,
  setProjectVisible,
  updateProject,
} from '~/domain/projects/admin.server';
import { emptyProjectForm, projectSchema } from '~/domain/projects/schema';
import { runContentAction } from '~/domain/content-action.server';
import { catalog } from '~/i18n/catalog';
import { ProjectsList } from '~/components/admin/projects/ProjectsList';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const q = url.searchParams.get('q')?.slice(0, 200) ?? '';
  const category = url.searchParams.get('category') ?? '';
  const page = Number(url.searchParams.get('page') ?? 1);
  const list = await listProjectsAdmin({ q, category, page });
  const edit = url.searchParams.get('edit');
  let editing: { id: string | null; values: ReturnType<typeof emptyProjectForm> } | null = null;
  if (edit === 'new') editing = { id: null, values: emptyProjectForm() };
  else if (edit) {
    const p = await getProject(edit);
    if (p) editing = { id: p.id, values: projectToForm(p) };
  }
  return { list, q, category, editing };
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdminAction(request);
  const m = catalog.tr.adminProjects;
  return runContentAction(request, {
    texts: m,
    schema: projectSchema(m.errors),
    create: createProject,
    update: updateProject,
    remove: deleteProject,
    flag: { intent: 'toggle', field: 'visible', set: setProjectVisible, on: m.toasts.shown, off: m.toasts.hidden },
    failure: 'project action failed',
    audit: {
      session,
      entity: 'project',
      flag: { on: 'show', off: 'hide' },
      before: async (id) => {
        const p = await getProject(id);
        return p ? projectToForm(p) : undefined;
      },
    },
  });
}

export default function ProjectsTab({ loaderData }: Route.ComponentProps) {
  const { list, q, category, editing } = loaderData;
  return <ProjectsList list={list} q={q} category={category} editing={editing} />;
}
