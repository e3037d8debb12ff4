import MarkdownIt from 'markdown-it';

/**
 * Markdown to safe HTML, on the server. Raw HTML in the source is not allowed
 * (it is shown as text: markdown-it escapes it), and link and image addresses
 * are http(s), mailto or relative (/…, #…, a path): any other
 * scheme (javascript:, vbscript:, data:, file:…) is refused and the Markdown
 * stays text, so `<script>`, `onerror=` or a script link never reach a page.
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

/** An address a link or image may have: http(s), mailto, or relative (no scheme). */
export function isSafeMarkdownUrl(url: string): boolean {
  // markdown-it hands the address over decoded and normalised (percent-encoded: no spaces or control characters).
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim())?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https' || scheme === 'mailto';
}
md.validateLink = isSafeMarkdownUrl;

// External links open safely.
const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const href = String(tokens[idx]!.attrGet('href') ?? '');
  if (/^https?:\/\//.test(href)) {
    tokens[idx]!.attrSet('rel', 'noopener noreferrer nofollow');
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};
md.renderer.rules.image = (tokens, idx, options, env, self) => {
  tokens[idx]!.attrSet('loading', 'lazy');
  tokens[idx]!.attrSet('decoding', 'async');
  return self.renderToken(tokens, idx, options);
};

// Where the page's title is already its <h1>, a `#` heading in the content becomes an <h2> (`minHeading: 2`).
const defaultHeadingOpen = md.renderer.rules.heading_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
const raiseHeading = (tag: string, env: unknown) => {
  const min = Number((env as { minHeading?: number } | undefined)?.minHeading ?? 1);
  return `h${Math.min(6, Math.max(min, Number(tag.slice(1))))}`;
};
md.renderer.rules.heading_open = (tokens, idx, options, env, self) => {
  tokens[idx]!.tag = raiseHeading(tokens[idx]!.tag, env);
  return defaultHeadingOpen(tokens, idx, options, env, self);
};
md.renderer.rules.heading_close = (tokens, idx, options, env, self) => {
  tokens[idx]!.tag = raiseHeading(tokens[idx]!.tag, env);
  return self.renderToken(tokens, idx, options);
};

/** Markdown to safe HTML; `minHeading: 2` renders `#` as <h2> (on a page whose title is the <h1>), other levels unchanged. */
export function renderMarkdown(source: string, opts: { minHeading?: number } = {}): string {
  return md.render(source ?? '', { minHeading: opts.minHeading ?? 1 });
}

/** Plain text of a Markdown source (for excerpts, meta descriptions and text e-mails). */
export function markdownToText(source: string): string {
  const html = md.render(source ?? '');
  return html
    .replace(/<\/(p|h[1-6]|li|blockquote|pre)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
