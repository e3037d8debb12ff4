import { useEffect, useSyncExternalStore } from 'react';
import { latch } from '~/lib/once';

/** Becomes true when the first hydration's effects run: what mounts after that is in a live page. */
const hydrated = latch();
const subscribe = (listener: () => void) => hydrated.subscribe(listener);
const read = () => hydrated.isOn();
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
    hydrated.turnOn();
  }, []);
  return value;
}
