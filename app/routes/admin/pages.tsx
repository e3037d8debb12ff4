import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { Dialog } from 'radix-ui';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import ExternalLink from 'lucide-react/icons/external-link';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import X from 'lucide-react/icons/x';
import type { Route } from './+types/pages';
import { requireAdmin, requireAdminAction } from '~/domain/auth/guard.server';
import { createPage, deletePage, DuplicateSlugError, getPage, listPages, setPageStatus, updatePage } from '~/domain/pages/pages.server';
import { META_DESCRIPTION_HINT, pageInputSchema, slugify, type PageStatus } from '~/domain/pages/schema';
import { staticPagePath } from '~/i18n/routes';
import type { Lang } from '~/i18n/lang';
import { formatDateTime } from '~/lib/format-date';
import { logger } from '~/server/logger.server';
import { catalog } from '~/i18n/catalog';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Field, Input, Select, Textarea } from '~/components/ui/field';
import { cn } from '~/components/ui/cn';
import { ConfirmButton, EmptyState, PageHeader, TableFrame, td, th, useResultToast, type ActionResult } from '~/components/admin/ops';
import { readFormData } from '~/server/http/body.server';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  try {
    const pages = await listPages();
    return {
      loadError: false,
      pages: pages.map((p) => ({
        id: p.id,
        title: p.title,
        slug: p.slug,
        content: p.content,
        metaDescription: p.metaDescription ?? '',
        status: p.status,
        language: p.language,
        updated: formatDateTime(p.updatedAt, 'tr'),
        iso: p.updatedAt.toISOString(),
      })),
    };
  } catch (err) {
    logger().error({ err }, 'pages could not be loaded');
    return { loadError: true, pages: [] };
  }
}

export async function action({ request }: Route.ActionArgs): Promise<ActionResult> {
  await requireAdminAction(request);
  const t = catalog.tr;
  const m = t.adminPages;
  const form = await readFormData(request);
  const intent = form.get('intent');
  const id = String(form.get('id') ?? '');
  const error = (description: string): ActionResult => ({
    ok: false,
    at: Date.now(),
    toast: { title: t.adminOps.errorTitle, description, variant: 'error' },
  });

  if (intent === 'save') {
    const parsed = pageInputSchema(m.validation).safeParse({
      title: form.get('title') ?? '',
      slug: form.get('slug') ?? '',
      content: form.get('content') ?? '',
      meta_description: form.get('meta_description') ?? '',
      status: form.get('status'),
      language: form.get('language'),
    });
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        errors[key] ??= issue.message;
      }
      return { ok: false, at: Date.now(), errors };
    }
    try {
      if (id) {
        if (!(await updatePage(id, parsed.data))) return error(m.toasts.error);
        return { ok: true, at: Date.now(), toast: { title: t.adminOps.successTitle, description: m.toasts.updated } };
      }
      await createPage(parsed.data);
      return { ok: true, at: Date.now(), toast: { title: t.adminOps.successTitle, description: m.toasts.created } };
    } catch (err) {
      if (err instanceof DuplicateSlugError) return { ok: false, at: Date.now(), errors: { slug: m.validation.slugTaken } };
      logger().error({ err, id }, 'page save failed');
      return error(m.toasts.error);
    }
  }

  if (intent === 'status') {
    const status: PageStatus = form.get('status') === 'published' ? 'published' : 'draft';
    try {
      if (!(await setPageStatus(id, status))) throw new Error('not found');
      return {
        ok: true,
        at: Date.now(),
        toast: { title: t.adminOps.successTitle, description: status === 'published' ? m.toasts.published : m.toasts.unpublished },
      };
    } catch (err) {
      logger().warn({ err, id }, 'page status update failed');
      return error(m.toasts.statusError);
    }
  }

  if (intent === 'delete') {
    try {
      if (!(await getPage(id)) || !(await deletePage(id))) throw new Error('not found');
      return { ok: true, at: Date.now(), toast: { title: t.adminOps.successTitle, description: m.toasts.deleted } };
    } catch (err) {
      logger().warn({ err, id }, 'page delete failed');
      return error(m.toasts.deleteError);
    }
  }
  return error(m.toasts.error);
}

