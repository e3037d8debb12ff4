import type { BadgeTone } from '~/components/ui/badge';
import type { ActionResult } from '~/components/admin/AdminKit';
import type { CampaignStatus } from '~/domain/campaigns/index';
import type { Lang } from '~/i18n/lang';
import type { MailReason } from '~/domain/mail/index';

/** One campaign as the campaigns screen shows it (the route's loader builds it). */
export interface CampaignRow {
  id: string;
  subject: string;
  languages: Lang[];
  status: CampaignStatus;
  recipients: number;
  sent: number;
  failed: number;
  skipped: number;
  remaining: number;
  createdIso: string;
  created: string;
  started: string | null;
  recent: boolean;
  failures: Array<{ email: string; error: string | null }>;
  /** Why a running campaign waits (its last failed attempt, or mail in general stuck); null while it moves. */
  wait: { reason: MailReason; detail: string | null } | null;
}

/** What the campaigns action answers: an outcome toast, field errors and the intent it ran. */
export type CampaignResult = ActionResult & { intent?: string; draftId?: string };

export const STATUS_TONES: Record<CampaignStatus, BadgeTone> = {
  draft: 'slate',
  queued: 'slate',
  sending: 'blue',
  completed: 'green',
  cancelled: 'amber',
};

export function percentOf(c: CampaignRow): number {
  if (c.recipients === 0) return 100;
  return Math.floor(((c.sent + c.failed + c.skipped) / c.recipients) * 100);
}

export function languagesLabel(langs: readonly Lang[]): string {
  return langs.map((l) => l.toUpperCase()).join(' + ');
}
