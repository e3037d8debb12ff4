import { type Settings, SOCIAL_KEYS, DEFAULT_SETTINGS } from '~/domain/settings/index';
import type { BackupStatus } from '~/site/backup/index';
import type { SampleItem } from '~/site/sample/index';

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
  | { id: 'founder_name' | 'founder_linkedin' | 'hero_image' | 'legal_identity'; href: string }
  | { id: 'founder_photo'; placeholder: boolean; href: string }
  | { id: 'blog_post'; href: string }
  | { id: 'project_images'; projects: string[]; href: string }
  | { id: 'site_address' }
  | { id: 'admin_password'; href: string }
  /** `passwordOnly`: the server is set (a restored backup) and only its password is missing. */
  | { id: 'smtp'; waiting: number; href: string; passwordOnly?: MailPasswordNeeded }
  | { id: 'backup'; lastOk: BackupStatus['lastOk']; nextRun: string | null; href: string }
  /** A claim of the spec's sample company still on the site (ADR 026). */
  | ({ id: 'sample' } & SampleItem);

export type LaunchItemId = LaunchItem['id'];

/** A mail server saved without a usable password: what the checklist shows while asking for it. */
export interface MailPasswordNeeded {
  host: string;
  user: string;
  from: string;
}

export interface LaunchFacts {
  settings: Settings;
  /** URLs of pictures the seed put in as stand-ins (the founder silhouette). */
  placeholderImages: readonly string[];
  publishedPosts: number;
  /** Projects shown on the site without a picture, most important first. */
  projectsWithoutImage: ReadonlyArray<{ id: string; title: string }>;
  production: boolean;
  /** PUBLIC_URL is set or the owner confirmed the site's address (ADR 021). */
  siteAddressKnown: boolean;
  smtpConfigured: boolean;
  /** The saved mail server needs only its password (after a restore, or a changed key). */
  mailPasswordNeeded?: MailPasswordNeeded | null;
  /** Staff notifications waiting in the queue for a sending server. */
  waitingNotifications: number;
  /** Where the first start's generated password is still in use (password.server.ts). */
  generatedPasswordInUse: 'shared' | 'account' | false;
  /** Automatic backups (null: unknown); an item while none succeeded for 48 hours or the last run or bucket copy failed. */
  backup?: BackupStatus | null;
  /** Sample claims still on the site (app/site/sample). */
  samples: readonly SampleItem[];
}

const SETTINGS = '/admin/ayarlar';
/** Ayarlar → E-posta (ADR 020). */
const MAIL_SETTINGS = '/admin/ayarlar/eposta';
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
  // First: everything the site tells search engines and e-mails names this address.
  if (f.production && !f.siteAddressKnown) items.push({ id: 'site_address' });
  for (const id of ['contact_email', 'support_email'] as const) if (isExampleAddress(s[id])) items.push({ id, href: field(id) });
  for (const id of ['phone_number', 'whatsapp_number'] as const) if (isPlaceholderPhone(s[id])) items.push({ id, href: field(id) });
  for (const network of SOCIAL_KEYS)
    if (isBareHomePage(s.social_links[network])) items.push({ id: 'social_link', network, href: field(`social_links.${network}`) });
  // The data controller of the privacy page's KVKK notice.
  if (!s.legal_identity.name.trim() || !s.legal_identity.address.trim())
    items.push({ id: 'legal_identity', href: field(s.legal_identity.name.trim() ? 'legal_identity.address' : 'legal_identity.name') });
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
  if (!f.smtpConfigured)
    items.push({
      id: 'smtp',
      waiting: f.waitingNotifications,
      href: MAIL_SETTINGS,
      ...(f.mailPasswordNeeded && { passwordOnly: f.mailPasswordNeeded }),
    });
  // The shared password: an owner account of one's own (Kullanıcılar); an account that kept it: Hesabım.
  if (f.generatedPasswordInUse)
    items.push({ id: 'admin_password', href: f.generatedPasswordInUse === 'account' ? '/admin/hesabim' : '/admin/ayarlar/kullanicilar' });
  const b = f.backup;
  if (b && (b.stale || b.lastRun?.status === 'failed' || b.lastRun?.bucket === 'failed'))
    items.push({ id: 'backup', lastOk: b.lastOk, nextRun: b.nextRun, href: `${SETTINGS}/sistem` });
  for (const sample of f.samples) items.push({ id: 'sample', ...sample });
  return items;
}
