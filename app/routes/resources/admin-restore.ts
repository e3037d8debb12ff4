import type { Route } from './+types/admin-restore';
import { requireAdmin, requireAdminAction } from '~/domain/auth/guard.server';
import { handleRestoreUpload } from '~/domain/backup/upload.server';
import { auditor } from '~/domain/audit/audit.server';
import { baseSummary } from '~/domain/audit/summary';
import { catalog } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';

/**
 * POST /admin/ayarlar/geri-yukle — restores a backup file (multipart/form-data,
 * field "backup"), streamed to disk and checked before anything is written
 * (see domain/backup). JSON answer with the toast; the settings page's
 * restore form posts here.
 */
export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdminAction(request);
  const audit = auditor(session);
  return handleRestoreUpload(request, (n) =>
    audit({
      action: 'restore',
      entity: 'backup',
      summary: fmt(catalog.tr.adminAudit.details.rows, { summary: baseSummary('restore', 'backup'), n }),
    }),
  );
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return new Response(null, { status: 405, headers: { Allow: 'POST' } });
}
