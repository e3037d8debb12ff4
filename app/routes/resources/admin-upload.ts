import type { Route } from './+types/admin-upload';
import { adminSession, requireAdminAction } from '~/domain/auth/index.server';
import { handleImageUpload } from '~/domain/media/index.server';

/** POST /admin/upload: one image (multipart/form-data, field "file") → WebP variants; JSON answer (docs/decisions/008). */
export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdminAction(request);
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  return handleImageUpload(request, session);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await adminSession({ request, context });
  return new Response(null, { status: 405, headers: { Allow: 'POST' } });
}
