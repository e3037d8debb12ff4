import { useState } from 'react';
import { Link, useFetcher, useSearchParams } from 'react-router';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { fmt } from '~/i18n/define';
import { buttonClass } from '~/components/ui/button';
import { useActionToast, type ToastMessage } from '~/components/ui/toast';
import { ConfirmDialog } from '~/components/admin/ConfirmDialog';

type RowActionResult = { ok: boolean; toast: ToastMessage };
/** One fetcher for the list's row actions, shared by key with RowActionToasts. */
const ROW_ACTION_FETCHER = 'content-row-action';

/**
 * The toast of a row action, from the list: a deleted row is gone (unmounted) in the same render that
 * brings the action's result, so a toast effect in the row itself did not always run.
 */
export function RowActionToasts() {
  useActionToast(useFetcher<RowActionResult>({ key: ROW_ACTION_FETCHER }).data);
  return null;
}

/**
 * A project's or blog post's row actions: edit (opens the editor through the
 * URL), show/hide or publish/unpublish (`toggle`), anything the screen adds
 * (`children`, e.g. "view") and delete after a confirmation. JSON posts to the
 * screen's action (site/content-action.server.ts).
 */
export function ContentRowActions({
  id,
  title,
  t,
  on,
  toggle,
  children,
}: {
  id: string;
  title: string;
  t: {
    actions: { edit: string; editLabel: string; delete: string; deleteLabel: string };
    confirmDelete: { title: string; message: string; confirm: string; cancel: string };
  };
  /** Shown or published now (the toggle's icon). */
  on: boolean;
  toggle: { label: string; title: string; body: Record<string, string | boolean> };
  children?: React.ReactNode;
}) {
  const fetcher = useFetcher<RowActionResult>({ key: ROW_ACTION_FETCHER });
  const [confirm, setConfirm] = useState(false);
  const [searchParams] = useSearchParams();
  const editParams = new URLSearchParams(searchParams);
  editParams.set('edit', id);
  const busy = fetcher.state !== 'idle';
  return (
    <div className="flex justify-end gap-1">
      <Link
        to={`?${editParams}`}
        preventScrollReset
        className={buttonClass('ghost', 'sm', 'px-2')}
        aria-label={fmt(t.actions.editLabel, { title })}
        title={t.actions.edit}
      >
        <Pencil className="size-4" aria-hidden="true" />
      </Link>
      <button
        type="button"
        disabled={busy}
        className={buttonClass('ghost', 'sm', 'px-2')}
        aria-label={fmt(toggle.label, { title })}
        title={toggle.title}
        onClick={() => fetcher.submit({ ...toggle.body, id }, { method: 'post', encType: 'application/json' })}
      >
        {on ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
      </button>
      {children}
      <button
        type="button"
        disabled={busy}
        className={buttonClass('ghost', 'sm', 'px-2 text-red-700 hover:bg-red-50')}
        aria-label={fmt(t.actions.deleteLabel, { title })}
        title={t.actions.delete}
        onClick={() => setConfirm(true)}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t.confirmDelete.title}
        message={t.confirmDelete.message}
        confirmLabel={t.confirmDelete.confirm}
        cancelLabel={t.confirmDelete.cancel}
        onConfirm={() => fetcher.submit({ intent: 'delete', id }, { method: 'post', encType: 'application/json' })}
      />
    </div>
  );
}
