import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAdminT } from '~/i18n/admin-context';
import { showToast } from '~/components/ui/toast';
import { ConsultationSubNav } from '~/components/admin/SectionNavs';

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
 * A Danışmanlık screen (requests or messages): its tabs and header, the load error (as an alert and
 * a toast), the figures, the opened lead or a notice that it is gone, then the list.
 */
export function LeadScreen({
  header,
  figures,
  loadError,
  loadErrorText,
  detailId,
  detail,
  notFoundText,
  children,
}: {
  header: React.ReactNode;
  figures?: React.ReactNode;
  loadError: boolean;
  loadErrorText: string;
  detailId: string | null;
  /** The opened lead's card, or null. */
  detail: React.ReactNode;
  notFoundText: string;
  children: React.ReactNode;
}) {
  const t = useAdminT();
  useEffect(() => {
    if (loadError) showToast({ title: t.adminOps.errorTitle, description: loadErrorText, variant: 'error' });
  }, [loadError, t, loadErrorText]);
  return (
    <div>
      <ConsultationSubNav />
      {header}
      {loadError ? (
        <p role="alert" className="mb-6 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {loadErrorText}
        </p>
      ) : null}
      {figures}
      {detail}
      {detailId && !detail && !loadError ? (
        <p role="alert" className="mb-6 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {notFoundText}
        </p>
      ) : null}
      {children}
    </div>
  );
}
