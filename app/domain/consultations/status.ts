/**
 * A consultation request's follow-up: new → contacted → quoted → won / lost.
 * Stored codes; labels in app/i18n/messages/adminConsultations.ts. Shared by server and admin UI.
 */
export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export function isLeadStatus(v: unknown): v is LeadStatus {
  return typeof v === 'string' && (LEAD_STATUSES as readonly string[]).includes(v);
}

/** Requests still waiting for a first answer: the dashboard's "new" figure. */
export const UNANSWERED_LEAD_STATUS: LeadStatus = 'new';
