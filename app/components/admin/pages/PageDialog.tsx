import { useState } from 'react';
import { useAdminT } from '~/i18n/admin-context';
import { EditorDialog } from '~/components/admin/EditorDialog';
import type { PageItem } from './page-item';
import { PageForm } from './PageForm';

/**
 * The dialog that creates a page (no `page`) or edits one, in the editors' one layout (EditorDialog);
 * `origin` is the site's public address (the slug hints).
 */
export function PageDialog({ page, trigger, origin }: { page?: PageItem; trigger: React.ReactNode; origin: string }) {
  const t = useAdminT();
  const m = t.adminPages;
  const [open, setOpen] = useState(false);
  return (
    <EditorDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={page ? m.form.editTitle : m.form.createTitle}
      description={m.form.description}
      closeLabel={t.adminOps.close}
    >
      {open ? <PageForm page={page} origin={origin} onDone={() => setOpen(false)} /> : null}
    </EditorDialog>
  );
}
