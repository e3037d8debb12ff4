import UserCheck from 'lucide-react/icons/user-check';
import Users from 'lucide-react/icons/users';
import UserX from 'lucide-react/icons/user-x';
import type { Route } from './+types/newsletter';
import { adminSession, done, runAdminAction } from '~/domain/auth/index.server';
import { canOpen } from '~/domain/auth/index';
import { listSubscribers, removeSubscriber, subscriberCounts } from '~/domain/newsletter/index.server';
import { parseSubscriberFilter } from '~/domain/newsletter/index';
import { formatDateTime } from '~/lib/format-date';
import { logger } from '~/server/logger.server';
import { catalog } from '~/i18n/catalog';
import { useAdminT } from '~/i18n/admin-context';
import { CsvLink, PageHeader, StatCard, type ActionResult } from '~/components/admin/AdminKit';
import { SubscribersTable, type SubscriberItem } from '~/components/admin/newsletter/SubscribersTable';
import { NewsletterSubNav, SUBSCRIBERS_CSV_PATH } from '~/components/admin/SectionNavs';

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await adminSession({ request, context });
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  const filter = parseSubscriberFilter(url.searchParams.get('status'));
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  // The addresses are personal data: listed only to a role the access table lets download them (owners).
  const mayList = canOpen(session.role, SUBSCRIBERS_CSV_PATH);
  try {
    const [list, counts] = await Promise.all([
      mayList ? listSubscribers({ q, filter, page }) : { total: 0, items: [] },
      subscriberCounts(),
    ]);
    return {
      mayList,
      q,
      filter,
      page,
      total: list.total,
      counts,
      items: list.items.map((s) => ({
        id: s.id,
        email: s.email,
        isActive: s.isActive,
        language: s.language,
        sourcePage: s.sourcePage,
        date: formatDateTime(s.createdAt, 'tr'),
        iso: s.createdAt.toISOString(),
      })) satisfies SubscriberItem[],
    };
  } catch (err) {
    // docs/product-spec.md §8: a failed subscriber fetch is logged and the list stays empty.
    logger().error({ err }, 'subscribers could not be loaded');
    return { mayList, q, filter, page, total: 0, counts: { total: 0, active: 0 }, items: [] };
  }
}

export async function action(args: Route.ActionArgs): Promise<ActionResult> {
  const t = catalog.tr;
  // docs/product-spec.md §8: newsletter backend errors show 'Hata!' with the error message.
  const failed = (err: unknown): ActionResult => ({
    ok: false,
    at: Date.now(),
    toast: { title: t.adminOps.errorTitleBang, description: err instanceof Error ? err.message : String(err), variant: 'error' },
  });
  return runAdminAction<ActionResult>({
    ...args,
    unknown: () => failed(new Error('bad request')),
    failure: { log: 'subscriber removal failed', result: failed },
    intents: {
      remove: async ({ id, ok }) => {
        if (!id) throw new Error('bad request');
        if (!(await removeSubscriber(id))) throw new Error(t.adminOps.notFound);
        return done(ok(t.adminSubscribers.toasts.removed), { action: 'remove', entity: 'subscriber', entityId: id });
      },
    },
  });
}

export default function Newsletter({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const s = t.adminSubscribers;
  const { mayList, items, counts, q, filter, page, total } = loaderData;
  // The export takes the list's search and filter.
  const exportQuery = new URLSearchParams({ ...(q ? { q } : {}), ...(filter !== 'all' ? { status: filter } : {}) }).toString();
  return (
    <div>
      <NewsletterSubNav />
      <PageHeader
        title={s.title}
        description={s.description}
        actions={mayList ? <CsvLink href={exportQuery ? `${SUBSCRIBERS_CSV_PATH}?${exportQuery}` : SUBSCRIBERS_CSV_PATH} /> : undefined}
      />
      <div className="mb-6 grid grid-cols-3 gap-2 sm:gap-4">
        <StatCard label={s.stats.total} value={counts.total} testId="subscribers-total" icon={<Users className="size-4" />} />
        <StatCard
          label={s.stats.active}
          value={counts.active}
          testId="subscribers-active"
          tone="emerald"
          icon={<UserCheck className="size-4" />}
        />
        <StatCard
          label={s.stats.inactive}
          value={counts.total - counts.active}
          testId="subscribers-inactive"
          tone="amber"
          icon={<UserX className="size-4" />}
        />
      </div>
      {mayList ? (
        <SubscribersTable items={items} q={q} filter={filter} page={page} total={total} />
      ) : (
        <p data-testid="subscribers-owners-only" className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
          {s.ownersOnlyList}
        </p>
      )}
    </div>
  );
}
