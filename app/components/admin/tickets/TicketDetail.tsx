import { useFetcher } from 'react-router';
import CheckCheck from 'lucide-react/icons/check-check';
import Lock from 'lucide-react/icons/lock';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Trash2 from 'lucide-react/icons/trash';
import type { TicketStatus } from '~/domain/tickets/index';
import type { StaffChoice } from '~/domain/auth/index';
import { useAdminT } from '~/i18n/admin-context';
import { Button } from '~/components/ui/button';
import { ConfirmButton, useResultToast, type ActionResult } from '~/components/admin/AdminKit';
import { FollowUpForm } from '~/components/admin/leads/FollowUpForm';
import { LeadDetailCard, LeadFact } from '~/components/admin/leads/LeadDetailCard';
import type { TicketDetailData } from './ticket-view';
import { TicketStatusBadge } from './TicketStatusBadge';

/** One ticket: subject, sender, date, language, message, reply, status and delete. */
export function TicketDetail({ ticket, backTo, staff }: { ticket: TicketDetailData; backTo: string; staff: StaffChoice[] }) {
  const t = useAdminT().adminTickets;
  return (
    <LeadDetailCard
      texts={t.detail}
      titleId="ticket-title"
      title={ticket.subject}
      badge={<TicketStatusBadge status={ticket.status} />}
      email={ticket.email}
      replySubject={ticket.replySubject}
      iso={ticket.iso}
      date={ticket.date}
      language={ticket.language}
      facts={<LeadFact label={t.detail.from}>{ticket.name}</LeadFact>}
      bodyLabel={t.detail.message}
      body={ticket.message}
      bodyTestId="ticket-message"
      actions={<TicketActions id={ticket.id} status={ticket.status} backTo={backTo} />}
      backTo={backTo}
    >
      <FollowUpForm
        id={ticket.id}
        status={ticket.status}
        handlerId={ticket.handlerId}
        note={ticket.note}
        staff={staff}
        texts={t.followUp}
      />
    </LeadDetailCard>
  );
}

/**
 * Mark answered, close or reopen (intent `status`); delete after a confirmation, posted to the
 * list (backTo) so that the detail closes.
 */
function TicketActions({ id, status, backTo }: { id: string; status: TicketStatus; backTo: string }) {
  const t = useAdminT();
  const d = t.adminTickets.detail;
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const busy = fetcher.state !== 'idle';
  const set = (s: TicketStatus) => fetcher.submit({ intent: 'status', id, status: s }, { method: 'post' });
  return (
    <>
      {status !== 'answered' ? (
        <Button variant="outline" size="sm" disabled={busy} onClick={() => set('answered')}>
          <CheckCheck className="size-4" aria-hidden="true" />
          {d.markAnswered}
        </Button>
      ) : null}
      {status !== 'closed' ? (
        <Button variant="outline" size="sm" disabled={busy} onClick={() => set('closed')}>
          <Lock className="size-4" aria-hidden="true" />
          {d.markClosed}
        </Button>
      ) : (
        <Button variant="outline" size="sm" disabled={busy} onClick={() => set('open')}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {d.reopen}
        </Button>
      )}
      <ConfirmButton
        title={t.adminTickets.confirmDelete.title}
        message={t.adminTickets.confirmDelete.message}
        confirmLabel={t.adminOps.delete}
        variant="outline"
        disabled={busy}
        onConfirm={() => fetcher.submit({ intent: 'delete', id }, { method: 'post', action: backTo })}
      >
        <Trash2 className="size-4 text-red-700" aria-hidden="true" />
        {d.delete}
      </ConfirmButton>
    </>
  );
}
