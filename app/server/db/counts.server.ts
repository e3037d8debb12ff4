import { sql, type Expression, type SqlBool } from 'kysely';
import { db } from './index.server';

/*
 * Counting helpers for a domain's own tables (the domain names its table; the
 * dashboard asks each domain, never the tables itself).
 */

/** Tables with a created_at column that the dashboard counts per interval. */
export type CreatedTable = 'newsletter_subscribers' | 'consultation_requests';
export type CountedTable = 'projects' | 'blog_posts' | 'support_tickets' | 'newsletter_subscribers' | 'consultation_requests';

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

/** All rows of a table. */
export async function countRows(table: CountedTable): Promise<number> {
  const r = await db()
    .selectFrom(table)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
