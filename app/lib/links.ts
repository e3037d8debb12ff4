/**
 * The rule for a link an editor or a backup gives us: empty, or an http(s)
 * URL with a host. `javascript:`, `data:` and other schemes are refused:
 * they would run or render something when clicked.
 */
export function isHttpLink(value: string): boolean {
  const s = value.trim();
  if (!s) return true;
  try {
    const u = new URL(s);
    return (u.protocol === 'https:' || u.protocol === 'http:') && !!u.hostname;
  } catch {
    return false;
  }
}
