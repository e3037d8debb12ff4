import { useEffect } from 'react';
import { toast, Toaster as SonnerToaster } from 'sonner';

/** What an action returns to show an outcome: a toast with JavaScript, an inline notice without. */
export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'success' | 'error';
}

// Sonner's rich colours fall just short of WCAG AA contrast (4.5:1): darker text on the same tints.
const TOAST_COLOURS = {
  '--success-text': 'hsl(140, 100%, 20%)',
  '--error-text': 'hsl(0, 75%, 36%)',
  '--info-text': 'hsl(210, 92%, 35%)',
  '--warning-text': 'hsl(31, 92%, 28%)',
} as React.CSSProperties;

export function Toaster() {
  return <SonnerToaster position="top-right" richColors closeButton style={TOAST_COLOURS} />;
}

export function showToast(m: ToastMessage) {
  const fn = m.variant === 'error' ? toast.error : toast.success;
  fn(m.title, { description: m.description });
}

/** Shows the toast carried by an action's result once per result object. */
export function useActionToast(result: { toast?: ToastMessage } | undefined | null) {
  useEffect(() => {
    if (result?.toast) showToast(result.toast);
  }, [result]);
}

/** Server-rendered outcome, for the same message when JavaScript is off (role=status/alert). */
export function Notice({ message }: { message?: ToastMessage | null }) {
  if (!message) return null;
  const error = message.variant === 'error';
  return (
    <div
      role={error ? 'alert' : 'status'}
      className={
        error
          ? 'rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900'
          : 'rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900'
      }
    >
      <p className="font-semibold">{message.title}</p>
      {message.description ? <p>{message.description}</p> : null}
    </div>
  );
}
