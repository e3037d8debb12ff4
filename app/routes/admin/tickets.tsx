import { useEffect } from 'react';
import { Form, Link, useFetcher, useLocation } from 'react-router';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import CheckCheck from 'lucide-react/icons/check-check';
import Lock from 'lucide-react/icons/lock';
import Mail from 'lucide-react/icons/mail';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Trash2 from 'lucide-react/icons/trash';
import type { Route } from './+types/tickets';
import { requireAdmin, requireAdminAction } from '~/domain/auth/guard.server';
import { deleteTicket, getTicket, listTickets, setTicketStatus, ticketCounts } from '~/domain/tickets/admin.server';
import { isTicketStatus, TICKET_STATUSES, TICKETS_PAGE_SIZE, type TicketStatus } from '~/domain/tickets/status';
import { formatDateTime } from '~/lib/format-date';
import { mailtoHref } from '~/lib/email';
import { logger } from '~/server/logger.server';
import { catalog } from '~/i18n/catalog';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { Badge, type BadgeTone } from '~/components/ui/badge';
import { Button, buttonClass } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { cn } from '~/components/ui/cn';
import { showToast } from '~/components/ui/toast';
import {
  ConfirmButton,
  EmptyState,
  PageHeader,
  Pagination,
  TableFrame,
  td,
  th,
  useResultToast,
  type ActionResult,
} from '~/components/admin/ops';
import { ConsultationSubNav } from '~/components/admin/ops-nav';
import { readFormData } from '~/server/http/body.server';

const TONES: Record<TicketStatus, BadgeTone> = { open: 'amber', answered: 'blue', closed: 'slate' };

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const rawStatus = url.searchParams.get('status');
  const status: TicketStatus | 'all' = isTicketStatus(rawStatus) ? rawStatus : 'all';
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const id = url.searchParams.get('id');
  try {
    const [list, counts, ticket] = await Promise.all([listTickets({ status, page }), ticketCounts(), id ? getTicket(id) : undefined]);
    return {
      loadError: false,
      status,
      page,
      total: list.total,
      counts,
      items: list.items.map((x) => ({
        id: x.id,
        name: x.name,
        email: x.email,
        subject: x.subject,
        status: x.status,
        date: formatDateTime(x.createdAt, 'tr'),
        iso: x.createdAt.toISOString(),
      })),
      detailId: id,
      ticket: ticket
        ? {
            id: ticket.id,
            name: ticket.name,
            email: ticket.email,
            subject: ticket.subject,
            message: ticket.message,
            status: ticket.status,
            language: ticket.language,
            date: formatDateTime(ticket.createdAt, 'tr'),
            iso: ticket.createdAt.toISOString(),
          }
        : null,
    };
  } catch (err) {
    logger().error({ err }, 'support tickets could not be loaded');
    return {
      loadError: true,
      status,
      page,
      total: 0,
      counts: { open: 0, answered: 0, closed: 0 },
      items: [],
      detailId: id,
      ticket: null,
    };
  }
}

export async function action({ request }: Route.ActionArgs): Promise<ActionResult> {
  await requireAdminAction(request);
  const t = catalog.tr;
  const form = await readFormData(request);
  const id = String(form.get('id') ?? '');
  const intent = form.get('intent');
  try {
    if (intent === 'status') {
      const status = form.get('status');
      if (!isTicketStatus(status) || !(await setTicketStatus(id, status))) throw new Error('not updated');
      return {
        ok: true,
        at: Date.now(),
        toast: {
          title: t.adminOps.successTitle,
          description: fmt(t.adminTickets.toasts.statusUpdated, { status: t.adminTickets.status[status] }),
        },
      };
    }
    if (intent === 'delete') {
      if (!(await deleteTicket(id))) throw new Error('not deleted');
      return { ok: true, at: Date.now(), toast: { title: t.adminOps.successTitle, description: t.adminTickets.toasts.deleted } };
    }
    throw new Error('bad request');
  } catch (err) {
    logger().warn({ err, id }, 'support ticket action failed');
    return {
      ok: false,
      at: Date.now(),
      toast: { title: t.adminOps.errorTitle, description: t.adminTickets.toasts.error, variant: 'error' },
    };
  }
}

