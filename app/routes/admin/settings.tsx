import type { Route } from './+types/settings';
import { adminSession, runAdminAction } from '~/domain/auth/index.server';
import { settingsAction, settingsFor } from '~/domain/settings/index.server';
import { SettingsForm } from '~/components/admin/settings/SettingsForm';

/**
 * Admin → Ayarlar: the general, contact and SEO settings. The system tab
 * (maintenance, backup, restore, cache) is its own route, settings-system.tsx;
 * backups are restored by app/routes/resources/admin-restore.ts.
 */

export async function loader({ request, context }: Route.LoaderArgs) {
  await adminSession({ request, context });
  return { settings: await settingsFor(context) };
}

export async function action(args: Route.ActionArgs) {
  // `maintenance` and `clear-cache` are still answered here, as before the system tab had its own route.
  return runAdminAction({ ...args, ...settingsAction(['save', 'maintenance', 'clear-cache']) });
}

export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  return <SettingsForm settings={loaderData.settings} />;
}
