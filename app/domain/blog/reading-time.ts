import type { Lang } from '~/i18n/lang';

/**
 * Reading time of a post's text. Turkish words are longer on average (suffixes), so
 * fewer of them are read in a minute: about 180 against 220 in English, the figures
 * usually given for silent reading of non-fiction on a screen.
 */
export const WORDS_PER_MINUTE: Record<Lang, number> = { tr: 180, en: 220 };

/**
 * A letter or digit, for counting: ASCII letters and digits, and every character
 * from U+00C0 on except the multiplication and division signs, punctuation and
 * symbol blocks (U+2000–U+2BFF, U+3000–U+303F), surrogates (emoji) and variation
 * selectors. A loop over char codes: \p{L} in a regular expression costs ten times more.
 */
function isWordChar(c: number): boolean {
  if (c < 0x80) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  if (c < 0xc0) return c === 0xaa || c === 0xb5 || c === 0xba;
  if (c === 0xd7 || c === 0xf7) return false;
  if (c >= 0x2000 && c <= 0x2bff) return false;
  if (c >= 0x3000 && c <= 0x303f) return false;
  if (c >= 0xd800 && c <= 0xdfff) return false;
  return !(c >= 0xfe00 && c <= 0xfe0f);
}

/** Inside a word, these join two runs of letters into one word: Diyarbakır'da, e-posta, 4.8. */
const isJoiner = (c: number) => c === 0x27 || c === 0x2019 || c === 0x2e || c === 0x2d;

/**
 * Words a reader reads in a Markdown text: link and image targets, bare URLs, HTML
 * tags and Markdown's own marks (#, *, >, |, `...) do not count; link texts and
 * image descriptions do. A cheap pass of regular expressions, no Markdown parser.
 */
export function countWords(markdown: string): number {
  // Every pattern stops at the next opening bracket and has a bound: linear on hostile input ("<<<<", "[[[[").
  const text = markdown
    // Images and links: keep the text in brackets, drop the target.
    .replace(/!?\[([^[\]]{0,1000})\]\([^()]{0,2000}\)/g, ' $1 ')
    // Reference definitions: "[id]: https://..."
    .replace(/^ {0,3}\[[^[\]\n]{1,500}\]:[ \t]*\S+.*$/gm, ' ')
    .replace(/<[^<>]{0,2000}>/g, ' ')
    .replace(/\b(?:https?:\/\/|www\.)\S+/gi, ' ');
  let n = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isWordChar(c)) {
      if (!inWord) n++;
      inWord = true;
    } else if (!(inWord && isJoiner(c) && i + 1 < text.length && isWordChar(text.charCodeAt(i + 1)))) {
      inWord = false;
    }
  }
  return n;
}

/** Whole minutes to read `markdown` in `lang`, rounded, at least 1. */
export function readingMinutes(markdown: string, lang: Lang): number {
  return Math.max(1, Math.round(countWords(markdown) / WORDS_PER_MINUTE[lang]));
}
