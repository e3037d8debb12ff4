import { isOneOf } from '~/lib/vocabulary';
/**
 * A consultation request's follow-up: new → contacted → quoted → won / lost.
 * Stored codes; labels in app/i18n/messages/adminConsultations.ts. Shared by server and admin UI.
 */
export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const isLeadStatus = isOneOf(LEAD_STATUSES);

/** Requests still waiting for a first answer: the dashboard's "new" figure. */
export const UNANSWERED_LEAD_STATUS: LeadStatus = 'new';
