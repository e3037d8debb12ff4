import { useState } from 'react';
import { Link, useFetcher, useNavigate, useSearchParams } from 'react-router';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Star from 'lucide-react/icons/star';
import Trash2 from 'lucide-react/icons/trash';
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
import { PROJECT_CATEGORIES, type ProjectStatus } from '~/domain/projects/constants';
import { emptyProjectForm, fieldErrors, projectSchema } from '~/domain/projects/schema';
import { catalog } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';
import { useAdminT } from '~/i18n/admin-context';
import { formatDate } from '~/lib/format-date';
import { logger } from '~/server/logger.server';
import { Badge, type BadgeTone } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { useActionToast, type ToastMessage } from '~/components/ui/toast';
import { ConfirmDialog } from '~/components/admin/ConfirmDialog';
import { ListToolbar } from '~/components/admin/ListToolbar';
import { Pagination } from '~/components/admin/Pagination';
import { ProjectEditor } from '~/components/admin/ProjectEditor';
import { TranslationBadges } from '~/components/admin/TranslationBadges';

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

type ActionResult = { ok: boolean; toast: ToastMessage; errors?: Partial<Record<string, string>> };

export async function action({ request }: Route.ActionArgs): Promise<ActionResult> {
  await requireAdminAction(request);
  const m = catalog.tr.adminProjects;
  const fail = (description: string, errors?: ActionResult['errors']): ActionResult => ({
    ok: false,
    toast: { title: m.toasts.errorTitle, description, variant: 'error' },
    errors,
  });
  let body: { intent?: string; id?: unknown; values?: unknown; visible?: unknown };
  try {
    body = (await request.json()) as typeof body;
  } catch {
    return fail(m.toasts.errorGeneric);
  }
  const id = typeof body.id === 'string' && body.id ? body.id : null;
  try {
    switch (body.intent) {
      case 'save': {
        const parsed = projectSchema(m.errors).safeParse(body.values);
        if (!parsed.success) return fail(m.errors.summary, fieldErrors(parsed.error));
        if (id) {
          const updated = await updateProject(id, parsed.data);
          return updated ? { ok: true, toast: { title: m.toasts.updated } } : fail(m.errors.notFound);
        }
        await createProject(parsed.data);
        return { ok: true, toast: { title: m.toasts.created } };
      }
      case 'toggle': {
        const visible = body.visible === true;
        if (!id || !(await setProjectVisible(id, visible))) return fail(m.errors.notFound);
        return { ok: true, toast: { title: visible ? m.toasts.shown : m.toasts.hidden } };
      }
      case 'delete': {
        if (!id || !(await deleteProject(id))) return fail(m.errors.notFound);
        return { ok: true, toast: { title: m.toasts.deleted } };
      }
      default:
        return fail(m.toasts.errorGeneric);
    }
  } catch (err) {
    logger().error({ err }, 'project action failed');
    return fail(err instanceof Error ? err.message : m.toasts.errorGeneric);
  }
}

const STATUS_TONE: Record<ProjectStatus, BadgeTone> = {
  active: 'green',
  beta: 'blue',
  development: 'amber',
  research: 'purple',
  planned: 'slate',
  stopped: 'red',
};

