import Plus from 'lucide-react/icons/plus';
import type { Route } from './+types/pages';
import { adminSession, done, runAdminAction } from '~/domain/auth/index.server';
import { baseSummary, changedFields, withFields } from '~/domain/audit/index';
import {
  createPage,
  deletePage,
  DuplicateSlugError,
  getPage,
  listPages,
  type StaticPage,
  setPageStatus,
  updatePage,
} from '~/domain/pages/index.server';
import { PAGE_LANGUAGES, pageInputSchema, TRANSLATION_FIELDS, type PageStatus } from '~/domain/pages/index';
import { formatDateTime } from '~/lib/format-date';
import { fieldErrors } from '~/lib/zod-errors';
import { logger } from '~/server/logger.server';
import { catalog } from '~/i18n/catalog';
import { useAdminT } from '~/i18n/admin-context';
import { Button } from '~/components/ui/button';
import { LoadErrorAlert, PageHeader, type ActionResult } from '~/components/admin/AdminKit';
import { PageDialog } from '~/components/admin/pages/PageDialog';
import type { PageItem } from '~/components/admin/pages/page-item';
import { PagesTable } from '~/components/admin/pages/PagesTable';
import { staffOrigin } from '~/server/http/origin.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  await adminSession({ request, context });
  // The public address the editor's slug hint shows (https://<site>/sayfa/<slug>).
  const origin = staffOrigin(request);
  try {
    const pages = await listPages();
    return {
      loadError: false,
      origin,
      pages: pages.map((p) => ({
        id: p.id,
        status: p.status,
        inHeader: p.inHeader,
        inFooter: p.inFooter,
        isCareers: p.isCareers,
        translations: Object.fromEntries(
          Object.values(p.translations).map((t) => [
            t.language,
            { title: t.title, slug: t.slug, content: t.content, metaDescription: t.metaDescription ?? '' },
          ]),
        ),
        updated: formatDateTime(p.updatedAt, 'tr'),
        iso: p.updatedAt.toISOString(),
      })) satisfies PageItem[],
    };
  } catch (err) {
    logger().error({ err }, 'pages could not be loaded');
    return { loadError: true, origin, pages: [] };
  }
}

/** A stored page in the save form's shape (the audit log's diff). */
function pageValues(p: StaticPage): Record<string, unknown> {
  const v: Record<string, unknown> = { status: p.status, in_header: p.inHeader, in_footer: p.inFooter, is_careers: p.isCareers };
  for (const lang of PAGE_LANGUAGES) {
    const tr = p.translations[lang];
    v[`title_${lang}`] = tr?.title ?? '';
    v[`slug_${lang}`] = tr?.slug ?? '';
    v[`content_${lang}`] = tr?.content ?? '';
    v[`meta_description_${lang}`] = tr?.metaDescription ?? '';
  }
  return v;
}

export async function action(args: Route.ActionArgs): Promise<ActionResult> {
  const m = catalog.tr.adminPages;
  return runAdminAction<ActionResult>({
    ...args,
    error: m.toasts.error,
    intents: {
      save: async ({ id, form, ok, fail: error }) => {
        const fields: Record<string, unknown> = { status: form.get('status') };
        for (const lang of PAGE_LANGUAGES) {
          for (const f of TRANSLATION_FIELDS) fields[`${f}_${lang}`] = form.get(`${f}_${lang}`) ?? '';
        }
        for (const f of ['in_header', 'in_footer', 'is_careers']) fields[f] = form.get(f);
        const parsed = pageInputSchema(m.validation).safeParse(fields);
        if (!parsed.success) return { ok: false, at: Date.now(), errors: fieldErrors(parsed.error) };
        try {
          if (id) {
            const before = await getPage(id);
            if (!(await updatePage(id, parsed.data))) return error(m.toasts.error);
            const changed = changedFields(before ? pageValues(before) : undefined, parsed.data);
            return done(ok(m.toasts.updated), {
              action: 'update',
              entity: 'page',
              entityId: id,
              summary: withFields(baseSummary('update', 'page'), changed),
            });
          }
          const created = await createPage(parsed.data);
          return done(ok(m.toasts.created), { action: 'create', entity: 'page', entityId: created.id });
        } catch (err) {
          if (err instanceof DuplicateSlugError)
            return { ok: false, at: Date.now(), errors: { [`slug_${err.language}`]: m.validation.slugTaken } };
          logger().error({ err, id }, 'page save failed');
          return error(m.toasts.error);
        }
      },
      status: async ({ id, form, ok, fail: error }) => {
        const status: PageStatus = form.get('status') === 'published' ? 'published' : 'draft';
        try {
          if (!(await setPageStatus(id, status))) throw new Error('not found');
          const published = status === 'published';
          return done(ok(published ? m.toasts.published : m.toasts.unpublished), {
            action: published ? 'publish' : 'unpublish',
            entity: 'page',
            entityId: id,
          });
        } catch (err) {
          logger().warn({ err, id }, 'page status update failed');
          return error(m.toasts.statusError);
        }
      },
      delete: async ({ id, ok, fail: error }) => {
        try {
          if (!(await getPage(id)) || !(await deletePage(id))) throw new Error('not found');
          return done(ok(m.toasts.deleted), { action: 'delete', entity: 'page', entityId: id });
        } catch (err) {
          logger().warn({ err, id }, 'page delete failed');
          return error(m.toasts.deleteError);
        }
      },
    },
  });
}

export default function Pages({ loaderData }: Route.ComponentProps) {
  const m = useAdminT().adminPages;
  const { pages, loadError, origin } = loaderData;
  return (
    <div>
      <PageHeader
        title={m.title}
        description={m.description}
        actions={
          <PageDialog
            origin={origin}
            trigger={
              <Button>
                <Plus className="size-4" aria-hidden="true" />
                {m.add}
              </Button>
            }
          />
        }
      />
      {loadError ? <LoadErrorAlert text={m.toasts.error} /> : null}
      <PagesTable pages={pages} loadError={loadError} origin={origin} />
    </div>
  );
}
