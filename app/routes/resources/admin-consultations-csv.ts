import type { Route } from './+types/admin-consultations-csv';
import { adminSession, staffNames } from '~/domain/auth/index.server';
import { consultationBatches } from '~/domain/consultations/index.server';
import { isLeadStatus } from '~/domain/consultations/index';
import { csvDownload } from '~/lib/csv.server';
import { formatDateTime } from '~/lib/format-date';
import { catalog } from '~/i18n/catalog';

/**
 * GET /admin/danismanlik/talepler.csv — the consultation requests the list shows (its `status`
 * filter, same query string), newest first, streamed; with the follow-up: the service card,
 * status, handler and internal note.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await adminSession({ request, context });
  const raw = new URL(request.url).searchParams.get('status');
  const status = isLeadStatus(raw) ? raw : 'all';
  const t = catalog.tr;
  const c = t.adminConsultations.csv;
  const names = await staffNames();
  async function* rows() {
    for await (const batch of consultationBatches(undefined, status)) {
      yield batch.map((r) => [
        r.name,
        r.surname,
        r.email,
        r.phone,
        r.serviceDescription,
        r.language,
        formatDateTime(r.createdAt, 'tr'),
        r.service ? t.services.items[r.service].title : '',
        t.adminConsultations.status[r.status],
        r.handlerId ? (names.get(r.handlerId) ?? '') : '',
        r.note,
      ]);
    }
  }
  return csvDownload(
    c.filename,
    [c.name, c.surname, c.email, c.phone, c.description, c.language, c.date, c.service, c.status, c.handler, c.note],
    rows(),
    request,
  );
}
