/**
 * Built-in, cookieless visitor analytics: what is recorded and how
 * it is named, shared by the server, the admin screens and the public layout.
 */

/** The raw event kinds (analytics_events.kind). */
export const EVENT_KINDS = { view: 0, bot: 1, consultation: 2, contact: 3, newsletter: 4 } as const;
export type EventKind = keyof typeof EVENT_KINDS;

/** Conversions: the public forms, recorded with the page they were sent from. */
export const GOALS = ['consultation', 'contact', 'newsletter'] as const;
export type Goal = (typeof GOALS)[number];

/** The coarse device classes taken from the user agent. */
export const DEVICES = { d: 'desktop', m: 'mobile', t: 'tablet' } as const;
export type DeviceCode = keyof typeof DEVICES;

/**
 * The dimensions of the daily figures (analytics_daily.dim):
 *  - total: every counted page view of the day (value '');
 *  - bots: views by crawlers and other bots (value ''; visitors 0);
 *  - page / entry: views per page / visits that started on it;
 *  - referrer: visits per referring site's host ('' = direct or unknown);
 *  - utm_source / utm_campaign: visits per campaign tag;
 *  - lang / device: views per page language / device class;
 *  - goal: conversions per form (value the goal); goal_page: per form and source page (`goal path`).
 */
export const DIMS = [
  'total',
  'bots',
  'page',
  'entry',
  'referrer',
  'utm_source',
  'utm_campaign',
  'lang',
  'device',
  'goal',
  'goal_page',
] as const;
export type Dim = (typeof DIMS)[number];

/** Where the beacon of client-side navigations posts (under /__, which the page cache never stores). */
export const BEACON_PATH = '/__view';
/** The largest beacon body accepted (a path). */
export const BEACON_MAX_BYTES = 512;

/**
 * The beacon, inlined in public pages when analytics are on (< 1 KB, no library). React Router
 * navigations change the address with history.pushState/replaceState and the server never sees
 * the page: this sends the new path with navigator.sendBeacon. Nothing is sent when the browser
 * asks not to be tracked (Do Not Track, Global Privacy Control) or for the admin panel. It reads
 * and writes no cookie or storage.
 */
export const BEACON_SCRIPT = `(function(){var n=navigator,h=history,l=location.pathname;if(n.doNotTrack=="1"||n.globalPrivacyControl||!n.sendBeacon)return;function s(){var p=location.pathname;if(p===l)return;l=p;if(!/^\\/admin([/.]|$)/.test(p))n.sendBeacon("${BEACON_PATH}",p)}["pushState","replaceState"].forEach(function(k){var f=h[k];h[k]=function(){var r=f.apply(h,arguments);s();return r}});addEventListener("popstate",s)})()`;

/** Daily figures per dimension value, summed over a range. */
export interface DimRow {
  value: string;
  views: number;
  visitors: number;
}

/** One day (or month) of the charts. */
export interface SeriesPoint {
  /** YYYY-MM-DD (days) or YYYY-MM (months). */
  key: string;
  views: number;
  visitors: number;
}

export interface AnalyticsReport {
  from: string;
  to: string;
  totals: { views: number; visitors: number; bots: number; entries: number };
  series: SeriesPoint[];
  pages: DimRow[];
  entries: DimRow[];
  referrers: DimRow[];
  utmSources: DimRow[];
  utmCampaigns: DimRow[];
  langs: DimRow[];
  devices: DimRow[];
  goals: Array<{ goal: Goal; count: number; visitors: number; pages: DimRow[] }>;
}

/** One bar of a chart, with its labels (short under the axis, long in the table). */
export interface ChartPoint extends SeriesPoint {
  short: string;
  long: string;
}
