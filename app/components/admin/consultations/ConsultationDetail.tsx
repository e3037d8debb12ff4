import { Link } from 'react-router';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Mail from 'lucide-react/icons/mail';
import { LEAD_STATUSES, type LeadStatus } from '~/domain/consultations/index';
import type { StaffChoice } from '~/domain/auth/index';
import { mailtoHref } from '~/lib/email';
import { useAdminT } from '~/i18n/admin-context';
import { buttonClass } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { FollowUpForm } from '~/components/admin/leads/FollowUpForm';
import { LeadStatusBadge } from '~/components/admin/leads/LeadStatusBadge';

/** One consultation request as the route's loader hands it over. */
export interface ConsultationDetailData {
  id: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  description: string;
  service: string | null;
  language: string;
  date: string;
  iso: string;
  status: LeadStatus;
  note: string;
  handlerId: string | null;
  /** The reply link's subject in the visitor's language. */
  replySubject: string;
}

/** One request: who, how to reach them, the service card, the description; then status, handler and note. */
export function ConsultationDetail({ lead, staff, backTo }: { lead: ConsultationDetailData; staff: StaffChoice[]; backTo: string }) {
  const c = useAdminT().adminConsultations;
  const d = c.detail;
  // A link only for a plain address (a stored value cannot add mailto parameters); otherwise the text.
  const reply = mailtoHref(lead.email, { subject: lead.replySubject });
  return (
    <Card className="mb-6 p-5 sm:p-6" aria-labelledby="lead-title" data-testid="lead-detail">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{d.title}</p>
          <h3 id="lead-title" className="mt-1 text-lg font-semibold break-words text-slate-900">
            {lead.name} {lead.surname}
          </h3>
        </div>
        <LeadStatusBadge status={lead.status} />
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-600">{d.service}</dt>
        <dd className="text-slate-900" data-testid="lead-detail-service" title={d.serviceHint}>
          {lead.service ?? d.serviceNone}
        </dd>
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
        <dt className="font-medium text-slate-600">{d.phone}</dt>
        <dd>
          <a href={`tel:${lead.phone.replace(/\s+/g, '')}`} className="text-slate-900 hover:underline">
            {lead.phone}
          </a>
        </dd>
        <dt className="font-medium text-slate-600">{d.received}</dt>
        <dd className="text-slate-900">
          <time dateTime={lead.iso}>{lead.date}</time>
        </dd>
        <dt className="font-medium text-slate-600">{d.language}</dt>
        <dd className="text-slate-900">{lead.language === 'en' ? d.languages.en : d.languages.tr}</dd>
      </dl>
      <h4 className="mt-5 text-sm font-medium text-slate-600">{d.description}</h4>
      <p className="mt-1 rounded-xl bg-slate-50 p-4 text-sm break-words whitespace-pre-line text-slate-900" data-testid="lead-description">
        {lead.description}
      </p>
      <FollowUpForm
        id={lead.id}
        status={lead.status}
        statuses={LEAD_STATUSES.map((s) => ({ value: s, label: c.status[s] }))}
        handlerId={lead.handlerId}
        note={lead.note}
        staff={staff}
        texts={c.followUp}
      />
      <div className="mt-5 flex flex-wrap items-center gap-2">
        {reply ? (
          <a href={reply} className={buttonClass('primary', 'sm')} title={d.replyHint}>
            <Mail className="size-4" aria-hidden="true" />
            {d.reply}
          </a>
        ) : null}
        <Link to={backTo} className={buttonClass('ghost', 'sm')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {d.back}
        </Link>
      </div>
    </Card>
  );
}
