import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import MessageSquare from 'lucide-react/icons/message-square';
import { useLang, useT } from '~/i18n/context';
import { formPath } from '~/domain/forms/index';
import { buttonClass, type ButtonVariant } from '~/components/ui/button';
import { prepareForm } from './shared';
import type { ConsultationDialogProps } from './ConsultationDialogContent';
import type { ServiceId } from '~/lib/anchors';

/*
 * The dialog (Radix Dialog and the form, with its state) is loaded on demand:
 * prefetched when the visitor points at or focuses the button, at the latest
 * when they click it. The button is a link to the consultation page, so it
 * works before the page is interactive and without JavaScript.
 */
const loadDialog = () => import('./ConsultationDialogContent');
const ConsultationDialogContent = lazy((): Promise<{ default: React.ComponentType<ConsultationDialogProps> }> =>
  loadDialog().catch(() => ({
    // Offline (the chunk cannot load): follow the link to the consultation page instead.
    default: function DialogUnavailable({ triggerRef }: ConsultationDialogProps) {
      useEffect(() => {
        const href = triggerRef.current?.href;
        if (href) window.location.assign(href);
      }, [triggerRef]);
      return null;
    },
  })),
);

function prefetchDialog() {
  loadDialog().catch(() => undefined);
  prepareForm();
}

/**
 * The consultation call to action (home services section, services page).
 * A link to the consultation page, so it works before and without JavaScript;
 * once the page is interactive it opens the dialog instead (Radix Dialog:
 * focus trapped, Escape closes, labelled by its title and description).
 */
export function ConsultationButton({
  className,
  variant = 'primary',
  size = 'lg',
  label,
  context,
  service,
  onOpen,
  returnFocusRef,
}: {
  className?: string;
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  label?: string;
  /** Read after the label by screen readers only (e.g. the service of a card: "Get a Quote — Web Development"). */
  context?: string;
  /** The services card the button is on: sent with the request, so staff see which service the visitor came from. */
  service?: ServiceId;
  /** Called as the dialog opens (the mobile menu closes itself, so the dialog is not under it). */
  onOpen?: () => void;
  /** Where the focus goes when the dialog closes, if not back to this button (hidden by then, e.g. in the closed menu). */
  returnFocusRef?: React.RefObject<HTMLElement | null>;
}) {
  const lang = useLang();
  const t = useT().forms.consultation;
  const [open, setOpen] = useState(false);
  // Once opened the dialog stays mounted (closed, it renders nothing): the form keeps what was typed.
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <a
        ref={triggerRef}
        href={formPath('consultation', lang)}
        className={buttonClass(variant, size, className)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetchDialog}
        onFocus={prefetchDialog}
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
          e.preventDefault();
          onOpen?.();
          setWanted(true);
          setOpen(true);
        }}
      >
        <MessageSquare aria-hidden="true" className="h-4 w-4" />
        {label ?? t.button}
        {context ? <span className="sr-only"> — {context}</span> : null}
      </a>
      {wanted ? (
        <Suspense fallback={null}>
          <ConsultationDialogContent
            open={open}
            onOpenChange={setOpen}
            triggerRef={triggerRef}
            returnFocusRef={returnFocusRef}
            service={service}
            serviceTitle={service ? context : undefined}
          />
        </Suspense>
      ) : null}
    </>
  );
}
