/**
 * The process's singletons, every one declared here in one way: `singleton(name, create)`.
 * What lives for the whole process (the configuration, the database handle, the logger, the
 * media store, worker processes, the mail transport pool, the analytics recorder, in-process
 * queues and clocks) is one of these, made on first use; nothing else is module state. What
 * belongs to one request travels in the request's context (app/server/http/request-info.server.ts)
 * or as a parameter. Kept on globalThis so that a development reload of a module does not
 * make a second database pool or worker; tests replace one with `.set` or drop all with
 * `resetSingletons`.
 */
export interface Singleton<T> {
  /** The value, made on first use. */
  (): T;
  /** Installs a value (tests, scripts, start-up); undefined: made again on next use. */
  set(value: T | undefined): void;
  /** The value if made, without making it. */
  peek(): T | undefined;
}

const REGISTRY = Symbol.for('funtech.singletons');
type Registry = Map<string, { value: unknown }>;
const registry: Registry = ((globalThis as { [REGISTRY]?: Registry })[REGISTRY] ??= new Map());

export function singleton<T>(name: string, create: () => T): Singleton<T> {
  const get = (() => {
    let held = registry.get(name);
    if (!held) {
      held = { value: create() };
      registry.set(name, held);
    }
    return held.value as T;
  }) as Singleton<T>;
  get.set = (value) => {
    if (value === undefined) registry.delete(name);
    else registry.set(name, { value });
  };
  get.peek = () => registry.get(name)?.value as T | undefined;
  return get;
}

/** Forgets every singleton (tests): each is made again on its next use. */
export function resetSingletons(): void {
  registry.clear();
}

/** A clock of ISO times strictly increasing within the process (rows made in one millisecond keep their order). */
export function monotonicClock(): () => string {
  let last = 0;
  return () => {
    last = Math.max(Date.now(), last + 1);
    return new Date(last).toISOString();
  };
}

/** Runs work one at a time, in the order it was asked for; a failure does not stop the next. */
export function serialQueue(): <T>(work: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = tail.then(work);
    tail = run.catch(() => {});
    return run;
  };
}
