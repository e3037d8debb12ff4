import { sql, type Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types';

/**
 * The mail sender's name follows the company name unless staff set another one: an empty
 * `from_name` in `_mail_server` means "the company name". The e-mail form used to fill the
 * field with the company name and save it as fixed text, so a saved name equal to the
 * company name (the seed's 'FunTech' when none is stored) becomes "follow".
 */
export async function up(db: Kysely<unknown>, t: ColumnTypes) {
  const rows = await sql<{
    key: string;
    value: unknown;
  }>`select key, value from settings where key in ('_mail_server', 'site_title')`.execute(db);
  // PostgreSQL (jsonb) hands back parsed values; SQLite the JSON text.
  const read = (key: string) => {
    const v = rows.rows.find((r) => r.key === key)?.value;
    if (v === undefined || t.kind === 'postgres') return v;
    try {
      return JSON.parse(String(v)) as unknown;
    } catch {
      return undefined;
    }
  };
  const server = read('_mail_server');
  if (!server || typeof server !== 'object') return;
  const title = read('site_title');
  const company = typeof title === 'string' && title ? title : 'FunTech';
  const stored = server as Record<string, unknown>;
  if (typeof stored.from_name !== 'string' || stored.from_name.trim() !== company.trim()) return;
  const json = JSON.stringify({ ...stored, from_name: '' });
  await sql`update settings set value = ${t.kind === 'postgres' ? sql`${json}::jsonb` : json} where key = '_mail_server'`.execute(db);
}
