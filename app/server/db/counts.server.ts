import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from './schema';
import { db } from './index.server';

/*
 * Counting helpers for a domain's own tables (the domain names its table; the
 * dashboard asks each domain, never the tables itself).
 */

/** Tables with a created_at column that the dashboard counts per interval. */
export type CreatedTable = 'newsletter_subscribers' | 'consultation_requests';
export type CountedTable =
  'projects' | 'blog_posts' | 'blog_comments' | 'support_tickets' | 'newsletter_subscribers' | 'consultation_requests';

/** Rows created in each [bounds[i], bounds[i+1]) interval, in one query. */
export async function countCreatedPerInterval(table: CreatedTable, bounds: Date[]): Promise<number[]> {
  const iso = bounds.map((b) => b.toISOString());
  const row = await db()
    .selectFrom(table)
    .select((eb) =>
      iso.slice(0, -1).map((from, i) => {
        const cond: Expression<SqlBool> = eb.and([eb('created_at', '>=', from), eb('created_at', '<', iso[i + 1]!)]);
        return eb.fn.sum<number>(eb.case().when(cond).then(1).else(0).end()).as(`d${i}`);
      }),
    )
    .where('created_at', '>=', iso[0]!)
    .executeTakeFirstOrThrow();
  const r = row as Record<string, unknown>;
  return iso.slice(0, -1).map((_, i) => Number(r[`d${i}`] ?? 0));
}

/** The rows of a table, or those `where` selects. */
export async function countRows<T extends CountedTable>(
  table: T,
  where?: (eb: ExpressionBuilder<Database, T>) => Expression<SqlBool>,
): Promise<number> {
  let q = db()
    .selectFrom(table as CountedTable)
    .select(sql<number>`count(*)`.as('n'));
  // Kysely cannot see that a filter of one table fits the query over the union.
  if (where) q = q.where(where as never);
  const r = await q.executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Rows per status, every status of `statuses` present (0 when none); stored codes outside the list are not counted. */
export async function countByStatus<S extends string>(
  table: 'blog_comments' | 'support_tickets' | 'consultation_requests',
  statuses: readonly S[],
): Promise<Record<S, number>> {
  const rows = await db()
    .selectFrom(table)
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const out = Object.fromEntries(statuses.map((s) => [s, 0])) as Record<S, number>;
  for (const r of rows) if ((statuses as readonly string[]).includes(r.status)) out[r.status as S] += Number(r.n);
  return out;
}
