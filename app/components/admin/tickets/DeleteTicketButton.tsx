import { useFetcher } from 'react-router';
import Trash2 from 'lucide-react/icons/trash';
import { useAdminT } from '~/i18n/admin-context';
import { ConfirmButton, useResultToast, type ActionResult } from '~/components/admin/AdminKit';

/** Deletes a ticket after a confirmation; the list (backTo) answers, so the detail closes. */
export function DeleteTicketButton({ id, backTo }: { id: string; backTo: string }) {
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
