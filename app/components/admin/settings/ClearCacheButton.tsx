import { useFetcher } from 'react-router';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useAdminT } from '~/i18n/admin-context';
import { Button } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { useResultToast, type ActionResult } from '~/components/admin/AdminKit';

/** Clears the page caches (its own form, intent `clear-cache`). */
export function ClearCacheButton() {
  const t = useAdminT();
  const m = t.adminSettings;
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="clear-cache" />
      <Button type="submit" variant="outline" disabled={fetcher.state !== 'idle'}>
        <RefreshCw className={cn('size-4', fetcher.state !== 'idle' && 'animate-spin motion-reduce:animate-none')} aria-hidden="true" />
        {m.system.cacheClear}
      </Button>
    </fetcher.Form>
  );
}
