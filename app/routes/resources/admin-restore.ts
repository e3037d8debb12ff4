import type { Route } from './+types/admin-restore';
import { requireAdmin, requireAdminAction } from '~/domain/auth/guard.server';
import { handleRestoreUpload } from '~/domain/backup/upload.server';

/**
 * POST /admin/ayarlar/geri-yukle — restores a backup file (multipart/form-data,
 * field "backup"), streamed to disk and checked before anything is written
 * (see domain/backup). JSON answer with the toast; the settings page's
 * restore form posts here.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminAction(request);
  return handleRestoreUpload(request);
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return new Response(null, { status: 405, headers: { Allow: 'POST' } });
}
