import { useActionData, useLocation } from 'react-router';
import type { StaffChoice } from '~/domain/auth/index';
import { useAdminT } from '~/i18n/admin-context';
import { LoadErrorAlert, useResultToast, type ActionResult } from '~/components/admin/AdminKit';
import { ConsultationSubNav } from '~/components/admin/SectionNavs';
import { LeadDetail, type OpenedLead } from './LeadDetail';

/** The list's address (its filter and page kept) without the opened lead, and with one opened. */
export function useLeadLinks(base: string) {
  const listParams = new URLSearchParams(useLocation().search);
  listParams.delete('id');
  const listQs = listParams.toString();
  const withId = (id: string) => {
    const p = new URLSearchParams(listParams);
    p.set('id', id);
    return `${base}?${p.toString()}`;
  };
  return { backTo: `${base}${listQs ? `?${listQs}` : ''}`, withId };
}

/**
 * A Danışmanlık screen, requests (`lead`) or messages (`ticket`): its tabs and header, the load
 * error (as an alert and a toast), the figures, the opened lead or a notice that it is gone, then the list.
 */
export function LeadScreen(p: {
  kind: OpenedLead['kind'];
  header: React.ReactNode;
  figures?: React.ReactNode;
  loadError: boolean;
  detailId: string | null;
  opened: OpenedLead | null;
  staff: StaffChoice[];
  backTo: string;
  children: React.ReactNode;
}) {
  const t = useAdminT();
  // The answer of a navigation posted to the list (deleting the open message).
  useResultToast(useActionData<ActionResult>());
  const texts = p.kind === 'lead' ? t.adminConsultations : t.adminTickets;
  return (
    <div>
      <ConsultationSubNav />
      {p.header}
      {p.loadError ? <LoadErrorAlert text={texts.toasts.loadError} toast /> : null}
      {p.figures}
      {p.opened ? <LeadDetail opened={p.opened} staff={p.staff} backTo={p.backTo} /> : null}
      {p.detailId && !p.opened && !p.loadError ? (
        <p role="alert" className="mb-6 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {texts.detail.notFound}
        </p>
      ) : null}
      {p.children}
    </div>
  );
}
