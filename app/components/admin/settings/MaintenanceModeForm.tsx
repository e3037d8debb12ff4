import { useFetcher } from 'react-router';
import { useAdminT } from '~/i18n/admin-context';
import { Button } from '~/components/ui/button';
import { useResultToast, type ActionResult } from '~/components/admin/AdminKit';
import { SettingsToggle } from './SettingsToggle';

/** Maintenance mode on or off (its own form, intent `maintenance`). */
export function MaintenanceModeForm({ enabled }: { enabled: boolean }) {
  const t = useAdminT();
  const m = t.adminSettings;
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  return (
    <fetcher.Form method="post" key={String(enabled)} className="space-y-3">
      <input type="hidden" name="intent" value="maintenance" />
      <SettingsToggle name="maintenance_mode" label={m.system.maintenanceMode} hint={m.system.maintenanceHint} defaultChecked={enabled} />
      <Button type="submit" variant="outline" disabled={fetcher.state !== 'idle'}>
        {fetcher.state !== 'idle' ? t.adminOps.saving : t.adminOps.save}
      </Button>
    </fetcher.Form>
  );
}
