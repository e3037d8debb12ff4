import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes, WORDS_PER_MINUTE } from '~/domain/blog/reading-time';
import { plural } from '~/i18n/define';
import { blog } from '~/i18n/messages/blog';

const words = (n: number, word = 'kelime') => Array.from({ length: n }, () => word).join(' ');

describe('countWords', () => {
  it('counts the words a reader reads, not the Markdown around them', () => {
    expect(countWords('# Başlık\n\n**Kalın** ve _eğik_ bir `kod` satırı.\n\n> alıntı\n\n- bir\n- iki\n\n| a | b |\n|---|---|')).toBe(12);
  });

  it('counts link texts and image descriptions, not their addresses or bare URLs', () => {
    expect(countWords('Bakınız [şu sayfa](https://example.com/a/very/long/path?x=1 "başlık") ve ![bir resim](/uploads/x.webp).')).toBe(6);
    expect(countWords('Adres: https://example.com/one/two/three www.example.com/four')).toBe(1);
    expect(countWords('[kaynak]: https://example.com/reference\n\nMetin.')).toBe(1);
  });

  it('ignores HTML tags, keeps words with apostrophes, hyphens and decimals whole', () => {
    expect(countWords('<script>alert(1)</script> <b onmouseover="x">kalın</b>')).toBe(3);
    expect(countWords("Diyarbakır'da İstanbul’a e-posta 4.8 puan")).toBe(5);
    expect(countWords('İı Şş Ğğ Üü Öö Çç')).toBe(6);
    // Emoji, dashes, quotes and ellipses are not words; other scripts' letters are.
    expect(countWords('Merhaba 🚀 dünya — “tırnak” … 😀 ×÷ Привет 你好')).toBe(5);
    expect(countWords("son-. 'tek' -x")).toBe(3);
  });

  it('is zero for empty or punctuation-only text', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  \n# * - > ` |  ')).toBe(0);
  });
});

describe('readingMinutes', () => {
  it('is at least one minute', () => {
    expect(readingMinutes('', 'tr')).toBe(1);
    expect(readingMinutes('Tek kelime', 'en')).toBe(1);
  });

  it('divides by the language’s reading speed and rounds', () => {
    expect(WORDS_PER_MINUTE.tr).toBeLessThan(WORDS_PER_MINUTE.en);
    expect(readingMinutes(words(WORDS_PER_MINUTE.tr * 5), 'tr')).toBe(5);
    expect(readingMinutes(words(WORDS_PER_MINUTE.en * 5, 'word'), 'en')).toBe(5);
    expect(readingMinutes(words(Math.round(WORDS_PER_MINUTE.en * 2.4), 'word'), 'en')).toBe(2);
    expect(readingMinutes(words(Math.round(WORDS_PER_MINUTE.en * 2.6), 'word'), 'en')).toBe(3);
    // The same text takes longer in Turkish terms.
    expect(readingMinutes(words(2000), 'tr')).toBeGreaterThan(readingMinutes(words(2000), 'en'));
  });

  it('handles a large hostile text', () => {
    const hostile = `${'[a](b) '.repeat(20_000)}${'<'.repeat(50_000)}${'!['.repeat(20_000)}`;
    expect(readingMinutes(hostile, 'en')).toBe(Math.round(20_000 / WORDS_PER_MINUTE.en));
  });
});

describe('reading time texts', () => {
  it('shows the short form in each language, with the minutes in full for screen readers', () => {
    expect(plural('tr', 1, blog.tr.readingTime)).toBe('1 dk okuma');
    expect(plural('tr', 5, blog.tr.readingTime)).toBe('5 dk okuma');
    expect(plural('en', 1, blog.en.readingTime)).toBe('1 min read');
    expect(plural('en', 12, blog.en.readingTime)).toBe('12 min read');
    expect(plural('en', 1, blog.en.readingMinutes)).toBe('1 minute');
    expect(plural('en', 5, blog.en.readingMinutes)).toBe('5 minutes');
    expect(plural('tr', 5, blog.tr.readingMinutes)).toBe('5 dakika');
    expect(plural('en', 1200, blog.en.readingMinutes)).toBe('1,200 minutes');
    expect(plural('tr', 1200, blog.tr.readingMinutes)).toBe('1.200 dakika');
  });
});
