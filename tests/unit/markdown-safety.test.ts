import { describe, expect, it } from 'vitest';
import { isSafeMarkdownUrl, renderMarkdown } from '~/lib/markdown.server';

/** The Markdown of static pages, blog posts and campaigns: structure rendered, no raw HTML, links http(s)/mailto/relative only. */
describe('renderMarkdown', () => {
  it('renders headings, lists, emphasis and links', () => {
    const html = renderMarkdown(
      '## Başlık\n\n- bir\n- iki\n\n1. ilk\n\n**kalın** [site](https://example.com) [sayfa](/sayfa/x) [çapa](#a)',
    );
    expect(html).toContain('<h2>Başlık</h2>');
    expect(html).toMatch(/<ul>\n<li>bir<\/li>\n<li>iki<\/li>\n<\/ul>/);
    expect(html).toContain('<ol>\n<li>ilk</li>\n</ol>');
    expect(html).toContain('<strong>kalın</strong>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow">site</a>');
    expect(html).toContain('<a href="/sayfa/x">sayfa</a>');
    expect(html).toContain('<a href="#a">çapa</a>');
  });

  it('a `#` heading becomes an <h2> under a page title (minHeading), other levels unchanged', () => {
    expect(renderMarkdown('# A\n\n## B\n\n### C', { minHeading: 2 })).toBe('<h2>A</h2>\n<h2>B</h2>\n<h3>C</h3>\n');
    expect(renderMarkdown('# A')).toBe('<h1>A</h1>\n');
  });

  it.each([
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '[a](javascript:alert(1))',
    '[a](JaVaScRiPt:alert(1))',
    '[a](&#106;avascript:alert(1))',
    '[a](<javascript&#x3a;alert(1)>)',
    '<javascript:alert(1)>',
    '[a](vbscript:msgbox(1))',
    '[a](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '![a](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
    '[a](file:///etc/passwd)',
    '[a](tel:123)',
  ])('leaves %s as text: no tag, no link', (source) => {
    const html = renderMarkdown(source);
    expect(html).not.toMatch(/<(script|img|a)\b/i);
    expect(html).not.toMatch(/\s(href|src)="/i);
  });

  it('accepts only http(s), mailto and relative addresses', () => {
    for (const ok of ['https://a.b', 'http://a.b', 'mailto:a@b.c', '/sayfa/x', '#x', 'x/y', '?q=1'])
      expect(isSafeMarkdownUrl(ok), ok).toBe(true);
    for (const bad of ['javascript:x', 'data:x', 'vbscript:x', 'file:x', 'ftp://a', 'tel:1', 'JAVASCRIPT:x'])
      expect(isSafeMarkdownUrl(bad), bad).toBe(false);
  });
});
