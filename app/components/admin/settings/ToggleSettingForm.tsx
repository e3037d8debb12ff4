import { useFetcher } from 'react-router';
import { useAdminT } from '~/i18n/admin-context';
import { Button } from '~/components/ui/button';
import { useResultToast, type ActionResult } from '~/components/admin/AdminKit';
import { SettingsToggle } from './SettingsToggle';

/** One setting switched on or off in its own form (maintenance mode, visitor statistics). */
export function ToggleSettingForm({
  intent,
  name,
  label,
  hint,
  enabled,
}: {
  intent: string;
  name: string;
  label: string;
  hint: string;
  enabled: boolean;
}) {
  const t = useAdminT().adminOps;
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  return (
    <fetcher.Form method="post" key={String(enabled)} className="space-y-3">
      <input type="hidden" name="intent" value={intent} />
      <SettingsToggle name={name} label={label} hint={hint} defaultChecked={enabled} />
      <Button type="submit" variant="outline" disabled={fetcher.state !== 'idle'}>
        {fetcher.state !== 'idle' ? t.saving : t.save}
      </Button>
    </fetcher.Form>
  );
}
