/**
 * Every link a mail carries: absolute URLs anywhere in its text, HTML or headers, and every
 * href/src attribute (relative ones too: a mail has no page they could be relative to).
 */
export function linksIn(...parts: Array<string | undefined | null>): string[] {
  const out = new Set<string>();
  for (const part of parts) {
    if (!part) continue;
    for (const m of part.matchAll(/\b(?:https?|ftp):\/\/[^\s"'<>)\]]+/gi)) out.add(m[0]);
    for (const m of part.matchAll(/\s(?:href|src)\s*=\s*["']?([^"'\s>]+)/gi)) if (!/^(mailto:|#)/i.test(m[1]!)) out.add(m[1]!);
    // Links written out without a host at all (a path where an address should be).
    for (const m of part.matchAll(/(?:^|[\s(<:])(undefined|null)?(\/[\w-]+(?:\/[\w.-]*)*\?token=[^\s"'<>]*)/g))
      out.add(`${m[1] ?? ''}${m[2]}`);
  }
  return [...out];
}

/** The links of `parts` that do not start with `base` (the site's known address), or that say 'undefined'. */
export function foreignLinks(base: string, ...parts: Array<string | undefined | null>): string[] {
  const root = base.replace(/\/+$/, '') + '/';
  return linksIn(...parts).filter((l) => !l.startsWith(root) || l.includes('undefined'));
}
