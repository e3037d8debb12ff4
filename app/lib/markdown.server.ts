import MarkdownIt from 'markdown-it';

/**
 * Markdown to safe HTML, on the server. Raw HTML in the source is not allowed
 * (it is shown as text), and markdown-it refuses javascript:, vbscript: and
 * data: (except images) links, so `<script>` or `onerror=` never reach a page.
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

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

export function renderMarkdown(source: string): string {
  return md.render(source ?? '');
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
