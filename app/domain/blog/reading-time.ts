import type { Lang } from '~/i18n/lang';

/**
 * Reading time of a post's text. Turkish words are longer on average (suffixes), so
 * fewer of them are read in a minute: about 180 against 220 in English, the figures
 * usually given for silent reading of non-fiction on a screen.
 */
export const WORDS_PER_MINUTE: Record<Lang, number> = { tr: 180, en: 220 };

const WORD_RE = /[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu;

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
  for (const _ of text.matchAll(WORD_RE)) n++;
  return n;
}

/** Whole minutes to read `markdown` in `lang`, rounded, at least 1. */
export function readingMinutes(markdown: string, lang: Lang): number {
  return Math.max(1, Math.round(countWords(markdown) / WORDS_PER_MINUTE[lang]));
}
