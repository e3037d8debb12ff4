import type { Route } from './+types/tickets';
import { adminSession, done, runAdminAction, staffChoices, staffNames } from '~/domain/auth/index.server';
import { baseSummary } from '~/domain/audit/index';
import { deleteTicket, getTicket, listTickets, setTicketStatus, ticketCounts, updateTicketFollowUp } from '~/domain/tickets/index.server';
import { saveFollowUp } from '~/domain/forms/index.server';
import { isLang } from '~/i18n/lang';
import { isTicketStatus, TICKET_STATUSES, type TicketStatus } from '~/domain/tickets/index';
import { formatDateTime } from '~/lib/format-date';
import { logger } from '~/server/logger.server';
import { catalog } from '~/i18n/catalog';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { PageHeader, type ActionResult } from '~/components/admin/AdminKit';
import { LeadScreen, useLeadLinks } from '~/components/admin/leads/LeadScreen';
import type { TicketDetailData, TicketListItem } from '~/components/admin/tickets/ticket-view';
import { TicketsTable } from '~/components/admin/tickets/TicketsTable';

type Ticket = NonNullable<Awaited<ReturnType<typeof getTicket>>>;

export async function loader({ request, context }: Route.LoaderArgs) {
  await adminSession({ request, context });
  const url = new URL(request.url);
  const rawStatus = url.searchParams.get('status');
  const status: TicketStatus | 'all' = isTicketStatus(rawStatus) ? rawStatus : 'all';
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const id = url.searchParams.get('id');
  try {
    const [list, counts, ticket, names, staff] = await Promise.all([
      listTickets({ status, page }),
      ticketCounts(),
      id ? getTicket(id) : undefined,
      staffNames(),
      staffChoices(),
    ]);
    const item = (x: Ticket): TicketListItem => ({
      id: x.id,
      name: x.name,
      email: x.email,
      subject: x.subject,
      status: x.status,
      date: formatDateTime(x.createdAt, 'tr'),
      iso: x.createdAt.toISOString(),
      handler: x.handlerId ? (names.get(x.handlerId) ?? '') : '',
    });
    return {
      loadError: false,
      status,
      page,
      total: list.total,
      counts,
      staff,
      items: list.items.map(item),
      detailId: id,
      ticket: ticket
        ? ({
            ...item(ticket),
            message: ticket.message,
            language: ticket.language,
            note: ticket.note,
            handlerId: ticket.handlerId,
            // The reply goes to the sender: "Ynt: " or "Re: " in the language of the page they wrote from.
            replySubject: catalog[isLang(ticket.language) ? ticket.language : 'tr'].adminTickets.detail.replyPrefix + ticket.subject,
          } satisfies TicketDetailData)
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
      staff: [],
      items: [],
      detailId: id,
      ticket: null,
    };
  }
}

export async function action(args: Route.ActionArgs): Promise<ActionResult> {
  const t = catalog.tr;
  const m = t.adminTickets;
  return runAdminAction<ActionResult>({
    ...args,
    error: m.toasts.error,
    failure: { log: 'support ticket action failed' },
    intents: {
      status: async ({ form, id, ok }) => {
        const status = form.get('status');
        if (!isTicketStatus(status) || !(await setTicketStatus(id, status))) throw new Error('not updated');
        const summary = fmt(t.adminAudit.details.fields, { summary: baseSummary('status', 'ticket'), fields: m.status[status] });
        return done(ok(fmt(m.toasts.statusUpdated, { status: m.status[status] })), {
          action: 'status',
          entity: 'ticket',
          entityId: id,
          summary,
        });
      },
      'follow-up': async ({ form, id, ok, fail }) => {
        const saved = await saveFollowUp(form, id, {
          entity: 'ticket',
          statuses: TICKET_STATUSES,
          texts: { ...m.followUp, invalid: m.toasts.error },
          statusLabel: (s) => m.status[s],
          update: updateTicketFollowUp,
        });
        return saved.ok ? done(ok(m.toasts.saved), saved.audit) : fail(saved.error);
      },
      delete: async ({ id, ok }) => {
        if (!(await deleteTicket(id))) throw new Error('not deleted');
        return done(ok(m.toasts.deleted), { action: 'delete', entity: 'ticket', entityId: id });
      },
    },
  });
}

export default function Tickets({ loaderData }: Route.ComponentProps) {
  const m = useAdminT().adminTickets;
  const { items, counts, status, page, total, ticket, detailId, loadError, staff } = loaderData;
  const { backTo, withId } = useLeadLinks('/admin/danismanlik/mesajlar');
  return (
    <LeadScreen
      kind="ticket"
      header={<PageHeader title={m.title} description={m.description} />}
      loadError={loadError}
      detailId={detailId}
      opened={ticket ? { kind: 'ticket', lead: ticket } : null}
      staff={staff}
      backTo={backTo}
    >
      <TicketsTable
        items={items}
        status={status}
        counts={counts}
        page={page}
        total={total}
        detailId={detailId}
        loadError={loadError}
        withId={withId}
      />
    </LeadScreen>
  );
}