function RowActions({ id, title, visible }: { id: string; title: string; visible: boolean }) {
  const m = useAdminT().adminProjects;
  const fetcher = useFetcher<ActionResult>();
  const [confirm, setConfirm] = useState(false);
  const [searchParams] = useSearchParams();
  useActionToast(fetcher.data);
  const editParams = new URLSearchParams(searchParams);
  editParams.set('edit', id);
  const busy = fetcher.state !== 'idle';
  return (
    <div className="flex justify-end gap-1">
      <Link
        to={`?${editParams}`}
        preventScrollReset
        className={buttonClass('ghost', 'sm', 'px-2')}
        aria-label={fmt(m.actions.editLabel, { title })}
        title={m.actions.edit}
      >
        <Pencil className="size-4" aria-hidden="true" />
      </Link>
      <button
        type="button"
        disabled={busy}
        className={buttonClass('ghost', 'sm', 'px-2')}
        aria-label={fmt(visible ? m.actions.hideLabel : m.actions.showLabel, { title })}
        title={visible ? m.actions.hide : m.actions.show}
        onClick={() => fetcher.submit({ intent: 'toggle', id, visible: !visible }, { method: 'post', encType: 'application/json' })}
      >
        {visible ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
      </button>
      <button
        type="button"
        disabled={busy}
        className={buttonClass('ghost', 'sm', 'px-2 text-red-700 hover:bg-red-50')}
        aria-label={fmt(m.actions.deleteLabel, { title })}
        title={m.actions.delete}
        onClick={() => setConfirm(true)}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={m.confirmDelete.title}
        message={m.confirmDelete.message}
        confirmLabel={m.confirmDelete.confirm}
        cancelLabel={m.confirmDelete.cancel}
        onConfirm={() => fetcher.submit({ intent: 'delete', id }, { method: 'post', encType: 'application/json' })}
      />
    </div>
  );
}

export default function ProjectsTab({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const m = t.adminProjects;
  const { list, q, category, editing } = loaderData;
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const close = () => {
    const params = new URLSearchParams(searchParams);
    params.delete('edit');
    const s = params.toString();
    void navigate(s ? `?${s}` : '?', { replace: true, preventScrollReset: true });
  };
  const newParams = new URLSearchParams(searchParams);
  newParams.set('edit', 'new');
  const categories = PROJECT_CATEGORIES.map((c) => ({ value: c, label: t.projects.categories[c] }));

  return (
    <section aria-labelledby="projects-title" className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="projects-title" className="text-xl font-semibold text-slate-900">
            {m.title}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">{m.description}</p>
        </div>
        <Link to={`?${newParams}`} preventScrollReset className={buttonClass('primary', 'md', 'shrink-0')}>
          <Plus className="size-4" aria-hidden="true" />
          {m.add}
        </Link>
      </div>

      <ListToolbar key={`${q}|${category}`} q={q} category={category} categories={categories} t={m.search} />

      <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full min-w-[56rem] text-left text-sm">
          <caption className="sr-only">{m.table.caption}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                {m.table.title}
              </th>
              <th scope="col" className="px-3 py-3">
                {m.table.category}
              </th>
              <th scope="col" className="px-3 py-3">
                {m.table.status}
              </th>
              <th scope="col" className="px-3 py-3">
                {m.table.visibility}
              </th>
              <th scope="col" className="px-3 py-3">
                {m.table.featured}
              </th>
              <th scope="col" className="px-3 py-3">
                {m.table.translation}
              </th>
              <th scope="col" className="px-3 py-3">
                {m.table.updated}
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                {m.table.actions}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {list.rows.map((p) => (
              <tr key={p.id} data-project-id={p.id} className={cn('align-middle', !p.isActive && 'bg-slate-50/70')}>
                <td className="max-w-xs px-4 py-3">
                  <p className="truncate font-medium text-slate-900">{p.titleTr}</p>
                  <p className="truncate text-xs text-slate-500" lang="en">
                    {p.titleEn}
                  </p>
                </td>
                <td className="px-3 py-3 text-slate-700">{t.projects.categories[p.category]}</td>
                <td className="px-3 py-3">
                  <Badge tone={STATUS_TONE[p.status]}>{t.projects.statuses[p.status]}</Badge>
                </td>
                <td className="px-3 py-3">
                  {p.isActive ? (
                    <span className="inline-flex items-center gap-1 text-emerald-800">
                      <Eye className="size-4" aria-hidden="true" />
                      {m.table.visible}
                    </span>
                  ) : (
                    <span className="inline-flex items-center gap-1 text-slate-500">
                      <EyeOff className="size-4" aria-hidden="true" />
                      {m.table.hidden}
                    </span>
                  )}
                </td>
                <td className="px-3 py-3">
                  {p.isFeatured ? (
                    <span className="inline-flex items-center gap-1 text-amber-800">
                      <Star className="size-4 fill-current" aria-hidden="true" />
                      {m.table.yes}
                    </span>
                  ) : (
                    <span className="text-slate-500">{m.table.no}</span>
                  )}
                </td>
                <td className="px-3 py-3">
                  <TranslationBadges status={p.translation} />
                </td>
                <td className="px-3 py-3 whitespace-nowrap text-slate-700">{formatDate(new Date(p.updatedAt))}</td>
                <td className="px-4 py-2">
                  <RowActions id={p.id} title={p.titleTr} visible={p.isActive} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {list.rows.length === 0 ? (
          <p className="px-4 py-10 text-center text-sm text-slate-600">{q || category ? m.table.noMatch : m.table.empty}</p>
        ) : null}
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">{fmt(m.table.total, { n: list.total })}</p>
        <Pagination page={list.page} pages={list.pages} />
      </div>

      {editing ? <ProjectEditor key={editing.id ?? 'new'} id={editing.id} initial={editing.values} open onClose={close} /> : null}
    </section>
  );
}
