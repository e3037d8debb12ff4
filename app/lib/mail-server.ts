/**
 * The sending server's settings as staff enter them in Ayarlar → E-posta (ADR 020):
 * shared by the server (app/server/mail/) and the form (app/domain/mail/schema.ts).
 * No password here: it is stored sealed on its own and never leaves the server.
 */

/** STARTTLS (usually 587), TLS from the first byte (usually 465), or none (a relay on the same machine or network). */
export const MAIL_SECURITY = ['starttls', 'tls', 'none'] as const;
export type MailSecurity = (typeof MAIL_SECURITY)[number];

export interface StoredMailServer {
  preset: string;
  host: string;
  port: number;
  security: MailSecurity;
  user: string;
  from_name: string;
  from_address: string;
  reply_to: string;
  notify_to: string;
}

/** True when `next` is the server a password was saved with (host, port, security, user name): the password goes with no other. */
export function sameMailServer(saved: StoredMailServer, next: Pick<StoredMailServer, 'host' | 'port' | 'security' | 'user'>): boolean {
  return (
    saved.host.trim().toLowerCase() === next.host.trim().toLowerCase() &&
    saved.port === next.port &&
    saved.security === next.security &&
    saved.user === next.user
  );
}

/** What a small Turkish company usually sends through; `other`: typed by hand. */
export const MAIL_PRESETS = {
  google: { host: 'smtp.gmail.com', port: 587, security: 'starttls' },
  microsoft: { host: 'smtp.office365.com', port: 587, security: 'starttls' },
  yandex: { host: 'smtp.yandex.com', port: 465, security: 'tls' },
  zoho: { host: 'smtp.zoho.eu', port: 465, security: 'tls' },
  other: null,
} as const satisfies Record<string, { host: string; port: number; security: MailSecurity } | null>;
export type MailPreset = keyof typeof MAIL_PRESETS;
export const MAIL_PRESET_IDS = Object.keys(MAIL_PRESETS) as MailPreset[];
