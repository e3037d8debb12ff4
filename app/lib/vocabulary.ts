/** The test that a value (from a form, a URL or a row) is one of a fixed list of codes: a status, a kind. */
export function isOneOf<const T extends string>(codes: readonly T[]): (v: unknown) => v is T {
  return (v: unknown): v is T => typeof v === 'string' && (codes as readonly string[]).includes(v);
}
