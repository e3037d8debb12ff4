import type { Settings } from '~/domain/settings/schema';
import { SOCIAL_KEYS } from '~/domain/settings/form';
import { DEFAULT_SETTINGS } from '~/domain/settings/schema';
import type { BackupStatus } from '~/domain/backup/schedule';

/**
 * The launch checklist of the dashboard: what still shows placeholder data or
 * is not set up for going live. Every item is detected from the real state
 * (settings, content, server set-up) and disappears once fixed. Pure: the
 * facts are gathered by launch-checklist.server.ts.
 */
export type SocialNetwork = (typeof SOCIAL_KEYS)[number];

export type LaunchItem =
  | { id: 'contact_email' | 'support_email' | 'phone_number' | 'whatsapp_number'; href: string }
  | { id: 'social_link'; network: SocialNetwork; href: string }
  | { id: 'founder_name' | 'founder_linkedin' | 'hero_image'; href: string }
  | { id: 'founder_photo'; placeholder: boolean; href: string }
  | { id: 'blog_post'; href: string }
  | { id: 'project_images'; projects: string[]; href: string }
  | { id: 'backup'; lastOk: BackupStatus['lastOk']; nextRun: string | null; href: string }
  | { id: 'public_url' | 'smtp' | 'admin_password' };

export type LaunchItemId = LaunchItem['id'];

export interface LaunchFacts {
  settings: Settings;
  /** URLs of pictures the seed put in as stand-ins (the founder silhouette). */
  placeholderImages: readonly string[];
  publishedPosts: number;
  /** Projects shown on the site without a picture, most important first. */
  projectsWithoutImage: ReadonlyArray<{ id: string; title: string }>;
  production: boolean;
  publicUrlSet: boolean;
  smtpConfigured: boolean;
  generatedPasswordInUse: boolean;
  /** Automatic backups (null: unknown); an item while none succeeded for 48 hours or the last run or bucket copy failed. */
  backup?: BackupStatus | null;
}

const SETTINGS = '/admin/ayarlar';
const field = (name: string) => `${SETTINGS}#${name}`;

/** An address at a domain reserved for examples (example.com, .org, .net and their subdomains). */
export function isExampleAddress(address: string): boolean {
  return /@(?:[^@\s]+\.)?example\.(?:com|org|net)$/i.test(address.trim());
}

const PLACEHOLDER_DIGITS = new Set([DEFAULT_SETTINGS.phone_number, DEFAULT_SETTINGS.whatsapp_number].map((n) => n.replace(/\D/g, '')));

/** The placeholder number of the defaults (+90 500 000 00 00), however it is written. */
export function isPlaceholderPhone(phone: string): boolean {
  return PLACEHOLDER_DIGITS.has(phone.replace(/\D/g, ''));
}

/** A link to a network's home page rather than to a profile: no path, query or fragment. */
export function isBareHomePage(link: string): boolean {
  if (!link.trim()) return false;
  try {
    const u = new URL(link.trim());
    return (u.pathname === '/' || u.pathname === '') && !u.search && !u.hash;
  } catch {
    return false;
  }
}

export function launchItems(f: LaunchFacts): LaunchItem[] {
  const s = f.settings;
  const items: LaunchItem[] = [];
  for (const id of ['contact_email', 'support_email'] as const) if (isExampleAddress(s[id])) items.push({ id, href: field(id) });
  for (const id of ['phone_number', 'whatsapp_number'] as const) if (isPlaceholderPhone(s[id])) items.push({ id, href: field(id) });
  for (const network of SOCIAL_KEYS)
    if (isBareHomePage(s.social_links[network])) items.push({ id: 'social_link', network, href: field(`social_links.${network}`) });
  if (!s.founder_name.trim()) items.push({ id: 'founder_name', href: field('founder_name') });
  const placeholder = !!s.founder_photo.url && f.placeholderImages.includes(s.founder_photo.url);
  if (!s.founder_photo.url || placeholder) items.push({ id: 'founder_photo', placeholder, href: field('founder_photo') });
  if (!s.founder_linkedin.trim() || isBareHomePage(s.founder_linkedin))
    items.push({ id: 'founder_linkedin', href: field('founder_linkedin') });
  if (!s.hero_image.url) items.push({ id: 'hero_image', href: field('hero_image') });
  if (f.projectsWithoutImage.length > 0)
    items.push({
      id: 'project_images',
      projects: f.projectsWithoutImage.map((p) => p.title),
      href: `/admin/projeler?edit=${encodeURIComponent(f.projectsWithoutImage[0]!.id)}`,
    });
  if (f.publishedPosts === 0) items.push({ id: 'blog_post', href: '/admin/icerik?edit=new' });
  if (f.production && !f.publicUrlSet) items.push({ id: 'public_url' });
  if (!f.smtpConfigured) items.push({ id: 'smtp' });
  if (f.generatedPasswordInUse) items.push({ id: 'admin_password' });
  const b = f.backup;
  if (b && (b.stale || b.lastRun?.status === 'failed' || b.lastRun?.bucket === 'failed'))
    items.push({ id: 'backup', lastOk: b.lastOk, nextRun: b.nextRun, href: `${SETTINGS}/sistem` });
  return items;
}
