/**
 * Caps that keep one client from inflating or bloating the figures: 3,000 requests with
 * a new User-Agent, Referer and utm_* each made 3,000 visitors, 3,000 raw rows and 3,000 distinct
 * campaign and referrer values. Per day (the salt's day), held in memory with the salt:
 *
 * - an address has at most VISITORS_PER_ADDRESS visitors (address + browser); the views of
 *   further browsers from it count as one more visitor of that address (an office behind one
 *   address keeps its people apart; a client changing its User-Agent per request does not
 *   multiply);
 * - a visitor counts at most VIEWS_PER_VISITOR views; the rest are not recorded (no person reads
 *   that many pages of a company site in a day);
 * - at most VALUES_PER_DAY distinct campaign sources, campaigns and referring sites, and
 *   PATHS_PER_DAY distinct paths, are stored per day; further values are stored as OTHER
 *   ("Diğer" in the report), so the raw table and the roll-up stay small whatever is sent.
 *
 * Per process: several instances each allow as much, and a restart starts the day's counts
 * again (the roll-up caps every dimension at 200 values whatever the raw rows hold).
 */
export const VISITORS_PER_ADDRESS = 50;
export const VIEWS_PER_VISITOR = 300;
export const VALUES_PER_DAY = 200;
export const PATHS_PER_DAY = 1000;
export const OTHER = '~other';
/** Memory bound: visitors tracked per day (past it, new visitors are counted without a cap). */
const MAX_TRACKED = 200_000;

export type CappedDim = 'utm_source' | 'utm_campaign' | 'referrer' | 'path';

export interface Limits {
  visitorsPerAddress: number;
  viewsPerVisitor: number;
  valuesPerDay: number;
  pathsPerDay: number;
}

export const DEFAULT_LIMITS: Limits = {
  visitorsPerAddress: VISITORS_PER_ADDRESS,
  viewsPerVisitor: VIEWS_PER_VISITOR,
  valuesPerDay: VALUES_PER_DAY,
  pathsPerDay: PATHS_PER_DAY,
};

export function createDailyLimits(limits: Limits = DEFAULT_LIMITS) {
  let day = '';
  let visitorsOf = new Map<string, number>();
  let viewsOf = new Map<string, number>();
  let values: Record<CappedDim, Set<string>> = { utm_source: new Set(), utm_campaign: new Set(), referrer: new Set(), path: new Set() };
  let capped = 0;

  const on = (d: string) => {
    // A late view of the day before (flushed after midnight) counts against today's state.
    if (d <= day) return;
    day = d;
    visitorsOf = new Map();
    viewsOf = new Map();
    values = { utm_source: new Set(), utm_campaign: new Set(), referrer: new Set(), path: new Set() };
  };

  return {
    /**
     * The visitor a view counts for, or undefined when it is over the cap (not recorded).
     * `hash` is the view's own visitor; `overflow` the one shared by the further browsers of its address.
     */
    visitor(d: string, address: string, hash: string, overflow: () => string): string | undefined {
      on(d);
      let who = hash;
      let views = viewsOf.get(who);
      if (views === undefined) {
        const n = visitorsOf.get(address) ?? 0;
        if (n >= limits.visitorsPerAddress) views = viewsOf.get((who = overflow())) ?? 0;
        else {
          views = 0;
          if (viewsOf.size < MAX_TRACKED) visitorsOf.set(address, n + 1);
        }
      }
      if (views >= limits.viewsPerVisitor) {
        capped++;
        return undefined;
      }
      if (views > 0 || viewsOf.size < MAX_TRACKED) viewsOf.set(who, views + 1);
      return who;
    },
    /** The value as stored: itself while the day has room for it, else OTHER. */
    value(d: string, dim: CappedDim, v: string): string {
      on(d);
      const seen = values[dim];
      if (seen.has(v)) return v;
      if (seen.size >= (dim === 'path' ? limits.pathsPerDay : limits.valuesPerDay)) return OTHER;
      seen.add(v);
      return v;
    },
    /** Views not recorded because their visitor was over the cap, since the start. */
    capped: () => capped,
  };
}

export type DailyLimits = ReturnType<typeof createDailyLimits>;
