import { describe, expect, it } from 'vitest';
import fontData from '~/lib/social-card/inter-bold.json';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  drawableChars,
  layoutTitle,
  measureText,
  normaliseCardText,
  socialCardBackgroundSvg,
  socialCardSvg,
  socialCardTextSvg,
  wrapText,
  type CardFont,
} from '~/lib/social-card/card';
import { socialImage } from '~/lib/images';

const font = fontData as unknown as CardFont;
const TEXT_WIDTH = CARD_WIDTH - 2 * 88;
const HOSTILE = `<script>alert("x")</script> & 'tırnak' ]]> </title><svg onload=alert(1)>`;

describe('social card title layout', () => {
  it('draws every Turkish letter from the shipped font, none replaced or dropped', () => {
    const turkish = 'İı Şş Ğğ Üü Öö Çç Ââ Îî Ûû';
    expect(drawableChars(font, turkish).join('')).toBe(turkish);
    for (const ch of 'İıŞşĞğ') expect(font.glyphs[ch]![1], ch).toMatch(/^M-?\d+ -?\d+/);
  });

  it('draws a letter the font lacks as its base letter and leaves out what it cannot draw', () => {
    expect(drawableChars(font, 'ǎ🚀b').join('')).toBe('ab');
  });

  it('measures with the font’s advances and kerning', () => {
    expect(measureText(font, 'AV', 100)).toBeLessThan(measureText(font, 'A', 100) + measureText(font, 'V', 100));
    expect(measureText(font, 'ii', 50)).toBeCloseTo(2 * measureText(font, 'i', 50), 5);
    expect(measureText(font, 'WWW', 76)).toBeGreaterThan(measureText(font, 'iii', 76));
  });

  it('makes one line of a title: control characters and whitespace runs become single spaces', () => {
    expect(normaliseCardText('  Bir\u0007\n\tbaşlık\u200b  burada \u2028')).toBe('Bir başlık burada');
  });

  it('keeps a short title on one line at the largest size', () => {
    const r = layoutTitle(font, 'Yapay Zeka');
    expect(r).toEqual({ size: 76, lines: ['Yapay Zeka'], truncated: false });
  });

  it('takes a smaller size before cutting a long title', () => {
    const title = 'Diyarbakır’da küçük bir ekibin büyük şirketlerle yarışan yazılımlar geliştirirken öğrendikleri';
    const r = layoutTitle(font, title);
    expect(r.truncated).toBe(false);
    expect(r.size).toBeLessThan(76);
    expect(r.lines.join(' ')).toBe(title);
    expect(r.lines.length).toBeLessThanOrEqual(3);
  });

  it('cuts a very long title to three lines ending with an ellipsis, each line within the card', () => {
    const title = Array.from({ length: 60 }, (_, i) => `kelime${i}`).join(' ');
    const r = layoutTitle(font, title);
    expect(r.truncated).toBe(true);
    expect(r.lines).toHaveLength(3);
    expect(r.lines[2]!.endsWith('…')).toBe(true);
    for (const line of r.lines) expect(measureText(font, line, r.size)).toBeLessThanOrEqual(TEXT_WIDTH);
    // Whole words, in order, from the start of the title.
    const shown = r.lines.join(' ').slice(0, -1);
    expect(title.startsWith(shown)).toBe(true);
    expect(title[shown.length]).toBe(' ');
  });

  it('breaks a word wider than the card after its hyphens, else inside it', () => {
    const hyphenated = 'çok-uzun-bir-kelime-'.repeat(8) + 'son';
    const r = wrapText(font, hyphenated, 76, TEXT_WIDTH, 3);
    for (const line of r.lines) expect(measureText(font, line, 76)).toBeLessThanOrEqual(TEXT_WIDTH);
    expect(r.lines[0]!.endsWith('-')).toBe(true);
    const unbroken = 'a'.repeat(400);
    const u = wrapText(font, unbroken, 58, TEXT_WIDTH, 3);
    expect(u.lines).toHaveLength(3);
    expect(u.truncated).toBe(true);
    for (const line of u.lines) expect(measureText(font, line, 58)).toBeLessThanOrEqual(TEXT_WIDTH);
  });

  it('an empty or unprintable title gives no lines', () => {
    expect(layoutTitle(font, '').lines).toEqual([]);
    expect(layoutTitle(font, '\u0000\u0001 🚀').lines).toEqual([]);
  });
});

describe('social card SVG', () => {
  it('is 1200×630 and carries the title as glyph outlines and an escaped <title>, never as markup', () => {
    const svg = socialCardSvg(font, { title: HOSTILE, brand: `Şirket <b>&</b> "A"` });
    expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${CARD_WIDTH}" height="${CARD_HEIGHT}"`));
    expect(svg).toContain(
      '<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;tırnak&apos; ]]&gt; &lt;/title&gt;&lt;svg onload=alert(1)&gt;</title>',
    );
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<svg onload');
    expect(svg).not.toContain('<b>');
    expect(svg).not.toContain('<text');
    // One <svg> and one <title>: nothing the title held opened an element.
    expect(svg.match(/<svg/g)).toHaveLength(1);
    expect(svg.match(/<title>/g)).toHaveLength(1);
    // Every glyph used is defined once and referenced by id.
    const defs = [...svg.matchAll(/<path id="(g\d+)"/g)].map((m) => m[1]);
    const uses = new Set([...svg.matchAll(/<use href="#(g\d+)"/g)].map((m) => m[1]));
    expect(new Set(defs).size).toBe(defs.length);
    for (const u of uses) expect(defs).toContain(u);
  });

  it('splits into the shared background (no text) and the card’s own part (escaped, transparent ground)', () => {
    const background = socialCardBackgroundSvg();
    expect(background).not.toMatch(/<title>|<use /);
    expect(background).toContain('url(#glow1)');
    const text = socialCardTextSvg(font, { title: HOSTILE, brand: 'Şirket' });
    expect(text).not.toContain('url(#bg)');
    expect(text).not.toContain('<script');
    expect(text).toContain('<title>&lt;script&gt;');
    expect(text.match(/<svg/g)).toHaveLength(1);
  });

  it('draws the brand and the title glyphs', () => {
    const svg = socialCardSvg(font, { title: 'İğ', brand: 'Ş' });
    for (const ch of 'İğŞ') expect(svg).toContain(`d="${font.glyphs[ch]![1]}"`);
  });
});

describe('og:image of a post with its own picture', () => {
  it('is the narrowest variant at least 1200 px wide, or the widest', () => {
    const big = '/uploads/project-images/1767225600000-a1b2c3d4e5f6-1600.webp?w=1600&h=900';
    expect(socialImage(big)).toEqual({ url: '/uploads/project-images/1767225600000-a1b2c3d4e5f6-1600.webp', width: 1600, height: 900 });
    const small = '/uploads/project-images/1767225600000-a1b2c3d4e5f6-1000.webp?w=1000&h=500';
    expect(socialImage(small)).toEqual({ url: '/uploads/project-images/1767225600000-a1b2c3d4e5f6-1000.webp', width: 1000, height: 500 });
    expect(socialImage('https://cdn.example.com/a.jpg')).toEqual({ url: 'https://cdn.example.com/a.jpg' });
  });
});
