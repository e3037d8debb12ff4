import { db } from '~/server/db/index.server';
import { toDate } from '~/server/db/values';
import { notifyContentChanged } from '~/server/cache/invalidation.server';
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

type Row = {
  id: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  service_description: string;
  language: string;
  created_at: unknown;
  status: string;
  note: string;
  handler_id: string | null;
  service: string | null;
};

function toConsultation(r: Row): ConsultationRequest {
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

/** One page of requests, newest first; with a status, only the requests in it. */
export async function listConsultations(page = 1, pageSize = CONSULTATIONS_PAGE_SIZE, status: LeadStatus | 'all' = 'all') {
  let list = db().selectFrom('consultation_requests').selectAll();
  let count = db()
    .selectFrom('consultation_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'));
  if (status !== 'all') {
    list = list.where('status', '=', status);
    count = count.where('status', '=', status);
  }
  const [rows, n] = await Promise.all([
    list
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((Math.max(1, page) - 1) * pageSize)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toConsultation), total: Number(n.n) };
}

/** Number of requests per status (the filter's figures). */
export async function consultationStatusCounts(): Promise<Record<LeadStatus, number>> {
  const rows = await db()
    .selectFrom('consultation_requests')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const out = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>;
  for (const r of rows) if (isLeadStatus(r.status)) out[r.status] += Number(r.n);
  return out;
}

export async function getConsultation(id: string): Promise<ConsultationRequest | undefined> {
  const row = await db().selectFrom('consultation_requests').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toConsultation(row) : undefined;
}

export interface FollowUp {
  status: LeadStatus;
  note: string;
  handlerId: string | null;
}

/**
 * Sets a request's status, note and handler; returns the values before, or undefined when the
 * request is gone. The caller audits what changed.
 */
export async function updateConsultationFollowUp(id: string, next: FollowUp): Promise<FollowUp | undefined> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .selectFrom('consultation_requests')
        .select(['status', 'note', 'handler_id'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      await trx
        .updateTable('consultation_requests')
        .set({ status: next.status, note: next.note, handler_id: next.handlerId })
        .where('id', '=', id)
        .execute();
      return { status: isLeadStatus(row.status) ? row.status : 'new', note: row.note ?? '', handlerId: row.handler_id ?? null };
    })
    .then(async (before) => {
      if (before) await notifyContentChanged('consultations');
      return before;
    });
}

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

export async function deleteConsultation(id: string): Promise<boolean> {
  const r = await db().deleteFrom('consultation_requests').where('id', '=', id).executeTakeFirst();
  const deleted = Number(r.numDeletedRows) > 0;
  if (deleted) await notifyContentChanged('consultations');
  return deleted;
}

/** Every request (with a status, those in it), newest first, in keyset-paginated batches (for the CSV export). */
export async function* consultationBatches(batchSize = 1000, status: LeadStatus | 'all' = 'all'): AsyncGenerator<ConsultationRequest[]> {
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    let q = db().selectFrom('consultation_requests').selectAll();
    if (status !== 'all') q = q.where('status', '=', status);
    if (after) {
      const a = after;
      // A row-value comparison: an index range read on (created_at, id) on both engines.
      q = q.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(a.createdAt, a.id)));
    }
    const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(batchSize).execute();
    if (!rows.length) return;
    const items = rows.map(toConsultation);
    yield items;
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: toDate(last.created_at).toISOString(), id: last.id };
  }
}
