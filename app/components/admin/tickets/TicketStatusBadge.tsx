import type { TicketStatus } from '~/domain/tickets/index';
import { useAdminT } from '~/i18n/admin-context';
import { Badge, type BadgeTone } from '~/components/ui/badge';

const TONES: Record<TicketStatus, BadgeTone> = { open: 'amber', answered: 'blue', closed: 'slate' };

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const t = useAdminT().adminTickets.status;
  return <Badge tone={TONES[status]}>{t[status]}</Badge>;
}
