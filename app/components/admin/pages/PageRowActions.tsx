import { useFetcher } from 'react-router';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { Button } from '~/components/ui/button';
import { ConfirmButton, useResultToast, type ActionResult } from '~/components/admin/AdminKit';
import { pageTitle, type PageItem } from './page-item';
import { PageDialog } from './PageDialog';

/** A page row's actions: publish or unpublish, edit, delete. */
export function PageRowActions({ page, origin }: { page: PageItem; origin: string }) {
  const t = useAdminT();
  const m = t.adminPages;
  const status = useFetcher<ActionResult>();
  const del = useFetcher<ActionResult>();
  useResultToast(status.data);
  useResultToast(del.data);
  const published = page.status === 'published';
  const title = pageTitle(page);
  return (
    <div className="flex justify-end gap-1">
      <Button
        variant="outline"
        size="sm"
        disabled={status.state !== 'idle'}
        title={fmt(m.table.toggleLabel, { title })}
        onClick={() => status.submit({ intent: 'status', id: page.id, status: published ? 'draft' : 'published' }, { method: 'post' })}
      >
        {published ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
        {published ? m.table.unpublish : m.table.publish}
      </Button>
      <PageDialog
        page={page}
        origin={origin}
        trigger={
          <Button variant="ghost" size="sm" aria-label={fmt(m.table.editLabel, { title })}>
            <Pencil className="size-4" aria-hidden="true" />
          </Button>
        }
      />
      <ConfirmButton
        title={m.confirmDelete.title}
        message={fmt(m.confirmDelete.message, { title })}
        confirmLabel={t.adminOps.delete}
        triggerLabel={fmt(m.table.deleteLabel, { title })}
        disabled={del.state !== 'idle'}
        onConfirm={() => del.submit({ intent: 'delete', id: page.id }, { method: 'post' })}
      >
        <Trash2 className="size-4 text-red-700" aria-hidden="true" />
      </ConfirmButton>
    </div>
  );
}
