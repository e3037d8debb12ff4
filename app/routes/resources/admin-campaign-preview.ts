import type { Route } from './+types/admin-campaign-preview';
import { requireAdminAction } from '~/domain/auth/index.server';
import { previewCampaign } from '~/domain/campaigns/index.server';
import { MAX_CONTENT, MAX_SUBJECT } from '~/domain/campaigns/index';
import type { Lang } from '~/i18n/lang';
import { readFormData } from '~/server/http/body.server';

/**
 * POST /admin/e-bulten/kampanyalar/onizleme: the campaign e-mail of one
 * language as recipients will see it (rendered by the same code as the real
 * send), for the editor's preview. A resource route, so typing does not
 * re-run the page's loaders.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminAction(request);
  const form = await readFormData(request);
  const lang: Lang = form.get('lang') === 'en' ? 'en' : 'tr';
  const subject = String(form.get('subject') ?? '').slice(0, MAX_SUBJECT);
  const content = String(form.get('content') ?? '').slice(0, MAX_CONTENT);
  const html = await previewCampaign(lang, subject, content);
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}

export function loader() {
  throw new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
}
