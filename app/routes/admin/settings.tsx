import type { Route } from './+types/settings';
import { requireAdmin, requireAdminAction } from '~/domain/auth/guard.server';
import { runSettingsIntent } from '~/domain/settings/admin-actions.server';
import { getSettings } from '~/domain/settings/settings.server';
import { SettingsForm } from '~/components/admin/settings/SettingsForm';
import { readFormData } from '~/server/http/body.server';

/**
 * Admin → Ayarlar: the general, contact and SEO settings. The system tab
 * (maintenance, backup, restore, cache) is its own route, settings-system.tsx;
 * backups are restored by app/routes/resources/admin-restore.ts.
 */

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { settings: await getSettings() };
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdminAction(request);
  // `maintenance` and `clear-cache` are still answered here, as before the system tab had its own route.
  return runSettingsIntent(await readFormData(request), ['save', 'maintenance', 'clear-cache'], session);
}

export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  return <SettingsForm settings={loaderData.settings} />;
}