function StatusBadge({ status }: { status: TicketStatus }) {
  const t = useAdminT().adminTickets.status;
  return <Badge tone={TONES[status]}>{t[status]}</Badge>;
}

function StatusButtons({ id, status }: { id: string; status: TicketStatus }) {
  const t = useAdminT().adminTickets.detail;
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const busy = fetcher.state !== 'idle';
  const set = (s: TicketStatus) => fetcher.submit({ intent: 'status', id, status: s }, { method: 'post' });
  return (
    <>
      {status !== 'answered' ? (
        <Button variant="outline" size="sm" disabled={busy} onClick={() => set('answered')}>
          <CheckCheck className="size-4" aria-hidden="true" />
          {t.markAnswered}
        </Button>
      ) : null}
      {status !== 'closed' ? (
        <Button variant="outline" size="sm" disabled={busy} onClick={() => set('closed')}>
          <Lock className="size-4" aria-hidden="true" />
          {t.markClosed}
        </Button>
      ) : (
        <Button variant="outline" size="sm" disabled={busy} onClick={() => set('open')}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {t.reopen}
        </Button>
      )}
    </>
  );
}

function DeleteTicket({ id, backTo }: { id: string; backTo: string }) {
  const t = useAdminT();
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  return (
    <ConfirmButton
      title={t.adminTickets.confirmDelete.title}
      message={t.adminTickets.confirmDelete.message}
      confirmLabel={t.adminOps.delete}
      variant="outline"
      disabled={fetcher.state !== 'idle'}
      onConfirm={() => fetcher.submit({ intent: 'delete', id }, { method: 'post', action: backTo })}
    >
      <Trash2 className="size-4 text-red-700" aria-hidden="true" />
      {t.adminTickets.detail.delete}
    </ConfirmButton>
  );
}

type Detail = NonNullable<Route.ComponentProps['loaderData']['ticket']>;

function TicketDetail({ ticket, backTo }: { ticket: Detail; backTo: string }) {
  const t = useAdminT().adminTickets;
  // A link only for a plain address (a stored value cannot add mailto parameters); otherwise the text.
  const reply = mailtoHref(ticket.email, { subject: t.detail.replyPrefix + ticket.subject });
  return (
    <Card className="mb-6 p-5 sm:p-6" aria-labelledby="ticket-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t.detail.title}</p>
          <h3 id="ticket-title" className="mt-1 text-lg font-semibold break-words text-slate-900">
            {ticket.subject}
          </h3>
        </div>
        <StatusBadge status={ticket.status} />
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-600">{t.detail.from}</dt>
        <dd className="text-slate-900">{ticket.name}</dd>
        <dt className="font-medium text-slate-600">{t.detail.email}</dt>
        <dd>
          {reply ? (
            <a href={reply} className="text-accent-800 hover:underline">
              {ticket.email}
            </a>
          ) : (
            <span className="break-all text-slate-900" data-testid="unlinked-email">
              {ticket.email}
            </span>
          )}
        </dd>
        <dt className="font-medium text-slate-600">{t.detail.received}</dt>
        <dd className="text-slate-900">
          <time dateTime={ticket.iso}>{ticket.date}</time>
        </dd>
        <dt className="font-medium text-slate-600">{t.detail.language}</dt>
        <dd className="text-slate-900">{ticket.language === 'en' ? t.detail.languages.en : t.detail.languages.tr}</dd>
      </dl>
      <h4 className="mt-5 text-sm font-medium text-slate-600">{t.detail.message}</h4>
      <p className="mt-1 rounded-xl bg-slate-50 p-4 text-sm break-words whitespace-pre-line text-slate-900" data-testid="ticket-message">
        {ticket.message}
      </p>
      <div className="mt-5 flex flex-wrap gap-2">
        {reply && (
          <a href={reply} className={buttonClass('primary', 'sm')}>
            <Mail className="size-4" aria-hidden="true" />
            {t.detail.reply}
          </a>
        )}
        <StatusButtons id={ticket.id} status={ticket.status} />
        <DeleteTicket id={ticket.id} backTo={backTo} />
        <Link to={backTo} className={buttonClass('ghost', 'sm')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t.detail.back}
        </Link>
      </div>
    </Card>
  );
}

