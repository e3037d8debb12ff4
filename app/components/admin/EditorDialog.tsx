import { Dialog } from 'radix-ui';
import X from 'lucide-react/icons/x';

/** A large modal editor: title, scrollable body, footer with the actions. */
export function EditorDialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  footer,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  closeLabel: string;
  footer: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink-950/50" />
        <Dialog.Content
          className="fixed inset-0 z-40 flex flex-col bg-white shadow-2xl sm:inset-4 sm:rounded-2xl lg:inset-y-6 lg:left-1/2 lg:w-[min(72rem,calc(100%-3rem))] lg:-translate-x-1/2"
          onInteractOutside={(e) => e.preventDefault()}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-4 py-3 sm:px-6 sm:py-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
              <Dialog.Description className="mt-0.5 text-sm text-slate-600">{description}</Dialog.Description>
            </div>
            <Dialog.Close className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900" aria-label={closeLabel}>
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-6">{children}</div>
          <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 px-4 py-3 sm:px-6">{footer}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
