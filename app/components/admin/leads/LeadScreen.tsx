import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { StaffChoice } from '~/domain/auth/index';
import { useAdminT } from '~/i18n/admin-context';
import { showToast } from '~/components/ui/toast';
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
  const texts = p.kind === 'lead' ? t.adminConsultations : t.adminTickets;
  useEffect(() => {
    if (p.loadError) showToast({ title: t.adminOps.errorTitle, description: texts.toasts.loadError, variant: 'error' });
  }, [p.loadError, t, texts]);
  return (
    <div>
      <ConsultationSubNav />
      {p.header}
      {p.loadError ? (
        <p role="alert" className="mb-6 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {texts.toasts.loadError}
        </p>
      ) : null}
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