export default function Tickets({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const m = t.adminTickets;
  const { items, counts, status, page, total, ticket, detailId, loadError } = loaderData;
  const { search } = useLocation();
  const listParams = new URLSearchParams(search);
  listParams.delete('id');
  const listQs = listParams.toString();
  const backTo = `/admin/danismanlik/mesajlar${listQs ? `?${listQs}` : ''}`;
  const withId = (id: string) => {
    const p = new URLSearchParams(listParams);
    p.set('id', id);
    return `/admin/danismanlik/mesajlar?${p.toString()}`;
  };
  const all = counts.open + counts.answered + counts.closed;

  useEffect(() => {
    if (loadError) showToast({ title: t.adminOps.errorTitle, description: m.toasts.loadError, variant: 'error' });
  }, [loadError, t, m]);

  return (
    <div>
      <ConsultationSubNav />
      <PageHeader title={m.title} description={m.description} />
      {loadError ? (
        <p role="alert" className="mb-6 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {m.toasts.loadError}
        </p>
      ) : null}
      {ticket ? <TicketDetail ticket={ticket} backTo={backTo} /> : null}
      {detailId && !ticket && !loadError ? (
        <p role="alert" className="mb-6 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {m.detail.notFound}
        </p>
      ) : null}
      <Form method="get" className="mb-4 flex flex-wrap gap-2" aria-label={m.filter.label}>
        {(['all', ...TICKET_STATUSES] as const).map((s) => (
          <button
            key={s}
            type="submit"
            name={s === 'all' ? undefined : 'status'}
            value={s === 'all' ? undefined : s}
            aria-pressed={status === s}
            className={cn(
              'rounded-full border px-3 py-1 text-sm font-medium transition-colors',
              status === s ? 'border-accent-700 bg-accent-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
            )}
          >
            {fmt(m.filter[s], { n: s === 'all' ? all : counts[s] })}
          </button>
        ))}
      </Form>
      {items.length === 0 ? (
        loadError ? null : (
          <EmptyState>{status === 'all' ? m.table.empty : m.table.emptyFilter}</EmptyState>
        )
      ) : (
        <TableFrame>
          <table className="min-w-full divide-y divide-slate-200">
            <caption className="sr-only">{m.table.caption}</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={th}>
                  {m.table.sender}
                </th>
                <th scope="col" className={th}>
                  {m.table.subject}
                </th>
                <th scope="col" className={th}>
                  {m.table.status}
                </th>
                <th scope="col" className={th}>
                  {m.table.date}
                </th>
                <th scope="col" className={th}>
                  <span className="sr-only">{m.table.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 bg-white [&_td]:align-middle">
              {items.map((x) => (
                <tr
                  key={x.id}
                  data-testid="ticket-row"
                  className={cn(x.id === detailId && 'bg-accent-50/60', x.status === 'open' && 'font-medium')}
                >
                  <td className={`${td} whitespace-nowrap`}>
                    <Link to={withId(x.id)} className="block text-slate-900 hover:underline">
                      {x.name}
                    </Link>
                    <span className="block text-xs font-normal text-slate-600">{x.email}</span>
                  </td>
                  <td className={`${td} max-w-sm min-w-48 break-words`}>{x.subject}</td>
                  <td className={td}>
                    <StatusBadge status={x.status} />
                  </td>
                  <td className={`${td} font-normal whitespace-nowrap`}>
                    <time dateTime={x.iso}>{x.date}</time>
                  </td>
                  <td className={`${td} text-right`}>
                    <Link
                      to={withId(x.id)}
                      className={buttonClass('outline', 'sm')}
                      aria-label={fmt(m.table.openLabel, { name: x.name })}
                      preventScrollReset={false}
                    >
                      {m.table.open}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
      <Pagination page={page} pageSize={TICKETS_PAGE_SIZE} total={total} />
    </div>
  );
}
