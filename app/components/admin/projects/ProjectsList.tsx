import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { PROJECT_CATEGORIES, type ProjectCategory, type ProjectStatus, type ProjectFormValues } from '~/domain/projects/index';
import { useAdminT } from '~/i18n/admin-context';
import { formatDate } from '~/lib/format-date';
import { Badge } from '~/components/ui/badge';
import { PROJECT_STATUS_TONE } from './status-tone';
import { cn } from '~/components/ui/cn';
import { ProjectEditor } from './ProjectEditor';
import { ContentListScreen } from '~/components/admin/list/ContentListScreen';
import { contentColumns } from '~/components/admin/list/content-columns';

/** A project in the admin list (domain/projects/admin.server.ts, listProjectsAdmin). */
export interface ProjectListItem {
  id: string;
  titleTr: string;
  titleEn: string;
  category: ProjectCategory;
  status: ProjectStatus;
  isActive: boolean;
  isFeatured: boolean;
  updatedAt: string;
  translation: { tr: boolean; en: boolean };
}

/** Admin → Projeler: the searchable project list with its row actions, and the project editor. */
export function ProjectsList({
  list,
  q,
  category,
  editing,
}: {
  list: { rows: ProjectListItem[]; total: number; page: number; pages: number };
  q: string;
  category: string;
  editing: { id: string | null; values: ProjectFormValues } | null;
}) {
  const t = useAdminT();
  const m = t.adminProjects;
  return (
    <ContentListScreen
      id="projects"
      t={m}
      q={q}
      category={category}
      categories={PROJECT_CATEGORIES.map((c) => ({ value: c, label: t.projects.categories[c] }))}
      list={list}
      minWidth="min-w-[56rem]"
      rowKey={(p) => p.id}
      rowProps={(p) => ({ 'data-project-id': p.id, className: cn('align-middle', !p.isActive && 'bg-slate-50/70') })}
      columns={[
        contentColumns.title<ProjectListItem>(m.table.title, (p) => (
          <p className="truncate text-xs text-slate-500" lang="en">
            {p.titleEn}
          </p>
        )),
        contentColumns.plain<ProjectListItem>(m.table.category, (p) => t.projects.categories[p.category]),
        contentColumns.badge<ProjectListItem>(m.table.status, (p) => (
          <Badge tone={PROJECT_STATUS_TONE[p.status]}>{t.projects.statuses[p.status]}</Badge>
        )),
        contentColumns.badge<ProjectListItem>(m.table.visibility, (p) =>
          p.isActive ? (
            <span className="inline-flex items-center gap-1 text-emerald-800">
              <Eye className="size-4" aria-hidden="true" />
              {m.table.visible}
            </span>
          ) : (
            <span className="inline-flex items-center gap-1 text-slate-500">
              <EyeOff className="size-4" aria-hidden="true" />
              {m.table.hidden}
            </span>
          ),
        ),
        contentColumns.featured<ProjectListItem>(m),
        contentColumns.translation<ProjectListItem>(m.table.translation),
        contentColumns.plain<ProjectListItem>(m.table.updated, (p) => formatDate(new Date(p.updatedAt)), true),
        contentColumns.actions<ProjectListItem>(m, (p) => ({
          on: p.isActive,
          label: p.isActive ? m.actions.hideLabel : m.actions.showLabel,
          title: p.isActive ? m.actions.hide : m.actions.show,
          body: { intent: 'toggle', visible: !p.isActive },
        })),
      ]}
      editor={(close) =>
        editing ? <ProjectEditor key={editing.id ?? 'new'} id={editing.id} initial={editing.values} open onClose={close} /> : null
      }
    />
  );
}
