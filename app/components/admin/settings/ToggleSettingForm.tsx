import { useFetcher } from 'react-router';
import { useAdminT } from '~/i18n/admin-context';
import { Button } from '~/components/ui/button';
import { useResultToast, type ActionResult } from '~/components/admin/AdminKit';
import { SettingsToggle } from './SettingsToggle';

/** Maintenance mode or visitor statistics, on or off: its own form (intent `maintenance` or `analytics`). */
export function ToggleSettingForm({ intent, enabled }: { intent: 'maintenance' | 'analytics'; enabled: boolean }) {
  const t = useAdminT();
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const field =
    intent === 'maintenance'
      ? { name: 'maintenance_mode', label: t.adminSettings.system.maintenanceMode, hint: t.adminSettings.system.maintenanceHint }
      : { name: 'analytics_enabled', ...t.adminAnalytics.setting };
  return (
    <fetcher.Form method="post" key={String(enabled)} className="space-y-3">
      <input type="hidden" name="intent" value={intent} />
      <SettingsToggle name={field.name} label={field.label} hint={field.hint} defaultChecked={enabled} />
      <Button type="submit" variant="outline" disabled={fetcher.state !== 'idle'}>
        {fetcher.state !== 'idle' ? t.adminOps.saving : t.adminOps.save}
      </Button>
    </fetcher.Form>
  );
}
