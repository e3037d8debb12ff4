/**
 * The one polling helper of the test suites: waits until `check` returns a value other than
 * false, undefined or null, and returns that value. Tests wait for a condition (a row, a file, a
 * process gone, a mail received) with it, never for a fixed time. It fails with what it waited
 * for (`what`, a function when it describes the state at the time), how long, and the last
 * value seen, so a red test says what did not happen.
 * An error thrown by `check` fails the wait at once (catch it in `check` when it means "not yet").
 */
export async function until<T>(
  check: () => T | Promise<T>,
  ms = 60_000,
  what: string | (() => string) = 'a condition',
): Promise<Exclude<T, false | undefined | null>> {
  const start = Date.now();
  let last: T | undefined;
  for (;;) {
    last = await check();
    if (last !== false && last !== undefined && last !== null) return last as Exclude<T, false | undefined | null>;
    if (Date.now() - start > ms) {
      const described = typeof what === 'function' ? what() : what;
      throw new Error(`timed out after ${ms} ms waiting for ${described} (last seen: ${String(last)})`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}
