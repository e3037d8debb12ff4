import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { PROJECT_CATEGORIES, type ProjectCategory, type ProjectStatus } from '~/domain/projects/constants';
import type { ProjectFormValues } from '~/domain/projects/schema';
import { useAdminT } from '~/i18n/admin-context';
import { formatDate } from '~/lib/format-date';
import { Badge, type BadgeTone } from '~/components/ui/badge';
import { cn } from '~/components/ui/cn';
import { ProjectEditor } from '~/components/admin/ProjectEditor';
import { TranslationBadges } from '~/components/admin/TranslationBadges';
import { ContentListScreen } from '~/components/admin/list/ContentListScreen';
import { ContentRowActions } from '~/components/admin/list/ContentRowActions';
import { FeaturedMark } from '~/components/admin/list/FeaturedMark';

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

const STATUS_TONE: Record<ProjectStatus, BadgeTone> = {
  active: 'green',
  beta: 'blue',
  development: 'amber',
  research: 'purple',
  planned: 'slate',
  stopped: 'red',
};

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
        {
          header: m.table.title,
          thClassName: 'px-4 py-3',
          tdClassName: 'max-w-xs px-4 py-3',
          cell: (p) => (
            <>
              <p className="truncate font-medium text-slate-900">{p.titleTr}</p>
              <p className="truncate text-xs text-slate-500" lang="en">
                {p.titleEn}
              </p>
            </>
          ),
        },
        {
          header: m.table.category,
          thClassName: 'px-3 py-3',
          tdClassName: 'px-3 py-3 text-slate-700',
          cell: (p) => t.projects.categories[p.category],
        },
        {
          header: m.table.status,
          thClassName: 'px-3 py-3',
          tdClassName: 'px-3 py-3',
          cell: (p) => <Badge tone={STATUS_TONE[p.status]}>{t.projects.statuses[p.status]}</Badge>,
        },
        {
          header: m.table.visibility,
          thClassName: 'px-3 py-3',
          tdClassName: 'px-3 py-3',
          cell: (p) =>
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
        },
        {
          header: m.table.featured,
          thClassName: 'px-3 py-3',
          tdClassName: 'px-3 py-3',
          cell: (p) => <FeaturedMark featured={p.isFeatured} yes={m.table.yes} no={m.table.no} />,
        },
        {
          header: m.table.translation,
          thClassName: 'px-3 py-3',
          tdClassName: 'px-3 py-3',
          cell: (p) => <TranslationBadges status={p.translation} />,
        },
        {
          header: m.table.updated,
          thClassName: 'px-3 py-3',
          tdClassName: 'px-3 py-3 whitespace-nowrap text-slate-700',
          cell: (p) => formatDate(new Date(p.updatedAt)),
        },
        {
          header: m.table.actions,
          actions: true,
          thClassName: 'px-4 py-3 text-right',
          tdClassName: 'px-4 py-2',
          cell: (p) => (
            <ContentRowActions
              id={p.id}
              title={p.titleTr}
              t={m}
              on={p.isActive}
              toggle={{
                label: p.isActive ? m.actions.hideLabel : m.actions.showLabel,
                title: p.isActive ? m.actions.hide : m.actions.show,
                body: { intent: 'toggle', visible: !p.isActive },
              }}
            />
          ),
        },
      ]}
      editor={(close) =>
        editing ? <ProjectEditor key={editing.id ?? 'new'} id={editing.id} initial={editing.values} open onClose={close} /> : null
      }
    />
  );
}
