import type { Route } from './+types/admin-subscribers-csv';
import { adminSession } from '~/domain/auth/index.server';
import { subscriberBatches } from '~/domain/newsletter/index.server';
import { parseSubscriberFilter } from '~/domain/newsletter/index';
import { csvDownload } from '~/lib/csv.server';
import { formatDate } from '~/lib/format-date';
import { catalog } from '~/i18n/catalog';

/**
 * GET /admin/e-bulten/newsletter-subscribers.csv — every subscriber (docs/product-spec.md §7:
 * Email, Durum Aktif/Pasif, Abonelik Tarihi), newest first, streamed in
 * keyset-paginated batches with backpressure: memory stays flat for any count.
 * The list's search (`q`) and status filter narrow it, as on the screen.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await adminSession({ request, context });
  const params = new URL(request.url).searchParams;
  const opts = { q: (params.get('q') ?? '').trim().slice(0, 200), filter: parseSubscriberFilter(params.get('status')) };
  const c = catalog.tr.adminSubscribers.csv;
  async function* rows() {
    for await (const batch of subscriberBatches(undefined, opts)) {
      yield batch.map((s) => [s.email, s.isActive ? c.active : c.inactive, formatDate(s.createdAt, 'tr')]);
    }
  }
  return csvDownload(c.filename, [c.email, c.status, c.date], rows(), request);
}
