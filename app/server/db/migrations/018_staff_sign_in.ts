import type { Kysely } from 'kysely';
import { isIP } from 'node:net';
import type { ColumnTypes } from '../column-types';

/**
 * Staff sign-in hardening (docs/decisions/022-staff-sign-in-hardening.md):
 * - `sessions.totp_setup`: the TOTP secret the server made for a set-up in progress (sealed),
 *   so the code that turns TOTP on is checked against a secret the client never chose.
 * - Audit entries whose stored address is not an IP address (a forwarded header believed by an
 *   earlier version) lose it: the restore refuses such a value, and it was never the client's.
 */
export async function up(db: Kysely<unknown>, _t: ColumnTypes) {
  await db.schema.alterTable('sessions').addColumn('totp_setup', 'text').execute();
  const k = db as unknown as Kysely<{ audit_log: { id: string; ip: string | null } }>;
  const rows = await k.selectFrom('audit_log').select(['id', 'ip']).where('ip', 'is not', null).execute();
  const bad = rows.filter((r) => !isIP(String(r.ip).replace(/%[\w.-]+$/, ''))).map((r) => r.id);
  for (let i = 0; i < bad.length; i += 500) {
    await k
      .updateTable('audit_log')
      .set({ ip: null })
      .where('id', 'in', bad.slice(i, i + 500))
      .execute();
  }
}
