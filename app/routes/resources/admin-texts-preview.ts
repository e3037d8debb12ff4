import { redirect } from 'react-router';
import type { Route } from './+types/admin-texts-preview';
import { requireAdminAction } from '~/domain/auth/index.server';
import { createTextPreview, TextValidationError, readTextChange } from '~/domain/texts/index.server';
import { previewPath, TEXT_PREVIEW_PARAM } from '~/domain/texts/index';
import { readFormData } from '~/server/http/body.server';
import type { Lang } from '~/i18n/lang';

/**
 * POST /admin/metinler/onizleme: the Metinler editor's "Önizle" button. Stores
 * the entry's unsaved texts (checked like a save) for this admin session and
 * redirects to the public page that shows them with `?onizleme=<id>`, which only
 * this session can open (never cached, `noindex`). Nothing is saved.
 */
export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdminAction(request);
  const form = await readFormData(request);
  const lang: Lang = form.get('previewLang') === 'en' ? 'en' : 'tr';
  const change = readTextChange(form);
  if (!change) throw new Response('Bad Request', { status: 400, headers: { 'Cache-Control': 'no-store' } });
  try {
    const id = await createTextPreview([change], session.id);
    return redirect(`${previewPath(change.key, lang)}?${TEXT_PREVIEW_PARAM}=${id}`, {
      status: 303,
      headers: { 'Cache-Control': 'no-store' },
    });
  } catch (err) {
    if (err instanceof TextValidationError)
      return new Response(err.message, {
        status: 422,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    throw err;
  }
}

export function loader() {
  throw new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
}
