import { useState } from 'react';
import { Dialog } from 'radix-ui';
import X from 'lucide-react/icons/x';
import { useAdminT } from '~/i18n/admin-context';
import { Button } from '~/components/ui/button';
import type { PageItem } from './page-item';
import { PageForm } from './PageForm';

/** The dialog that creates a page (no `page`) or edits one; `origin` is the site's public address (the slug hints). */
export function PageDialog({ page, trigger, origin }: { page?: PageItem; trigger: React.ReactNode; origin: string }) {
  const t = useAdminT();
  const m = t.adminPages;
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-slate-900">{page ? m.form.editTitle : m.form.createTitle}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">{m.form.description}</Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t.adminOps.close}>
                <X className="size-4" aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          {open ? <PageForm page={page} origin={origin} onDone={() => setOpen(false)} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
