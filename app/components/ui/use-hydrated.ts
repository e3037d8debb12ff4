import { useEffect, useSyncExternalStore } from 'react';

/** Becomes true when the first hydration's effects run: what mounts after that is in a live page. */
let hydrated = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => hydrated;
const onServer = () => false;

/**
 * False on the server and during hydration, true once the page runs in the browser. The flag flips
 * in an effect rather than through `useSyncExternalStore`'s server snapshot alone: Preact, which
 * runs the browser build (ADR 017), has no server snapshot and keeps the server's attributes
 * through hydration, so the page reaches its live state only by a render after hydration.
 */
export function useHydrated(): boolean {
  const value = useSyncExternalStore(subscribe, read, onServer);
  useEffect(() => {
    if (hydrated) return;
    hydrated = true;
    for (const listener of listeners) listener();
  }, []);
  return value;
}
