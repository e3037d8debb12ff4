import type { LeadStatus } from '~/domain/consultations/index';
import { useAdminT } from '~/i18n/admin-context';
import { Badge, type BadgeTone } from '~/components/ui/badge';

const TONES: Record<LeadStatus, BadgeTone> = { new: 'amber', contacted: 'blue', quoted: 'purple', won: 'green', lost: 'slate' };

/** A consultation request's status (Yeni, İletişime geçildi, Teklif verildi, Kazanıldı, Kaybedildi). */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  const t = useAdminT().adminConsultations.status;
  return (
    <Badge tone={TONES[status]} className="whitespace-nowrap" data-testid="lead-status">
      {t[status]}
    </Badge>
  );
}
