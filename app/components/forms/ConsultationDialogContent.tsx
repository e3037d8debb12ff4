import { Dialog } from 'radix-ui';
import X from 'lucide-react/icons/x';
import { useT } from '~/i18n/context';
import { Button } from '~/components/ui/button';
import { ConsultationFormBody, useConsultationForm } from './ConsultationForm';
import type { ServiceId } from '~/lib/anchors';

export interface ConsultationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog: it gets the focus back when the dialog closes. */
  triggerRef: React.RefObject<HTMLAnchorElement | null>;
  /** Gets the focus back instead of the button, when given. */
  returnFocusRef?: React.RefObject<HTMLElement | null>;
  /** The services card the dialog was opened from (sent as a hidden field) and its title (shown). */
  service?: ServiceId;
  serviceTitle?: string;
}

/**
 * The consultation dialog (Radix Dialog: focus trapped, Escape closes,
 * labelled by its title and description; on close the focus goes back to the
 * button) with the form and its state (kept while the dialog is closed, cleared
 * on success, which closes the dialog). Its own chunk: ConsultationButton
 * loads it on demand.
 */
export default function ConsultationDialogContent({
  open,
  onOpenChange,
  triggerRef,
  returnFocusRef,
  service,
  serviceTitle,
}: ConsultationDialogProps) {
  const t = useT().forms.consultation;
  const form = useConsultationForm(null, () => onOpenChange(false));
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/60 backdrop-blur-sm" />
        <Dialog.Content
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            (returnFocusRef?.current ?? triggerRef.current)?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none sm:p-8"
        >
          <div className="mb-6 pr-8">
            <Dialog.Title className="text-xl font-semibold text-slate-900">{t.title}</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-slate-600">{t.description}</Dialog.Description>
            {service && serviceTitle ? (
              <p className="mt-3 text-sm text-slate-700" data-testid="consultation-service">
                <span className="font-medium">{t.serviceLabel}:</span> {serviceTitle}
              </p>
            ) : null}
          </div>
          <ConsultationFormBody
            form={form}
            service={service}
            footer={
              <Dialog.Close asChild>
                <Button variant="outline">{t.cancel}</Button>
              </Dialog.Close>
            }
          />
          <Dialog.Close asChild>
            <button
              type="button"
              aria-label={t.close}
              className="absolute top-4 right-4 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:outline-none"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
