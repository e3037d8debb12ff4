import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import { db } from './index.server';
import type { Database } from './schema';

/**
 * What the admin's paginated lists share (projects and blog posts): one page of rows with its
 * window, and a title search that treats Turkish letters alike on both engines.
 */

export const ADMIN_PAGE_SIZE = 20;

export interface ListQuery {
  q?: string;
  page?: number;
  pageSize?: number;
}

export interface Page<T> {
  rows: T[];
  total: number;
  page: number;
  pages: number;
  pageSize: number;
}

// Case-insensitive search that treats Turkish letters alike on both engines
// (SQLite's lower() only knows ASCII; 'I' and 'İ' lowercase differently in Turkish).
const FOLD: ReadonlyArray<readonly [string, string]> = [
  ['İ', 'i'],
  ['I', 'i'],
  ['ı', 'i'],
  ['Ç', 'ç'],
  ['Ğ', 'ğ'],
  ['Ö', 'ö'],
  ['Ş', 'ş'],
  ['Ü', 'ü'],
];

export function foldText(text: string): string {
  let out = text;
  for (const [from, to] of FOLD) out = out.split(from).join(to);
  return out.toLowerCase();
}

/** The SQL twin of foldText for a column. */
export function foldedColumn(column: string): RawBuilder<string> {
  let expr: RawBuilder<string> = sql<string>`${sql.ref(column)}`;
  for (const [from, to] of FOLD) expr = sql<string>`replace(${expr}, ${from}, ${to})`;
  return sql<string>`lower(${expr})`;
}

/** `%text%` for LIKE (folded), with the wildcards of the text itself escaped. */
export function likePattern(text: string): string {
  return `%${foldText(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column LIKE %text%`, case- and Turkish-letter-insensitive. */
export function textMatches(column: string, text: string) {
  return sql<boolean>`${foldedColumn(column)} like ${likePattern(text)} escape '\\'`;
}

/** The page a list query asks for, within 1…pages (at least one page, sizes 1–100). */
export function pageWindow(total: number, q: ListQuery): { total: number; page: number; pages: number; pageSize: number; offset: number } {
  const pageSize = Math.min(Math.max(q.pageSize ?? ADMIN_PAGE_SIZE, 1), 100);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(Math.trunc(q.page ?? 1) || 1, 1), pages);
  return { total, page, pages, pageSize, offset: (page - 1) * pageSize };
}

type TitledTable = 'blog_posts' | 'projects';

/**
 * The blog and project lists' filter and page: title text in either language, and a category
 * when it is one of `categories`. Counts the matching rows; the caller reads its window.
 */
export async function titledListWindow(table: TitledTable, q: ListQuery & { category?: string }, categories: readonly string[]) {
  const where = (eb: ExpressionBuilder<Database, TitledTable>) => {
    const conds = [];
    const text = q.q?.trim();
    if (text) conds.push(eb.or([textMatches('title_tr', text), textMatches('title_en', text)]));
    if (q.category && categories.includes(q.category)) conds.push(eb('category', '=', q.category));
    return eb.and(conds);
  };
  const row = await db()
    .selectFrom(table)
    .where(where)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { where, ...pageWindow(Number(row.n), q) };
}
