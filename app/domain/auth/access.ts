/**
 * Who may do what in the admin panel: one table, read by the server guard
 * (guard.server.ts: every admin loader and action) and by the admin shell (which hides
 * what a role cannot open). Shared by the server and the browser; no I/O.
 *
 * - `owner`: everything (settings, users, backups and restore included).
 * - `editor`: content: projects, pages, blog posts and comments, uploads; the subscribers' figures.
 *   No personal data of subscribers or leads (their addresses, the CSVs, consultations, messages):
 *   the newsletter page and the dashboard list addresses only to whoever may open the subscriber CSV.
 * - `shared`: a session opened with the shared password while no account exists (a fresh
 *   install): everything, like an owner.
 *
 * A path that is not in the table needs an owner: a new admin route is closed to editors
 * until someone decides otherwise here.
 */
export type StaffRole = 'owner' | 'editor';
export type SessionRole = StaffRole | 'shared';

interface Rule {
  /** The path itself, or (with `/*`) the path and everything under it. */
  path: string;
  /** Least role that may load (GET). */
  read: StaffRole;
  /** Least role that may post (actions). */
  write: StaffRole;
}

/** First match wins; more specific paths come first. */
export const ACCESS_RULES: readonly Rule[] = [
  // Every person's own account page: password, two-factor, sessions.
  { path: '/admin/hesabim/*', read: 'editor', write: 'editor' },
  { path: '/admin', read: 'editor', write: 'owner' },
  { path: '/admin/projeler/*', read: 'editor', write: 'editor' },
  { path: '/admin/sayfalar/*', read: 'editor', write: 'editor' },
  // Blog posts and their comments (/admin/icerik/yorumlar).
  { path: '/admin/icerik/*', read: 'editor', write: 'editor' },
  { path: '/admin/metinler/*', read: 'editor', write: 'editor' },
  { path: '/admin/upload', read: 'editor', write: 'editor' },
  // Subscribers: an editor sees the figures only (the page lists addresses to whoever may open the CSV);
  // the CSV, removals and campaigns are an owner's.
  { path: '/admin/e-bulten/kampanyalar/*', read: 'owner', write: 'owner' },
  { path: '/admin/e-bulten', read: 'editor', write: 'owner' },
  { path: '/admin/e-bulten/newsletter-subscribers.csv', read: 'owner', write: 'owner' },
];

const RANK: Record<SessionRole, number> = { editor: 1, owner: 2, shared: 2 };

function matches(rule: string, path: string): boolean {
  if (rule.endsWith('/*')) {
    const base = rule.slice(0, -2);
    return path === base || path.startsWith(base + '/');
  }
  return path === rule;
}

/** The admin path a request is about: without a `.data` suffix (single fetch) or a trailing slash. */
export function accessPath(pathname: string): string {
  let p = pathname.replace(/\.data$/, '');
  if (p === '/_root') p = '/';
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p;
}

/** The least role a request to `pathname` needs: `write` for mutations. */
export function requiredRole(pathname: string, write: boolean): StaffRole {
  const path = accessPath(pathname);
  const rule = ACCESS_RULES.find((r) => matches(r.path, path));
  if (!rule) return 'owner';
  return write ? rule.write : rule.read;
}

export function roleAllows(role: SessionRole, needed: StaffRole): boolean {
  return RANK[role] >= RANK[needed];
}

/** True when `role` may open (GET) `pathname`: the admin shell hides tabs and links that are false. */
export function canOpen(role: SessionRole, pathname: string): boolean {
  return roleAllows(role, requiredRole(pathname, false));
}

/** True when `role` may post to `pathname`. */
export function canChange(role: SessionRole, pathname: string): boolean {
  return roleAllows(role, requiredRole(pathname, true));
}
