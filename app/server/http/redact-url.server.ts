/**
 * A request URL as it may appear in a log: values of parameters that grant
 * something are replaced — the newsletter's signed unsubscribe `token`, a staff
 * invitation's `t` (it sets an account's password) — so a log file cannot be used
 * to unsubscribe readers or take over an invited account. Names are compared
 * decoded and case-insensitively, so `?%74=` or `?T=` is hidden as well.
 */
const SECRET_NAMES = new Set(['token', 't', 'key', 'secret', 'signature', 'code']);

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0 || !url.includes('=', q)) return url;
  const hash = url.indexOf('#', q);
  const end = hash < 0 ? url.length : hash;
  const query = url
    .slice(q + 1, end)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      return eq >= 0 && SECRET_NAMES.has(decodedName(part.slice(0, eq))) ? `${part.slice(0, eq)}=[redacted]` : part;
    })
    .join('&');
  return `${url.slice(0, q + 1)}${query}${url.slice(end)}`;
}
