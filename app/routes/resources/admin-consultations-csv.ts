import type { Route } from './+types/admin-consultations-csv';
import { requireAdmin } from '~/domain/auth/guard.server';
import { consultationBatches } from '~/domain/consultations/admin.server';
import { csvDownload } from '~/lib/csv.server';
import { formatDateTime } from '~/lib/format-date';
import { catalog } from '~/i18n/catalog';

/** GET /admin/danismanlik/talepler.csv — every consultation request, newest first, streamed. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const c = catalog.tr.adminConsultations.csv;
  async function* rows() {
    for await (const batch of consultationBatches()) {
      yield batch.map((r) => [r.name, r.surname, r.email, r.phone, r.serviceDescription, r.language, formatDateTime(r.createdAt, 'tr')]);
    }
  }
  return csvDownload(c.filename, [c.name, c.surname, c.email, c.phone, c.description, c.language, c.date], rows(), request);
}
