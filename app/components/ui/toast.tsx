import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';
import type { ToastMessage } from '~/lib/action-result';
import { latch, once } from '~/lib/once';

export type { ToastMessage };

// Sonner's rich colours fall just short of WCAG AA contrast (4.5:1): darker text on the same tints.
const TOAST_COLOURS = {
  '--success-text': 'hsl(140, 100%, 20%)',
  '--error-text': 'hsl(0, 75%, 36%)',
  '--info-text': 'hsl(210, 92%, 35%)',
  '--warning-text': 'hsl(31, 92%, 28%)',
} as React.CSSProperties;

/*
 * sonner is loaded on demand, not with the page: the first `showToast()` (or
 * `prepareToasts()`, called when a visitor starts on a form) loads it and
 * mounts the toaster (its live region) in every <Toaster />. A toast shown
 * while the toaster is mounting is not lost: sonner's toaster shows the
 * active toasts when it subscribes.
 */
type Sonner = typeof SonnerModule;

// A failed load is tried again by a later toast.
const loadSonner = once((): Promise<Sonner> => import('sonner'));

// Offline (the chunk cannot load): no toaster rather than an error page.
const SonnerToaster = lazy((): Promise<{ default: React.ComponentType<SonnerModule.ToasterProps> }> =>
  loadSonner().then(
    (m) => ({ default: m.Toaster }),
    () => ({ default: () => null }),
  ),
);

const wanted = latch();

/** Loads sonner and mounts the toaster now (before a toast is needed, so its live region is in place). */
export function prepareToasts() {
  if (wanted.isOn()) return;
  void loadSonner().catch(() => undefined);
  wanted.turnOn();
}

/** Where toasts appear; renders nothing until the first toast is needed. */
export function Toaster() {
  const on = useSyncExternalStore(wanted.subscribe, wanted.isOn, () => false);
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="top-right" richColors closeButton style={TOAST_COLOURS} />
    </Suspense>
  );
}

export function showToast(m: ToastMessage) {
  prepareToasts();
  loadSonner().then(
    ({ toast }) => {
      const fn = m.variant === 'error' ? toast.error : toast.success;
      fn(m.title, { description: m.description });
    },
    // Offline: the form's own state (field errors, kept values) still tells the visitor.
    (error: unknown) => console.warn('toast unavailable', error),
  );
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
