import type { Messages } from '~/i18n/catalog';
import type { PageId } from '~/i18n/routes';
import type { TextOverrides } from '~/i18n/overrides';

/**
 * Sample content (ADR 026): the claims of the spec's sample company
 * that a fresh install shows as its defaults (statistics, "Yakında" promises,
 * the investor and documentation pages, the founder card, the milestones) and
 * the seeded projects. Each stays sample until staff write their own (a
 * Metinler override, a founder name, other milestones, an edited project) or
 * remove it. Pure: shared by the launch checklist, the public pages and tests.
 */

/** The private settings row listing the removed claims (never exported: a `_` key). */
export const SAMPLE_REMOVED_KEY = '_sample_removed';

/** A claim made by catalogue texts: hidden on the site once removed, unless overridden in Metinler. */
export interface TextClaim {
  id: string;
  /** Catalogue paths whose override (in either language) makes the claim the staff's own. */
  keys: readonly string[];
  /** A public page that disappears (menus, sitemap, 404) when the claim is removed. */
  page?: PageId;
  /** The claim as the checklist names it, from the Turkish catalogue. */
  label: (tr: Messages) => string;
}

const stat = (f: { value: string; label: string }) => `${f.value} ${f.label}`;

export const TEXT_CLAIMS: readonly TextClaim[] = [
  { id: 'home.stats.experience', keys: ['home.stats.experience'], label: (t) => stat(t.home.stats.experience) },
  { id: 'home.stats.clients', keys: ['home.stats.clients'], label: (t) => stat(t.home.stats.clients) },
  { id: 'home.stats.support', keys: ['home.stats.support'], label: (t) => stat(t.home.stats.support) },
  { id: 'home.stats.downloads', keys: ['home.stats.downloads'], label: (t) => stat(t.home.stats.downloads) },
  { id: 'about.facts.founded', keys: ['about.facts.founded'], label: (t) => `${t.about.hero.eyebrow} – ${stat(t.about.facts.founded)}` },
  {
    id: 'about.facts.experience',
    keys: ['about.facts.experience'],
    label: (t) => `${t.about.hero.eyebrow} – ${stat(t.about.facts.experience)}`,
  },
  { id: 'about.facts.clients', keys: ['about.facts.clients'], label: (t) => `${t.about.hero.eyebrow} – ${stat(t.about.facts.clients)}` },
  { id: 'about.facts.support', keys: ['about.facts.support'], label: (t) => `${t.about.hero.eyebrow} – ${stat(t.about.facts.support)}` },
  // The four reasons: 5+ years, "100+ Mutlu Müşteri", 7/24 and live support "yakında".
  { id: 'services.why', keys: ['services.why'], label: (t) => `${t.services.why.title}: ${t.services.why.items[1]!.title}` },
  {
    id: 'support.live',
    keys: ['support.channels.live', 'support.hours.live', 'support.hours.liveValue'],
    label: (t) => `${t.support.channels.live.title} – ${t.support.channels.live.status}`,
  },
  { id: 'page.investors', keys: ['corporate.investors'], page: 'investors', label: (t) => t.corporate.investors.meta.title },
  { id: 'page.documentation', keys: ['docs'], page: 'documentation', label: (t) => t.docs.meta.title },
  { id: 'about.founder', keys: ['about.founder'], label: (t) => `${t.about.founder.title}: ${t.about.founder.role}` },
];

export const MILESTONES_CLAIM = 'milestones';
export const PROJECT_CLAIM_PREFIX = 'project:';
export const POST_CLAIM_PREFIX = 'post:';

/**
 * Sections that can be left with nothing to show (every project or post removed): while empty,
 * no menu, button or sitemap entry links to them (the page itself still answers).
 */
export type EmptiableSection = 'projects' | 'blog';
export const emptySectionMarker = (section: EmptiableSection) => `empty:${section}`;

/**
 * Marks the founder card as the owner's (a founder name, or a Metinler text of the card): it
 * shows only the owner's own fields, never the catalogue's sample role, "since" line and bio.
 */
export const FOUNDER_DEFAULTS_HIDDEN = 'about.founder:defaults';

/** Whether an override path touches one of the claim's paths (the path, a part of it, or a whole above it). */
export function overridden(claim: Pick<TextClaim, 'keys'>, overrides: readonly TextOverrides[]): boolean {
  return overrides.some((o) =>
    Object.keys(o).some((k) => claim.keys.some((key) => k === key || k.startsWith(`${key}.`) || key.startsWith(`${k}.`))),
  );
}

export interface SampleState {
  removed: readonly string[];
  /** The overrides of both languages (Metinler). */
  overrides: readonly TextOverrides[];
  founderName: string;
}

/** A text claim still sample: not removed, not the staff's own. The founder card is theirs once named. */
export function textClaimIsSample(claim: TextClaim, s: SampleState): boolean {
  if (s.removed.includes(claim.id) || overridden(claim, s.overrides)) return false;
  return claim.id !== 'about.founder' || !s.founderName.trim();
}

/** The claims the public site leaves out: removed and not written by staff since. */
export function hiddenClaims(s: SampleState): string[] {
  return TEXT_CLAIMS.filter(
    (c) => s.removed.includes(c.id) && !overridden(c, s.overrides) && (c.id !== 'about.founder' || !s.founderName.trim()),
  ).map((c) => c.id);
}

/** The public pages removed with their claim. */
export function hiddenPages(hidden: readonly string[]): PageId[] {
  return TEXT_CLAIMS.flatMap((c) => (c.page && hidden.includes(c.id) ? [c.page] : []));
}

/** One line of the launch checklist's sample content. */
export interface SampleItem {
  /** A text claim's id, `milestones` or `project:<id>`. */
  claim: string;
  /** What the checklist names ("100+ Mutlu Müşteri"). */
  label: string;
  /** Where it is edited. */
  href: string;
}
