import { Link, useFetcher, useSubmit } from 'react-router';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import CheckCheck from 'lucide-react/icons/check-check';
import Lock from 'lucide-react/icons/lock';
import Mail from 'lucide-react/icons/mail';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Trash2 from 'lucide-react/icons/trash';
import { LEAD_STATUSES } from '~/domain/consultations/index';
import type { TicketStatus } from '~/domain/tickets/index';
import type { StaffChoice } from '~/domain/auth/index';
import { mailtoHref } from '~/lib/email';
import { useAdminT } from '~/i18n/admin-context';
import { Button, buttonClass } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { ConfirmButton, useResultToast, type ActionResult } from '~/components/admin/AdminKit';
import type { ConsultationItem } from '~/components/admin/consultations/ConsultationsTable';
import type { TicketDetailData } from '~/components/admin/tickets/ticket-view';
import { TicketStatusBadge } from '~/components/admin/tickets/TicketStatusBadge';
import { FollowUpForm } from './FollowUpForm';
import { LeadStatusBadge } from './LeadStatusBadge';

/** One consultation request as the route's loader hands it over. */
export interface ConsultationDetailData extends ConsultationItem {
  language: string;
  note: string;
  handlerId: string | null;
}

/** The lead opened above its list: a consultation request (`lead`) or a contact message (`ticket`). */
export type OpenedLead = { kind: 'lead'; lead: ConsultationDetailData } | { kind: 'ticket'; lead: TicketDetailData };

/**
 * An opened lead: its title and status; the service (a request) or the sender (a message), the
 * address, the phone (a request), the date and the language; the sender's text; status (a request),
 * handler and note; then reply, a message's status buttons and delete, and back to the list.
 */
export function LeadDetail({ opened, staff, backTo }: { opened: OpenedLead; staff: StaffChoice[]; backTo: string }) {
  const all = useAdminT();
  const c = all.adminConsultations;
  const m = all.adminTickets;
  const { kind, lead } = opened;
  const d = kind === 'lead' ? c.detail : m.detail;
  // A link only for a plain address (a stored value cannot add mailto parameters); otherwise the text.
  const reply = mailtoHref(lead.email, { subject: lead.replySubject });
  return (
    <Card className="mb-6 p-5 sm:p-6" aria-labelledby={`${kind}-title`} data-testid={`${kind}-detail`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{d.title}</p>
          <h3 id={`${kind}-title`} className="mt-1 text-lg font-semibold break-words text-slate-900">
            {kind === 'lead' ? `${lead.name} ${lead.surname}` : lead.subject}
          </h3>
        </div>
        {kind === 'lead' ? <LeadStatusBadge status={lead.status} /> : <TicketStatusBadge status={lead.status} />}
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-600">{kind === 'lead' ? c.detail.service : m.detail.from}</dt>
        {kind === 'lead' ? (
          <dd className="text-slate-900" data-testid="lead-detail-service" title={c.detail.serviceHint}>
            {lead.service ?? c.detail.serviceNone}
          </dd>
        ) : (
          <dd className="text-slate-900">{lead.name}</dd>
        )}
        <dt className="font-medium text-slate-600">{d.email}</dt>
        <dd className="break-all">
          {reply ? (
            <a href={reply} className="text-accent-800 hover:underline">
              {lead.email}
            </a>
          ) : (
            <span className="text-slate-900" data-testid="unlinked-email">
              {lead.email}
            </span>
          )}
        </dd>
        {kind === 'lead' ? (
          <>
            <dt className="font-medium text-slate-600">{c.detail.phone}</dt>
            <dd>
              <a href={`tel:${lead.phone.replace(/\s+/g, '')}`} className="text-slate-900 hover:underline">
                {lead.phone}
              </a>
            </dd>
          </>
        ) : null}
        <dt className="font-medium text-slate-600">{d.received}</dt>
        <dd className="text-slate-900">
          <time dateTime={lead.iso}>{lead.date}</time>
        </dd>
        <dt className="font-medium text-slate-600">{d.language}</dt>
        <dd className="text-slate-900">{lead.language === 'en' ? d.languages.en : d.languages.tr}</dd>
      </dl>
      <h4 className="mt-5 text-sm font-medium text-slate-600">{kind === 'lead' ? c.detail.description : m.detail.message}</h4>
      <p
        className="mt-1 rounded-xl bg-slate-50 p-4 text-sm break-words whitespace-pre-line text-slate-900"
        data-testid={kind === 'lead' ? 'lead-description' : 'ticket-message'}
      >
        {kind === 'lead' ? lead.description : lead.message}
      </p>
      {/* A message's status has its own buttons below. */}
      <FollowUpForm
        id={lead.id}
        status={lead.status}
        statuses={kind === 'lead' ? LEAD_STATUSES.map((s) => ({ value: s, label: c.status[s] })) : undefined}
        handlerId={lead.handlerId}
        note={lead.note}
        staff={staff}
        texts={kind === 'lead' ? c.followUp : m.followUp}
      />
      <div className="mt-5 flex flex-wrap items-center gap-2">
        {reply ? (
          <a href={reply} className={buttonClass('primary', 'sm')} title={kind === 'lead' ? c.detail.replyHint : undefined}>
            <Mail className="size-4" aria-hidden="true" />
            {d.reply}
          </a>
        ) : null}
        {kind === 'ticket' ? <TicketActions id={lead.id} status={lead.status} backTo={backTo} /> : null}
        <Link to={backTo} className={buttonClass('ghost', 'sm')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {d.back}
        </Link>
      </div>
    </Card>
  );
}

/**
 * A contact message's buttons: mark answered, close or reopen (intent `status`); delete after a
 * confirmation, as a navigation to the list (backTo): the card closes and the screen shows the answer's
 * toast (a fetcher's would be lost with the card).
 */
function TicketActions({ id, status, backTo }: { id: string; status: TicketStatus; backTo: string }) {
  const t = useAdminT();
  const d = t.adminTickets.detail;
  const fetcher = useFetcher<ActionResult>();
  const submit = useSubmit();
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
        onConfirm={() => void submit({ intent: 'delete', id }, { method: 'post', action: backTo })}
      >
        <Trash2 className="size-4 text-red-700" aria-hidden="true" />
        {d.delete}
      </ConfirmButton>
    </>
  );
}
