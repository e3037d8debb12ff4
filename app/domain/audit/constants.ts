import { isOneOf } from '~/lib/vocabulary';
/**
 * The audit log's vocabulary (stored codes; labels in app/i18n/messages/adminAudit.ts).
 * Shared by the server and the Etkinlik screen.
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'publish',
  'unpublish',
  'show',
  'hide',
  'status',
  'approve',
  'spam',
  'reply',
  'remove',
  'upload',
  'draft',
  'send',
  'test_send',
  'cancel',
  'backup',
  'restore',
  'clear_cache',
  'unlock',
  'login',
  'login_failed',
  'lockout',
  'logout',
  // A wrong second-factor code or passkey answer at sign-in (not a wrong password).
  'second_factor_failed',
  // A wrong password or code when a signed-in person confirms it is them before a sensitive change.
  'reauth_failed',
  // A sign-in whose second step was a one-time recovery code (the person and the owners are told).
  'login_recovery',
  // An invited person set their password through their link.
  'accept',
  // A failed e-mail put back into the sending queue (the e-mail log's "Tekrar dene").
  'retry',
  // A link mailed to an account's own address to lift that account's sign-in lock for the asking address.
  'unlock_requested',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ENTITIES = [
  'project',
  'blog_post',
  'comment',
  'page',
  'consultation',
  'ticket',
  'subscriber',
  'campaign',
  'campaign_draft',
  'settings',
  'media',
  'backup',
  'cache',
  'login_lock',
  'session',
  // Staff accounts (the accounts work): create, update (role, name), delete.
  'account',
  // Site texts (Metinler): a save, a revert or a reset of an entry or a section; the id is the catalogue key.
  'site_text',
  // One message of the e-mail log (the id is its queue row or campaign delivery).
  'email',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** Security events: the only entries that keep the client address. */
export const SECURITY_ACTIONS: ReadonlySet<AuditAction> = new Set([
  'login',
  'login_failed',
  'second_factor_failed',
  'reauth_failed',
  'login_recovery',
  'lockout',
  'unlock_requested',
]);

export const AUDIT_PAGE_SIZE = 50;
/** Entries are kept this long; the retention job deletes older ones. */
export const AUDIT_RETENTION_DAYS = 365;

export const ADMIN_AUDIT_CSV_PATH = '/admin/etkinlik.csv';

export const isAuditEntity = isOneOf(AUDIT_ENTITIES);

/** Where an entry's entity can be seen in the admin (none for deleted things and events). */
export function auditEntityLink(entity: string, id: string | null, action: string): string | null {
  if (action === 'delete' || action === 'remove') return null;
  switch (entity) {
    case 'project':
      return id ? `/admin/projeler?edit=${encodeURIComponent(id)}` : '/admin/projeler';
    case 'blog_post':
      return id ? `/admin/icerik?edit=${encodeURIComponent(id)}` : '/admin/icerik';
    case 'comment':
      return '/admin/icerik/yorumlar';
    case 'page':
      return '/admin/sayfalar';
    case 'consultation':
      return '/admin/danismanlik';
    case 'ticket':
      return '/admin/danismanlik/mesajlar';
    case 'subscriber':
      return '/admin/e-bulten';
    case 'campaign':
      return '/admin/e-bulten/kampanyalar';
    case 'campaign_draft':
      return id && action !== 'send' ? `/admin/e-bulten/kampanyalar?taslak=${encodeURIComponent(id)}` : '/admin/e-bulten/kampanyalar';
    case 'settings':
      return '/admin/ayarlar';
    case 'email':
      return '/admin/ayarlar/eposta/gunluk';
    case 'backup':
    case 'cache':
    case 'login_lock':
      return '/admin/ayarlar/sistem';
    default:
      return null;
  }
}
