import { useFetcher } from 'react-router';
import CheckCheck from 'lucide-react/icons/check-check';
import Lock from 'lucide-react/icons/lock';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import type { TicketStatus } from '~/domain/tickets/index';
import { useAdminT } from '~/i18n/admin-context';
import { Button } from '~/components/ui/button';
import { useResultToast, type ActionResult } from '~/components/admin/AdminKit';

/** Mark answered, close or reopen a ticket (intent `status`). */
export function TicketStatusButtons({ id, status }: { id: string; status: TicketStatus }) {
  const t = useAdminT().adminTickets.detail;
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const busy = fetcher.state !== 'idle';
  const set = (s: TicketStatus) => fetcher.submit({ intent: 'status', id, status: s }, { method: 'post' });
  return (
    <>
      {status !== 'answered' ? (
        <Button variant="outline" size="sm" disabled={busy} onClick={() => set('answered')}>
          <CheckCheck className="size-4" aria-hidden="true" />
          {t.markAnswered}
        </Button>
      ) : null}
      {status !== 'closed' ? (
        <Button variant="outline" size="sm" disabled={busy} onClick={() => set('closed')}>
          <Lock className="size-4" aria-hidden="true" />
          {t.markClosed}
        </Button>
      ) : (
        <Button variant="outline" size="sm" disabled={busy} onClick={() => set('open')}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {t.reopen}
        </Button>
      )}
    </>
  );
}
