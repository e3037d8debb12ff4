import type { Lang } from './lang';
import { common } from './messages/common';

/**
 * The translation catalogue: one section per domain, each defined with both
 * languages side by side in app/i18n/messages/<section>.ts. Add a section here.
 */
const sections = { common } as const;

type Sections = typeof sections;
export type Messages = { [K in keyof Sections]: Sections[K]['tr'] };

function build(lang: Lang): Messages {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(sections)) out[k] = v[lang];
  return out as Messages;
}

export const catalog: Record<Lang, Messages> = { tr: build('tr'), en: build('en') };
