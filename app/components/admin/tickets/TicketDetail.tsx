import { Link } from 'react-router';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Mail from 'lucide-react/icons/mail';
import { mailtoHref } from '~/lib/email';
import { useAdminT } from '~/i18n/admin-context';
import { buttonClass } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import type { TicketDetailData } from './ticket-view';
import { DeleteTicketButton } from './DeleteTicketButton';
import { TicketStatusBadge } from './TicketStatusBadge';
import { TicketStatusButtons } from './TicketStatusButtons';
import { FollowUpForm } from '~/components/admin/leads/FollowUpForm';
import type { StaffChoice } from '~/domain/auth/index';

/** One ticket: subject, sender, date, language, message, reply, status and delete. */
export function TicketDetail({ ticket, backTo, staff }: { ticket: TicketDetailData; backTo: string; staff: StaffChoice[] }) {
  const t = useAdminT().adminTickets;
  // A link only for a plain address (a stored value cannot add mailto parameters); otherwise the text.
  const reply = mailtoHref(ticket.email, { subject: ticket.replySubject });
  return (
    <Card className="mb-6 p-5 sm:p-6" aria-labelledby="ticket-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t.detail.title}</p>
          <h3 id="ticket-title" className="mt-1 text-lg font-semibold break-words text-slate-900">
            {ticket.subject}
          </h3>
        </div>
        <TicketStatusBadge status={ticket.status} />
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
      <FollowUpForm
        id={ticket.id}
        status={ticket.status}
        handlerId={ticket.handlerId}
        note={ticket.note}
        staff={staff}
        texts={t.followUp}
      />
      <div className="mt-5 flex flex-wrap gap-2">
        {reply && (
          <a href={reply} className={buttonClass('primary', 'sm')}>
            <Mail className="size-4" aria-hidden="true" />
            {t.detail.reply}
          </a>
        )}
        <TicketStatusButtons id={ticket.id} status={ticket.status} />
        <DeleteTicketButton id={ticket.id} backTo={backTo} />
        <Link to={backTo} className={buttonClass('ghost', 'sm')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t.detail.back}
        </Link>
      </div>
    </Card>
  );
}
