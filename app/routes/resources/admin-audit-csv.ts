import type { Route } from './+types/admin-audit-csv';
import { adminSession } from '~/domain/auth/index.server';
import { auditBatches, auditFilterOf, readAuditQuery } from '~/domain/audit/index.server';
import { formatTimestamp } from '~/lib/format-date';
import { csvDownload } from '~/lib/csv.server';
import { catalog } from '~/i18n/catalog';

/**
 * GET /admin/etkinlik.csv — the audit log's entries matching the screen's
 * filter (same query string), newest first, streamed in keyset batches;
 * cells that start like a formula are neutralised by csv.server.ts.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await adminSession({ request, context });
  const m = catalog.tr.adminAudit;
  const c = m.csv;
  const filter = auditFilterOf(readAuditQuery(new URL(request.url)));
  const label = (dict: Record<string, string>, code: string) => dict[code] ?? code;
  async function* rows() {
    for await (const batch of auditBatches(filter)) {
      yield batch.map((r) => [
        formatTimestamp(r.at, 'tr'),
        r.actorName,
        label(m.actions, r.action),
        label(m.entities, r.entityType),
        r.entityId ?? '',
        // An entry from a restored backup file says so (014).
        r.imported ? `${r.summary} (${catalog.tr.adminRestore.importedBadge})` : r.summary,
        r.ip ?? '',
      ]);
    }
  }
  return csvDownload(c.filename, [c.time, c.person, c.action, c.entity, c.entityId, c.summary, c.address], rows(), request);
}
