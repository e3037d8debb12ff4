import { EventEmitter } from 'node:events';
import type http from 'node:http';

type Listener = (...args: unknown[]) => void;

/**
 * `compression` hands a response's `drain` listeners to its zlib stream (`res.on('drain', fn)`
 * returns that stream), but `res.off('drain', fn)` and the self-removal of `res.once('drain', fn)`
 * look for them on the response, where they are not: each wait for drain of a long streamed
 * response (React Router's `writeReadableStreamToWritable` waits with `once` and cleans up with
 * `off`) left a listener on the zlib stream, until Node warned (MaxListenersExceededWarning).
 * Installed after `compression`, this remembers where each drain listener went and removes it
 * from there.
 */
export function fixDrainListeners(res: http.ServerResponse): void {
  const on = res.on;
  const removeListener = res.removeListener;
  const placed = new Map<Listener, { target: EventEmitter; fn: Listener }>();

  const addDrain = (listener: Listener, fn: Listener) => {
    const returned: unknown = on.call(res, 'drain', fn);
    placed.set(listener, { target: returned instanceof EventEmitter ? returned : res, fn });
  };
  const removeDrain = (listener: Listener): boolean => {
    const p = placed.get(listener);
    if (!p) return false;
    placed.delete(listener);
    removeListener.call(p.target, 'drain', p.fn);
    // A listener compression buffered (no stream yet) was added to the response itself.
    if (p.target !== res) removeListener.call(res, 'drain', p.fn);
    return true;
  };

  res.on = res.addListener = function (this: http.ServerResponse, type: string | symbol, listener: Listener) {
    if (type !== 'drain') return on.call(this, type, listener);
    addDrain(listener, listener);
    return this;
  } as typeof res.on;
  res.once = function (this: http.ServerResponse, type: string | symbol, listener: Listener) {
    if (type !== 'drain') return EventEmitter.prototype.once.call(this, type, listener) as http.ServerResponse;
    const fn: Listener = (...args) => {
      removeDrain(listener);
      listener.apply(res, args);
    };
    addDrain(listener, fn);
    return this;
  } as typeof res.once;
  res.off = res.removeListener = function (this: http.ServerResponse, type: string | symbol, listener: Listener) {
    if (type === 'drain' && removeDrain(listener)) return this;
    return removeListener.call(this, type, listener);
  } as typeof res.off;
}
