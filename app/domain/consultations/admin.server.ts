import type { Selectable } from 'kysely';
import { db } from '~/server/db/index.server';
import type { ConsultationRequestTable } from '~/server/db/schema';
import { toDate } from '~/server/db/values';
import { newestFirstBatches } from '~/server/db/newest-first-batches.server';
import { leadStore } from '../forms/index.server';
import { statPeriods, type ConsultationStats } from './stats';
import { CONSULTATIONS_PAGE_SIZE } from './admin-constants';
import { isLeadStatus, LEAD_STATUSES, type LeadStatus } from './status';
import { isServiceId, type ServiceId } from '~/lib/anchors';

/** Consultation requests as the admin reads them (docs/product-spec.md §2 Danışmanlık). */
export interface ConsultationRequest {
  id: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  serviceDescription: string;
  language: string;
  createdAt: Date;
  status: LeadStatus;
  note: string;
  handlerId: string | null;
  /** The services page card the visitor came from. */
  service: ServiceId | null;
}

function toConsultation(r: Selectable<ConsultationRequestTable>): ConsultationRequest {
  return {
    id: r.id,
    name: r.name,
    surname: r.surname,
    email: r.email,
    phone: r.phone,
    serviceDescription: r.service_description,
    language: r.language,
    createdAt: toDate(r.created_at),
    status: isLeadStatus(r.status) ? r.status : 'new',
    note: r.note ?? '',
    handlerId: r.handler_id ?? null,
    service: isServiceId(r.service) ? r.service : null,
  };
}

const requests = leadStore({
  table: 'consultation_requests',
  cache: 'consultations',
  statuses: LEAD_STATUSES,
  fallback: 'new',
  toItem: toConsultation,
  touch: false,
});

/** One page of requests, newest first; with a status, only the requests in it. */
export function listConsultations(page = 1, pageSize = CONSULTATIONS_PAGE_SIZE, status: LeadStatus | 'all' = 'all') {
  return requests.list(page, pageSize, status);
}

/** Number of requests per status (the filter's figures). */
export const consultationStatusCounts = requests.statusCounts;
export const getConsultation = requests.get;
/**
 * Sets a request's status, note and handler; returns the values before, or undefined when the
 * request is gone. The caller audits what changed.
 */
export const updateConsultationFollowUp = requests.updateFollowUp;
export const deleteConsultation = requests.remove;

/** Statistics: total, this calendar month and the last 7 days, in Europe/Istanbul (see stats.ts). */
export async function getConsultationStats(now = new Date()): Promise<ConsultationStats> {
  const p = statPeriods(now);
  const row = await db()
    .selectFrom('consultation_requests')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('created_at', '>=', p.monthStart.toISOString()).then(1).else(0).end()).as('month'),
      eb.fn.sum<number>(eb.case().when('created_at', '>=', p.last7Start.toISOString()).then(1).else(0).end()).as('week'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), thisMonth: Number(row.month ?? 0), last7Days: Number(row.week ?? 0) };
}

/** Every request (with a status, those in it), newest first, in batches (for the CSV export). */
export async function* consultationBatches(batchSize = 1000, status: LeadStatus | 'all' = 'all'): AsyncGenerator<ConsultationRequest[]> {
  const all = db().selectFrom('consultation_requests').selectAll();
  const query = status === 'all' ? all : all.where('status', '=', status);
  for await (const rows of newestFirstBatches(query, batchSize)) yield rows.map(toConsultation);
}
