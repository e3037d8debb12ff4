import { Dialog } from 'radix-ui';
import X from 'lucide-react/icons/x';

const FOOTER = 'flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 bg-white px-4 py-3 sm:px-6';
/** The same footer bar for a form inside the body: stuck to the dialog's bottom edge while the body scrolls (-bottom-4 undoes the body's padding, which insets a sticky box). */
export const EDITOR_FOOTER = `sticky -bottom-4 z-10 -mx-4 -mb-4 mt-6 sm:-mx-6 ${FOOTER}`;

/**
 * The one layout of the admin's editors (projects, posts, pages): title, scrollable body, footer with the actions.
 * `footer` is left out when the body's form renders its own bar with `EDITOR_FOOTER` (it must sit inside its form).
 */
export function EditorDialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  footer,
  trigger,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  closeLabel: string;
  footer?: React.ReactNode;
  /** The button that opens it (focus returns to it on close). */
  trigger?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
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
          {footer ? <div className={FOOTER}>{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
