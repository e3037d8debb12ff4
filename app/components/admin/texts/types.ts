import type { Lang } from '~/i18n/lang';

/** One entry of the Metinler screen, as the route's loader sends it. */
export interface TextEntryView {
  key: string;
  page: string;
  section: string;
  part: string;
  /** Where the text appears, in words ("Üst menü → ana sayfa bağlantısı"). */
  place: string;
  /** The name of its part of the page, in words. */
  partLabel: string;
  /** A screen-reader label or a form warning: listed apart, collapsed. */
  a11y: boolean;
  /** The pages it appears on when it is a fact shared by several (empty otherwise). */
  shownOn: string[];
  kind: 'text' | 'list';
  rich: boolean;
  fixed: boolean;
  defaults: Record<Lang, unknown>;
  /** The stored override per language, or null (the default is shown). */
  values: Record<Lang, unknown>;
  /** This language has not followed a change of the other one. */
  stale: Record<Lang, boolean>;
  updated: string | null;
  history: Array<{ id: string; lang: Lang; date: string; actor: string; oldValue: unknown; newValue: unknown }>;
}
