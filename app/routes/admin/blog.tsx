import { useState } from 'react';
import { Link, useFetcher, useNavigate, useSearchParams } from 'react-router';
import ExternalLink from 'lucide-react/icons/external-link';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Star from 'lucide-react/icons/star';
import Trash2 from 'lucide-react/icons/trash';
import type { Route } from './+types/blog';
import { requireAdmin, requireAdminAction } from '~/domain/auth/guard.server';
import { createPost, deletePost, getPost, listPostsAdmin, postToForm, setPostPublished, updatePost } from '~/domain/blog/admin.server';
import { BLOG_CATEGORIES } from '~/domain/blog/constants';
import { blogPostSchema, emptyBlogForm, type BlogFormValues } from '~/domain/blog/schema';
import { fieldErrors } from '~/domain/projects/schema';
import { getSettings } from '~/domain/settings/settings.server';
import { catalog } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';
import { useAdminT } from '~/i18n/admin-context';
import { blogPostPath } from '~/i18n/routes';
import { formatDate } from '~/lib/format-date';
import { logger } from '~/server/logger.server';
import { Badge } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button';
import { useActionToast, type ToastMessage } from '~/components/ui/toast';
import { BlogEditor } from '~/components/admin/BlogEditor';
import { ConfirmDialog } from '~/components/admin/ConfirmDialog';
import { ListToolbar } from '~/components/admin/ListToolbar';
import { Pagination } from '~/components/admin/Pagination';
import { TranslationBadges } from '~/components/admin/TranslationBadges';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const q = url.searchParams.get('q')?.slice(0, 200) ?? '';
  const category = url.searchParams.get('category') ?? '';
  const page = Number(url.searchParams.get('page') ?? 1);
  const list = await listPostsAdmin({ q, category, page });
  const edit = url.searchParams.get('edit');
  let editing: { id: string | null; values: BlogFormValues; publishedSlug: string | null } | null = null;
  if (edit === 'new') editing = { id: null, values: emptyBlogForm(), publishedSlug: null };
  else if (edit) {
    const p = await getPost(edit);
    if (p) editing = { id: p.id, values: postToForm(p), publishedSlug: p.isPublished ? p.slug : null };
  }
  const settings = await getSettings();
  return { list, q, category, editing, companyName: settings.site_title };
}

type ActionResult = { ok: boolean; toast: ToastMessage; errors?: Partial<Record<string, string>> };

export async function action({ request }: Route.ActionArgs): Promise<ActionResult> {
  await requireAdminAction(request);
  const m = catalog.tr.adminBlog;
  const fail = (description: string, errors?: ActionResult['errors']): ActionResult => ({
    ok: false,
    toast: { title: m.toasts.errorTitle, description, variant: 'error' },
    errors,
  });
  let body: { intent?: string; id?: unknown; values?: unknown; published?: unknown };
  try {
    body = (await request.json()) as typeof body;
  } catch {
    return fail(m.toasts.errorGeneric);
  }
  const id = typeof body.id === 'string' && body.id ? body.id : null;
  try {
    switch (body.intent) {
      case 'save': {
        const parsed = blogPostSchema(m.errors).safeParse(body.values);
        if (!parsed.success) return fail(m.errors.summary, fieldErrors(parsed.error));
        if (id) {
          const updated = await updatePost(id, parsed.data);
          return updated ? { ok: true, toast: { title: m.toasts.updated } } : fail(m.errors.notFound);
        }
        await createPost(parsed.data);
        return { ok: true, toast: { title: m.toasts.created } };
      }
      case 'publish': {
        const published = body.published === true;
        if (!id || !(await setPostPublished(id, published))) return fail(m.errors.notFound);
        return { ok: true, toast: { title: published ? m.toasts.published : m.toasts.unpublished } };
      }
      case 'delete': {
        if (!id || !(await deletePost(id))) return fail(m.errors.notFound);
        return { ok: true, toast: { title: m.toasts.deleted } };
      }
      default:
        return fail(m.toasts.errorGeneric);
    }
  } catch (err) {
    logger().error({ err }, 'blog action failed');
    return fail(err instanceof Error ? err.message : m.toasts.errorGeneric);
  }
}

function RowActions({ id, title, slug, published }: { id: string; title: string; slug: string; published: boolean }) {
  const m = useAdminT().adminBlog;
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
        aria-label={fmt(published ? m.actions.unpublishLabel : m.actions.publishLabel, { title })}
        title={published ? m.actions.unpublish : m.actions.publish}
        onClick={() => fetcher.submit({ intent: 'publish', id, published: !published }, { method: 'post', encType: 'application/json' })}
      >
        {published ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
      </button>
      {published ? (
        <a
          href={blogPostPath(slug, 'tr')}
          target="_blank"
          rel="noopener"
          className={buttonClass('ghost', 'sm', 'px-2')}
          title={m.actions.view}
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">{m.actions.view}</span>
        </a>
      ) : null}
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

export default function BlogTab({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const m = t.adminBlog;
  const { list, q, category, editing, companyName } = loaderData;
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
  const categories = BLOG_CATEGORIES.map((c) => ({ value: c, label: t.blog.categories[c] }));

  return (
    <section aria-labelledby="blog-title" className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="blog-title" className="text-xl font-semibold text-slate-900">
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
        <table className="w-full min-w-[52rem] text-left text-sm">
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
                {m.table.published}
              </th>
              <th scope="col" className="px-3 py-3">
                {m.table.featured}
              </th>
              <th scope="col" className="px-3 py-3">
                {m.table.publishDate}
              </th>
              <th scope="col" className="px-3 py-3">
                {m.table.translation}
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                {m.table.actions}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {list.rows.map((p) => (
              <tr key={p.id} data-post-id={p.id} className="align-middle">
                <td className="max-w-xs px-4 py-3">
                  <p className="truncate font-medium text-slate-900">{p.titleTr}</p>
                  <p className="truncate text-xs text-slate-500">
                    <span lang="en">{p.titleEn}</span> · <span className="font-mono">/{p.slug}</span>
                  </p>
                </td>
                <td className="px-3 py-3 text-slate-700">{t.blog.categories[p.category]}</td>
                <td className="px-3 py-3">
                  {p.isPublished ? <Badge tone="green">{m.table.live}</Badge> : <Badge tone="slate">{m.table.draft}</Badge>}
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
                <td className="px-3 py-3 whitespace-nowrap text-slate-700">
                  {p.publishDate ? formatDate(new Date(p.publishDate)) : m.table.noDate}
                </td>
                <td className="px-3 py-3">
                  <TranslationBadges status={p.translation} />
                </td>
                <td className="px-4 py-2">
                  <RowActions id={p.id} title={p.titleTr} slug={p.slug} published={p.isPublished} />
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

      {editing ? (
        <BlogEditor
          key={editing.id ?? 'new'}
          id={editing.id}
          initial={editing.values}
          publishedSlug={editing.publishedSlug}
          companyName={companyName}
          onClose={close}
        />
      ) : null}
    </section>
  );
}