type PageItem = Route.ComponentProps['loaderData']['pages'][number];

function PageForm({ page, onDone }: { page?: PageItem; onDone: () => void }) {
  const t = useAdminT();
  const m = t.adminPages;
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const [title, setTitle] = useState(page?.title ?? '');
  const [slug, setSlug] = useState(page?.slug ?? '');
  const [slugTouched, setSlugTouched] = useState(!!page);
  const [language, setLanguage] = useState<Lang>(page?.language ?? 'tr');
  const [meta, setMeta] = useState(page?.metaDescription ?? '');
  const errors = fetcher.data?.errors ?? {};
  const busy = fetcher.state !== 'idle';

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) onDone();
  }, [fetcher.state, fetcher.data, onDone]);

  return (
    <fetcher.Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value="save" />
      {page ? <input type="hidden" name="id" value={page.id} /> : null}
      <Field label={m.form.title} error={errors.title}>
        {(p) => (
          <Input
            {...p}
            name="title"
            value={title}
            required
            maxLength={200}
            onChange={(e) => {
              setTitle(e.target.value);
              if (!slugTouched) setSlug(slugify(e.target.value));
            }}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={m.form.language}>
          {(p) => (
            <Select {...p} name="language" value={language} onChange={(e) => setLanguage(e.target.value === 'en' ? 'en' : 'tr')}>
              <option value="tr">{m.languages.tr}</option>
              <option value="en">{m.languages.en}</option>
            </Select>
          )}
        </Field>
        <Field label={m.form.status}>
          {(p) => (
            <Select {...p} name="status" defaultValue={page?.status ?? 'draft'}>
              <option value="draft">{m.status.draft}</option>
              <option value="published">{m.status.published}</option>
            </Select>
          )}
        </Field>
      </div>
      <Field label={m.form.slug} error={errors.slug} hint={fmt(m.form.slugHint, { path: staticPagePath(slug || '…', language) })}>
        {(p) => (
          <Input
            {...p}
            name="slug"
            value={slug}
            required
            maxLength={120}
            spellCheck={false}
            autoCapitalize="none"
            onChange={(e) => {
              setSlugTouched(true);
              setSlug(e.target.value);
            }}
          />
        )}
      </Field>
      <Field
        label={m.form.metaDescription}
        error={errors.meta_description}
        hint={
          <span className={cn(meta.length > META_DESCRIPTION_HINT && 'font-medium text-amber-800')}>
            {fmt(meta.length > META_DESCRIPTION_HINT ? m.form.metaTooLong : m.form.metaHint, { n: meta.length })}
          </span>
        }
      >
        {(p) => <Textarea {...p} name="meta_description" value={meta} onChange={(e) => setMeta(e.target.value)} rows={2} maxLength={400} />}
      </Field>
      <Field label={m.form.content} error={errors.content}>
        {(p) => <Textarea {...p} name="content" defaultValue={page?.content ?? ''} required rows={12} className="font-mono text-[13px]" />}
      </Field>
      <div className="flex justify-end gap-2 pt-2">
        <Dialog.Close asChild>
          <Button variant="outline">{t.adminOps.cancel}</Button>
        </Dialog.Close>
        <Button type="submit" disabled={busy}>
          {busy ? t.adminOps.saving : page ? m.form.submitUpdate : m.form.submitCreate}
        </Button>
      </div>
    </fetcher.Form>
  );
}

function PageDialog({ page, trigger }: { page?: PageItem; trigger: React.ReactNode }) {
  const t = useAdminT();
  const m = t.adminPages;
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-slate-900">{page ? m.form.editTitle : m.form.createTitle}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">{m.form.description}</Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t.adminOps.close}>
                <X className="size-4" aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          {open ? <PageForm page={page} onDone={() => setOpen(false)} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function RowActions({ page }: { page: PageItem }) {
  const t = useAdminT();
  const m = t.adminPages;
  const status = useFetcher<ActionResult>();
  const del = useFetcher<ActionResult>();
  useResultToast(status.data);
  useResultToast(del.data);
  const published = page.status === 'published';
  return (
    <div className="flex justify-end gap-1">
      <Button
        variant="outline"
        size="sm"
        disabled={status.state !== 'idle'}
        title={fmt(m.table.toggleLabel, { title: page.title })}
        onClick={() => status.submit({ intent: 'status', id: page.id, status: published ? 'draft' : 'published' }, { method: 'post' })}
      >
        {published ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
        {published ? m.table.unpublish : m.table.publish}
      </Button>
      <PageDialog
        page={page}
        trigger={
          <Button variant="ghost" size="sm" aria-label={fmt(m.table.editLabel, { title: page.title })}>
            <Pencil className="size-4" aria-hidden="true" />
          </Button>
        }
      />
      <ConfirmButton
        title={m.confirmDelete.title}
        message={fmt(m.confirmDelete.message, { title: page.title })}
        confirmLabel={t.adminOps.delete}
        triggerLabel={fmt(m.table.deleteLabel, { title: page.title })}
        disabled={del.state !== 'idle'}
        onConfirm={() => del.submit({ intent: 'delete', id: page.id }, { method: 'post' })}
      >
        <Trash2 className="size-4 text-red-700" aria-hidden="true" />
      </ConfirmButton>
    </div>
  );
}

export default function Pages({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const m = t.adminPages;
  const { pages, loadError } = loaderData;
  return (
    <div>
      <PageHeader
        title={m.title}
        description={m.description}
        actions={
          <PageDialog
            trigger={
              <Button>
                <Plus className="size-4" aria-hidden="true" />
                {m.add}
              </Button>
            }
          />
        }
      />
      {loadError ? (
        <p role="alert" className="mb-6 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {m.toasts.error}
        </p>
      ) : null}
      {pages.length === 0 ? (
        loadError ? null : (
          <EmptyState>{m.table.empty}</EmptyState>
        )
      ) : (
        <TableFrame>
          <table className="min-w-full divide-y divide-slate-200">
            <caption className="sr-only">{m.table.caption}</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={th}>
                  {m.table.title}
                </th>
                <th scope="col" className={th}>
                  {m.table.address}
                </th>
                <th scope="col" className={th}>
                  {m.table.status}
                </th>
                <th scope="col" className={`${th} hidden lg:table-cell`}>
                  {m.table.updated}
                </th>
                <th scope="col" className={th}>
                  <span className="sr-only">{m.table.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 bg-white [&_td]:align-middle">
              {pages.map((p) => {
                const path = staticPagePath(p.slug, p.language);
                return (
                  <tr key={p.id} data-testid="page-row">
                    <td className={`${td} font-medium text-slate-900`}>
                      {p.title}
                      <span className="ml-2 text-xs font-normal text-slate-500 uppercase">{p.language}</span>
                    </td>
                    <td className={`${td} whitespace-nowrap`}>
                      {p.status === 'published' ? (
                        <a
                          href={path}
                          target="_blank"
                          rel="noopener"
                          className="inline-flex items-center gap-1 text-accent-800 hover:underline"
                        >
                          {path}
                          <ExternalLink className="size-3.5" aria-hidden="true" />
                          <span className="sr-only">{m.table.view}</span>
                        </a>
                      ) : (
                        <span className="text-slate-600">{path}</span>
                      )}
                    </td>
                    <td className={td}>
                      <Badge tone={p.status === 'published' ? 'green' : 'slate'}>{m.status[p.status]}</Badge>
                    </td>
                    <td className={`${td} hidden whitespace-nowrap lg:table-cell`}>
                      <time dateTime={p.iso}>{p.updated}</time>
                    </td>
                    <td className={td}>
                      <RowActions page={p} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableFrame>
      )}
    </div>
  );
}
