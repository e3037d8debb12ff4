/**
 * The one definition of an acceptable e-mail address, shared by the public
 * forms (client and server validation), the admin's reply links and the mail
 * layer (which sends only to an address that passes it).
 *
 * Deliberately narrower than RFC 5322: a single plain `local@domain`, so that
 * no stored address can carry a second recipient (`a@x, b@y`), a display
 * name or comment (`"x" <a@y>`), URL parameters in a `mailto:` link
 * (`a@x?bcc=…&body=…`), percent-encoded text, or a line break into a header.
 *
 * - local part: letters, digits and `. _ + -`, no leading, trailing or double
 *   dot, at most 64 characters;
 * - domain: at least two dot-separated labels of letters, digits and inner
 *   hyphens (at most 63 each), the last one alphabetic (2+ letters) or an
 *   IDNA `xn--` label; ASCII only (a Unicode domain arrives punycoded from
 *   the browser's `type="email"` field, and look-alike characters are refused);
 * - at most 254 characters in all.
 *
 * No imports: it runs in the browser too.
 */
export const MAX_EMAIL_LENGTH = 254;

const LOCAL_PART = /^[A-Za-z0-9_+-]+(?:\.[A-Za-z0-9_+-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LABEL = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

export function isValidEmail(value: string): boolean {
  if (typeof value !== 'string' || value.length > MAX_EMAIL_LENGTH) return false;
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64 || !LOCAL_PART.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || domain.length > 253) return false;
  if (!labels.every((l) => DOMAIN_LABEL.test(l))) return false;
  return TOP_LABEL.test(labels[labels.length - 1]!);
}

/**
 * A `mailto:` link to one stored address, or `undefined` when the address
 * does not pass isValidEmail (then show it as text, without a link). The
 * address is percent-encoded and the query is built here from known keys,
 * so no stored value can add a recipient, a header or a body.
 */
export function mailtoHref(address: string | null | undefined, params: { subject?: string; body?: string } = {}): string | undefined {
  const value = (address ?? '').trim();
  if (!isValidEmail(value)) return undefined;
  const at = value.indexOf('@');
  let href = `mailto:${encodeURIComponent(value.slice(0, at))}@${encodeURIComponent(value.slice(at + 1))}`;
  const query: string[] = [];
  if (params.subject) query.push(`subject=${encodeURIComponent(params.subject)}`);
  if (params.body) query.push(`body=${encodeURIComponent(params.body)}`);
  if (query.length > 0) href += `?${query.join('&')}`;
  return href;
}
