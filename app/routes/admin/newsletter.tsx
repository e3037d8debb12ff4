import { Form, Link, useFetcher } from 'react-router';
import Download from 'lucide-react/icons/download';
import Search from 'lucide-react/icons/search';
import UserMinus from 'lucide-react/icons/user-minus';
import UserCheck from 'lucide-react/icons/user-check';
import Users from 'lucide-react/icons/users';
import UserX from 'lucide-react/icons/user-x';
import type { Route } from './+types/newsletter';
import { requireAdmin, requireAdminAction } from '~/domain/auth/guard.server';
import { listSubscribers, removeSubscriber, subscriberCounts } from '~/domain/newsletter/admin.server';
import { SUBSCRIBERS_PAGE_SIZE, type SubscriberFilter } from '~/domain/newsletter/admin-constants';
import { formatDateTime } from '~/lib/format-date';
import { logger } from '~/server/logger.server';
import { catalog } from '~/i18n/catalog';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { Badge } from '~/components/ui/badge';
import { Button, buttonClass } from '~/components/ui/button';
import { Input, Label, Select } from '~/components/ui/field';
import {
  ConfirmButton,
  EmptyState,
  PageHeader,
  Pagination,
  StatCard,
  TableFrame,
  td,
  th,
  useResultToast,
  type ActionResult,
} from '~/components/admin/ops';
import { NewsletterSubNav, SUBSCRIBERS_CSV_PATH } from '~/components/admin/ops-nav';
import { readFormData } from '~/server/http/body.server';

function parseFilter(v: string | null): SubscriberFilter {
  return v === 'active' || v === 'inactive' ? v : 'all';
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  const filter = parseFilter(url.searchParams.get('status'));
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  try {
    const [list, counts] = await Promise.all([listSubscribers({ q, filter, page }), subscriberCounts()]);
    return {
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
      })),
    };
  } catch (err) {
    // Spec §8: a failed subscriber fetch is logged and the list stays empty.
    logger().error({ err }, 'subscribers could not be loaded');
    return { q, filter, page, total: 0, counts: { total: 0, active: 0 }, items: [] };
  }
}

export async function action({ request }: Route.ActionArgs): Promise<ActionResult> {
  await requireAdminAction(request);
  const t = catalog.tr;
  const form = await readFormData(request);
  const id = String(form.get('id') ?? '');
  try {
    if (form.get('intent') !== 'remove' || !id) throw new Error('bad request');
    if (!(await removeSubscriber(id))) throw new Error(t.adminOps.notFound);
    return { ok: true, at: Date.now(), toast: { title: t.adminOps.successTitle, description: t.adminSubscribers.toasts.removed } };
  } catch (err) {
    logger().warn({ err, id }, 'subscriber removal failed');
    // Spec §8: newsletter backend errors show 'Hata!' with the error message.
    return {
      ok: false,
      at: Date.now(),
      toast: { title: t.adminOps.errorTitleBang, description: err instanceof Error ? err.message : String(err), variant: 'error' },
    };
  }
}

function RemoveButton({ id, email }: { id: string; email: string }) {
  const t = useAdminT();
  const s = t.adminSubscribers;
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  return (
    <ConfirmButton
      title={s.confirmRemove.title}
      message={fmt(s.confirmRemove.message, { email })}
      confirmLabel={s.confirmRemove.confirm}
      triggerLabel={fmt(s.table.removeLabel, { email })}
      variant="outline"
      disabled={fetcher.state !== 'idle'}
      onConfirm={() => fetcher.submit({ intent: 'remove', id }, { method: 'post' })}
    >
      <UserMinus className="size-4" aria-hidden="true" />
      <span className="hidden sm:inline">{s.table.remove}</span>
    </ConfirmButton>
  );
}

export default function Newsletter({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const s = t.adminSubscribers;
  const { items, counts, q, filter, page, total } = loaderData;
  const filtered = q !== '' || filter !== 'all';

  return (
    <div>
      <NewsletterSubNav />
      <PageHeader
        title={s.title}
        description={s.description}
        actions={
          <a href={SUBSCRIBERS_CSV_PATH} download className={buttonClass('outline', 'md')}>
            <Download className="size-4" aria-hidden="true" />
            {t.adminOps.exportCsv}
          </a>
        }
      />
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
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
      <Form method="get" role="search" className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end" key={`${q}|${filter}`}>
        <div className="sm:w-80">
          <Label htmlFor="subscriber-q">{s.search.label}</Label>
          <Input id="subscriber-q" type="search" name="q" defaultValue={q} placeholder={s.search.placeholder} maxLength={200} />
        </div>
        <div className="sm:w-44">
          <Label htmlFor="subscriber-status">{s.search.filter}</Label>
          <Select id="subscriber-status" name="status" defaultValue={filter}>
            <option value="all">{s.search.all}</option>
            <option value="active">{s.search.active}</option>
            <option value="inactive">{s.search.inactive}</option>
          </Select>
        </div>
        <div className="flex gap-2">
          <Button type="submit">
            <Search className="size-4" aria-hidden="true" />
            {t.adminOps.search}
          </Button>
          {filtered ? (
            <Link to="/admin/e-bulten" className={buttonClass('ghost', 'md')}>
              {t.adminOps.clear}
            </Link>
          ) : null}
        </div>
      </Form>
      {items.length === 0 ? (
        <EmptyState>{filtered ? s.table.noMatch : s.table.empty}</EmptyState>
      ) : (
        <TableFrame>
          <table className="min-w-full divide-y divide-slate-200">
            <caption className="sr-only">{s.table.caption}</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={th}>
                  {s.table.email}
                </th>
                <th scope="col" className={th}>
                  {s.table.status}
                </th>
                <th scope="col" className={th}>
                  {s.table.language}
                </th>
                <th scope="col" className={`${th} hidden md:table-cell`}>
                  {s.table.source}
                </th>
                <th scope="col" className={th}>
                  {s.table.date}
                </th>
                <th scope="col" className={th}>
                  <span className="sr-only">{s.table.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 bg-white [&_td]:align-middle">
              {items.map((x) => (
                <tr key={x.id} data-testid="subscriber-row">
                  <td className={`${td} font-medium break-all text-slate-900`}>{x.email}</td>
                  <td className={td}>
                    <Badge tone={x.isActive ? 'green' : 'slate'}>{x.isActive ? s.table.active : s.table.inactive}</Badge>
                  </td>
                  <td className={`${td} uppercase`}>{x.language}</td>
                  <td className={`${td} hidden text-slate-600 md:table-cell`}>{x.sourcePage ?? '—'}</td>
                  <td className={`${td} whitespace-nowrap`}>
                    <time dateTime={x.iso}>{x.date}</time>
                  </td>
                  <td className={`${td} text-right`}>{x.isActive ? <RemoveButton id={x.id} email={x.email} /> : null}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
      <Pagination page={page} pageSize={SUBSCRIBERS_PAGE_SIZE} total={total} />
    </div>
  );
}
