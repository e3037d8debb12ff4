import { describe, expect, it } from 'vitest';
import { checkSvg, looksLikeSvg, MAX_SVG_BYTES } from '~/domain/media/svg';
import { renditionUrl, shareRendition } from '~/lib/images';

const b = (s: string) => Buffer.from(s);
const NS = 'xmlns="http://www.w3.org/2000/svg"';

describe('uploaded SVG, before the rasterizer sees it', () => {
  it('is recognised by its content (BOM, XML declaration, comments), not by a name', () => {
    expect(looksLikeSvg(b(`\uFEFF<?xml version="1.0"?>\n<!-- logo --><svg ${NS}/>`))).toBe(true);
    expect(looksLikeSvg(b(`  <SVG ${NS}></SVG>`))).toBe(true);
    expect(looksLikeSvg(b('<html><svg></svg></html>'))).toBe(false);
    expect(looksLikeSvg(b('\x89PNG\r\n\x1a\n'))).toBe(false);
  });

  it('keeps references inside the file and refuses every other one, a DTD and a file too large', () => {
    expect(checkSvg(b(`<svg ${NS}><defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use href="#g"/></svg>`))).toEqual({
      ok: true,
    });
    // Scripts and handlers are harmless to a rasterizer (the SVG is never served): not refused.
    expect(checkSvg(b(`<svg ${NS}><script>alert(1)</script><rect onclick="x()"/></svg>`))).toEqual({ ok: true });
    for (const bad of [
      `<svg ${NS}><image href="file:///etc/passwd"/></svg>`,
      `<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href='https://evil.example/a.png'/></svg>`,
      `<svg ${NS}><image href="data:image/svg+xml;base64,PHN2Zy8+"/></svg>`,
      `<svg ${NS}><rect style="fill: url( 'http://evil.example/p' )"/></svg>`,
      `<svg ${NS}><style>@import "https://evil.example/a.css";</style></svg>`,
    ])
      expect(checkSvg(b(bad)), bad).toEqual({ ok: false, reason: 'external-reference' });
    expect(checkSvg(b(`<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg ${NS}>&x;</svg>`))).toEqual({ ok: false, reason: 'dtd' });
    expect(checkSvg(b(`<svg ${NS}>${' '.repeat(MAX_SVG_BYTES)}</svg>`))).toEqual({ ok: false, reason: 'too-large' });
    expect(checkSvg(b('plain text'))).toEqual({ ok: false, reason: 'not-svg' });
  });
});

describe('renditions of an upload', () => {
  const url = '/uploads/project-images/1767225600000-a1b2c3d4e5f6-960.webp?w=960&h=540';
  it('are named after the upload, always served by this site', () => {
    expect(renditionUrl(url, 'icon-32.png')).toBe('/uploads/renditions/1767225600000-a1b2c3d4e5f6-icon-32.png');
    expect(renditionUrl('https://cdn.example/project-images/1767225600000-a1b2c3d4e5f6-480.webp', 'og.jpg')).toBe(
      '/uploads/renditions/1767225600000-a1b2c3d4e5f6-og.jpg',
    );
    expect(renditionUrl('https://example.com/a.png', 'og.jpg')).toBeUndefined();
    expect(renditionUrl('', 'og.jpg')).toBeUndefined();
  });
  it('a share JPEG is at most 1200 px wide, never wider than the upload', () => {
    expect(shareRendition(url)).toEqual({ url: '/uploads/renditions/1767225600000-a1b2c3d4e5f6-og.jpg', width: 960, height: 540 });
    expect(shareRendition('https://example.com/a.jpg')).toEqual({ url: 'https://example.com/a.jpg' });
  });
});
