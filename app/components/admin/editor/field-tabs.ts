/** Which tab holds each field of an editor, written tab by tab: `{ basic: ['title_tr', …], … }`. */
export function fieldTabs<F extends PropertyKey, T extends string>(tabs: Record<T, readonly F[]>): Record<F, T> {
  const out = {} as Record<F, T>;
  for (const [tab, fields] of Object.entries(tabs) as Array<[T, readonly F[]]>) for (const f of fields) out[f] = tab;
  return out;
}
