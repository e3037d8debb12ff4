import { LEAD_STATUSES } from '~/domain/consultations/index';
import type { StaffChoice } from '~/domain/auth/index';
import { useAdminT } from '~/i18n/admin-context';
import { FollowUpForm } from '~/components/admin/leads/FollowUpForm';
import { LeadDetailCard, LeadFact } from '~/components/admin/leads/LeadDetailCard';
import { LeadStatusBadge } from '~/components/admin/leads/LeadStatusBadge';
import type { ConsultationItem } from './ConsultationsTable';

/** One consultation request as the route's loader hands it over. */
export interface ConsultationDetailData extends ConsultationItem {
  language: string;
  note: string;
  handlerId: string | null;
}

/** One request: who, how to reach them, the service card, the description; then status, handler and note. */
export function ConsultationDetail({ lead, staff, backTo }: { lead: ConsultationDetailData; staff: StaffChoice[]; backTo: string }) {
  const c = useAdminT().adminConsultations;
  const d = c.detail;
  return (
    <LeadDetailCard
      texts={d}
      titleId="lead-title"
      data-testid="lead-detail"
      title={`${lead.name} ${lead.surname}`}
      badge={<LeadStatusBadge status={lead.status} />}
      email={lead.email}
      replySubject={lead.replySubject}
      iso={lead.iso}
      date={lead.date}
      language={lead.language}
      facts={
        <LeadFact label={d.service} data-testid="lead-detail-service" title={d.serviceHint}>
          {lead.service ?? d.serviceNone}
        </LeadFact>
      }
      afterEmail={
        <LeadFact label={d.phone}>
          <a href={`tel:${lead.phone.replace(/\s+/g, '')}`} className="text-slate-900 hover:underline">
            {lead.phone}
          </a>
        </LeadFact>
      }
      bodyLabel={d.description}
      body={lead.description}
      bodyTestId="lead-description"
      backTo={backTo}
    >
      <FollowUpForm
        id={lead.id}
        status={lead.status}
        statuses={LEAD_STATUSES.map((s) => ({ value: s, label: c.status[s] }))}
        handlerId={lead.handlerId}
        note={lead.note}
        staff={staff}
        texts={c.followUp}
      />
    </LeadDetailCard>
  );
}
