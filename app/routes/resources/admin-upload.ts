import type { Route } from './+types/admin-upload';
import { requireAdminAction } from '~/domain/auth/guard.server';
import { handleImageUpload } from '~/domain/media/upload.server';

/** POST /admin/upload: one image (multipart/form-data, field "file") → WebP variants; JSON answer. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  await requireAdminAction(request);
  return handleImageUpload(request);
}

export async function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } });
}
