/**
 * Browser-side memos, the one way the components keep state outside React (the server's
 * process state: app/server/singleton.server.ts).
 */

/** An import (or other load) made once when first asked for; a failed load is tried again on the next call. */
export interface Once<T> {
  (): Promise<T>;
  /** The loaded value, once the load has finished. */
  value(): T | undefined;
}

export function once<T>(load: () => Promise<T>): Once<T> {
  let pending: Promise<T> | undefined;
  let loaded: { value: T } | undefined;
  const get = (() => {
    pending ??= load().then(
      (value) => {
        loaded = { value };
        return value;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  }) as Once<T>;
  get.value = () => loaded?.value;
  return get;
}

/** A flag of the page that goes on once and stays on, telling its subscribers when it does. */
export interface Latch {
  isOn(): boolean;
  /** Turns it on; true the first time. */
  turnOn(): boolean;
  subscribe(listener: () => void): () => void;
}

export function latch(): Latch {
  let on = false;
  const listeners = new Set<() => void>();
  return {
    isOn: () => on,
    turnOn() {
      if (on) return false;
      on = true;
      for (const listener of listeners) listener();
      return true;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
