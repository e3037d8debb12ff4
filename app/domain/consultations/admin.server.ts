import { db } from '~/server/db/index.server';
import { toDate } from '~/server/db/values';
import { notifyContentChanged } from '~/server/cache/invalidation.server';
import { statPeriods, type ConsultationStats } from './stats';
import { CONSULTATIONS_PAGE_SIZE } from './admin-constants';

/** Consultation requests as the admin reads them (spec §2 Danışmanlık). */
export interface ConsultationRequest {
  id: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  serviceDescription: string;
  language: string;
  createdAt: Date;
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
  };
}

/** One page of requests, newest first. */
export async function listConsultations(page = 1, pageSize = CONSULTATIONS_PAGE_SIZE) {
  const [rows, count] = await Promise.all([
    db()
      .selectFrom('consultation_requests')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((Math.max(1, page) - 1) * pageSize)
      .execute(),
    db()
      .selectFrom('consultation_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toConsultation), total: Number(count.n) };
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

/** Every request, newest first, in keyset-paginated batches (for the CSV export). */
export async function* consultationBatches(batchSize = 1000): AsyncGenerator<ConsultationRequest[]> {
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    let q = db().selectFrom('consultation_requests').selectAll();
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
