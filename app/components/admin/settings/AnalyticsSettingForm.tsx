import { useFetcher } from 'react-router';
import { useAdminT } from '~/i18n/admin-context';
import { Button } from '~/components/ui/button';
import { useResultToast, type ActionResult } from '~/components/admin/AdminKit';
import { SettingsToggle } from './SettingsToggle';

/** Visitor statistics on or off (its own form, intent `analytics`). */
export function AnalyticsSettingForm({ enabled }: { enabled: boolean }) {
  const t = useAdminT();
  const m = t.adminAnalytics.setting;
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  return (
    <fetcher.Form method="post" key={String(enabled)} className="space-y-3">
      <input type="hidden" name="intent" value="analytics" />
      <SettingsToggle name="analytics_enabled" label={m.label} hint={m.hint} defaultChecked={enabled} />
      <Button type="submit" variant="outline" disabled={fetcher.state !== 'idle'}>
        {fetcher.state !== 'idle' ? t.adminOps.saving : t.adminOps.save}
      </Button>
    </fetcher.Form>
  );
}
