import type { ColumnType, Generated } from 'kysely';

/**
 * Raw column types as the engines return them. Booleans are 0/1 on SQLite and
 * true/false on PostgreSQL, timestamps ISO strings or Date, lists JSON text or
 * parsed JSON: repositories convert rows with the helpers in values.ts, so the
 * rest of the app sees one set of TypeScript values on both engines.
 */
type Bool = ColumnType<boolean | number, boolean, boolean>;
type Timestamp = ColumnType<Date | string, string, string>;
type List = ColumnType<string[] | string, string, string>;
type Json = ColumnType<unknown, string, string>;

export interface ConsultationRequestTable {
  id: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  service_description: string;
  language: string;
  created_at: Timestamp;
  /** 020_leads: new | contacted | quoted | won | lost. */
  status: Generated<string>;
  note: Generated<string>;
  /** The admin account handling the request (no foreign key: see 020_leads). */
  handler_id: string | null;
  /** The services page card the visitor came from (ai, web, mobile, smart, software), if any. */
  service: string | null;
}

export interface NewsletterSubscriberTable {
  id: string;
  email: string;
  is_active: Bool;
  language: string;
  source_page: string | null;
  consent_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SupportTicketTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: string; // open | answered | closed
  language: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  note: Generated<string>;
  handler_id: string | null;
}

export interface ProjectTable {
  id: string;
  title_tr: string;
  title_en: string;
  description_tr: string;
  description_en: string;
  short_description_tr: string | null;
  short_description_en: string | null;
  category: string;
  status: string; // active | beta | development | research | planned | stopped
  icon: string;
  is_active: Bool;
  is_featured: Bool;
  /** Put in by the seed and not edited since (migration 017, ADR 026). */
  is_sample: ColumnType<boolean | number, boolean | undefined, boolean>;
  features_tr: List;
  features_en: List;
  tech_stack: List;
  technologies: List;
  image_url: string | null;
  image_alt_tr: string | null;
  image_alt_en: string | null;
  demo_url: string | null;
  github_url: string | null;
  project_url: string | null;
  users_text: string | null;
  rating: number | null;
  release_date: string | null;
  version: string;
  priority: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BlogPostTable {
  id: string;
  slug: string;
  /** The English address (migration 006); null on rows written before it: the Turkish slug is used. */
  slug_en: string | null;
  title_tr: string;
  title_en: string;
  excerpt_tr: string | null;
  excerpt_en: string | null;
  content_tr: string;
  content_en: string;
  image_url: string | null;
  image_alt_tr: string | null;
  image_alt_en: string | null;
  category: string;
  tags: List;
  /** The English tags (migration 006); null reads as none. */
  tags_en: ColumnType<string[] | string | null, string | null | undefined, string | null>;
  is_published: Bool;
  is_featured: Bool;
  author: string;
  publish_date: Timestamp | null;
  /** The seed's sample post until staff save it (migration 023, ADR 026). */
  is_sample: ColumnType<boolean | number, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BlogSlugRedirectTable {
  old_slug: string;
  post_id: string;
  created_at: Timestamp;
}

/** A visitor's comment on a blog post (008_blog_comments; app/domain/comments/). */
export interface BlogCommentTable {
  id: string;
  post_id: string;
  name: string;
  /** Only while the visitor wants a reply notification; null otherwise. */
  email: string | null;
  notify_reply: Bool;
  /** A keyed hash of the commenter cookie token of the browser that sent it (019), for auto-approval of known visitors. */
  author_key: string | null;
  body: string;
  language: string;
  status: string; // pending | approved | spam
  reply: string | null;
  replied_at: Timestamp | null;
  created_at: Timestamp;
}

export interface PageTable {
  id: string;
  title: string;
  slug: string;
  content: string;
  meta_description: string | null;
  status: string; // draft | published
  language: string; // tr | en
  /** The page this row translates (rows of one page share it; null: a page of its own, see 007_page_translations). */
  group_id: string | null;
  in_header: ColumnType<boolean | number, boolean | undefined, boolean>;
  in_footer: ColumnType<boolean | number, boolean | undefined, boolean>;
  is_careers: ColumnType<boolean | number, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SettingTable {
  key: string;
  value: Json;
  updated_at: Timestamp;
}

export interface AdminCredentialTable {
  id: string;
  password_hash: string;
  updated_at: Timestamp;
}

export interface SessionTable {
  id: string; // sha256 of the cookie token
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  ip: string | null;
  user_agent: string | null;
  /** The staff account (012); null: a shared-password session. */
  account_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The password was right, the second factor is still to come: opens nothing (012). */
  mfa_pending: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** The WebAuthn challenge last given to this session (012), used once. */
  challenge: ColumnType<string | null, string | null | undefined, string | null>;
  /** A TOTP set-up in progress: the secret the server made (sealed, 018), until a code proves the app has it. */
  totp_setup: ColumnType<string | null, string | null | undefined, string | null>;
}

export type StaffStatus = 'invited' | 'active' | 'disabled';

export interface AdminAccountTable {
  id: string;
  email: string;
  name: string;
  role: 'owner' | 'editor';
  status: StaffStatus;
  password_hash: string | null;
  totp_secret: string | null;
  totp_last_step: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_login_at: Timestamp | null;
}

export interface AdminInvitationTable {
  id: string; // sha256 of the link's token
  account_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** A mailed link that lifts one account's sign-in lock for the address that asked (024; sha256 of the token). */
export interface StaffUnlockLinkTable {
  id: string;
  account_id: string;
  /** The asking client's lockout key (an IPv4 address or an IPv6 /64 prefix). */
  address: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface AdminPasskeyTable {
  id: string; // the credential id, base64url
  account_id: string;
  public_key: string; // base64url (COSE)
  counter: ColumnType<number | string, number, number>;
  transports: string | null; // JSON list
  name: string;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
}

export interface AdminRecoveryCodeTable {
  id: string;
  account_id: string;
  code_hash: string;
  used_at: Timestamp | null;
}

export interface LoginAttemptTable {
  ip: string;
  failures: number;
  locked_until: Timestamp | null;
  updated_at: Timestamp;
}

export interface CampaignTable {
  id: string;
  subject_tr: string | null;
  subject_en: string | null;
  content_tr: string | null;
  content_en: string | null;
  status: string; // queued | sending | completed | cancelled
  is_test: Bool;
  test_email: string | null;
  recipient_count: number;
  sent_count: number;
  failed_count: number;
  created_at: Timestamp;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  // 002_campaign_jobs
  base_url: string | null; // no longer written: links come from the site's address when each e-mail is sent
  send_to_all: Bool; // false: only subscribers of the campaign's language(s)
  skipped_count: number; // unsubscribed before their turn, or cancelled
}

export interface CampaignDeliveryTable {
  id: string;
  campaign_id: string;
  subscriber_id: string | null;
  email: string;
  language: string;
  status: string; // pending | sending | sent | failed | skipped
  attempts: number;
  next_attempt_at: Timestamp;
  claimed_by: string | null;
  claimed_at: Timestamp | null;
  last_error: string | null;
  sent_at: Timestamp | null;
}

export interface MailQueueTable {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  reply_to: string | null;
  /** 'staff': sent to the notification address of the moment (016); null: to to_address. */
  audience: string | null;
  status: string; // pending | sending | sent | failed
  attempts: number;
  next_attempt_at: Timestamp;
  claimed_at: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

export interface MediaTable {
  id: string;
  base_key: string;
  width: number;
  height: number;
  variants: Json; // [{ width, key, url }]
  created_at: Timestamp;
}

export interface RateLimitTable {
  key: string; // sha256 of limit name and client, hex
  win: number; // index of the current window (epoch ms / window length)
  count: number; // hits in window `win`
  prev: number; // hits in window `win - 1`
}

/** The last visitor-triggered mail per kind and mailbox (022, app/domain/forms/visitor-mail.server.ts). */
export interface VisitorMailLimitTable {
  key: string; // sha256 of kind and normalised mailbox, hex
  sent_at: number | string; // epoch ms (bigint: a string from PostgreSQL)
}

/** Raw analytics events (app/domain/analytics/): page views, bot views, conversions. */
export interface AnalyticsEventTable {
  day: string; // YYYY-MM-DD, Europe/Istanbul
  kind: number; // EVENT_KINDS in app/domain/analytics/constants.ts
  visitor: string; // truncated hash of (day's salt, site, address, browser); '' for bots
  path: string;
  entry: number; // 1: the first page of a visit (no referrer from this site)
  referrer: string | null; // the referring site's host, entries only
  utm_source: string | null;
  utm_campaign: string | null;
  lang: string;
  device: string; // d (desktop), m (mobile), t (tablet)
  views: number; // identical events of one flush, stored once (migration 013)
}

/** The current day's random salt (one row; earlier days' rows are deleted). */
export interface AnalyticsSaltTable {
  day: string;
  salt: string;
}

/** Daily figures rolled up from the raw events (id: `day|dim|value`). */
export interface AnalyticsDailyTable {
  id: string;
  day: string;
  dim: string;
  value: string;
  views: number;
  visitors: number;
}

/** A staff override of a public catalogue entry in one language (010_site_texts, app/domain/texts). */
export interface SiteTextTable {
  id: string; // `${lang}:${key}`
  lang: string;
  key: string;
  value: Json;
  other_stale: ColumnType<boolean | number, boolean | undefined, boolean>;
  updated_by: string | null;
  updated_at: Timestamp;
}

export interface SiteTextHistoryTable {
  id: string;
  lang: string;
  key: string;
  old_value: Json | null;
  new_value: Json | null;
  actor: string | null;
  created_at: Timestamp;
}

export interface SiteTextPreviewTable {
  id: string;
  data: Json;
  session_id: string;
  created_at: Timestamp;
}

/** One entry of the audit log ("Etkinlik", 011_audit_log; app/domain/audit/): only inserted, deleted after a year. */
export interface AuditLogTable {
  id: string;
  at: Timestamp;
  /** The staff account that acted; null for the shared admin password. */
  actor_account_id: string | null;
  /** The actor's display name at the time (kept when the account is gone). */
  actor_name: string;
  action: string;
  entity_type: string;
  entity_id: string | null;
  /** A short readable line: what changed, by field name; never the contents. */
  summary: string;
  /** The client address, on security events only (logins, failed logins, lockouts). */
  ip: string | null;
  /** 014: the entry came from a restored backup file (shown as imported); never exported. */
  imported: ColumnType<boolean | number, boolean | undefined, boolean>;
}

export interface Database {
  consultation_requests: ConsultationRequestTable;
  newsletter_subscribers: NewsletterSubscriberTable;
  support_tickets: SupportTicketTable;
  projects: ProjectTable;
  blog_posts: BlogPostTable;
  blog_slug_redirects: BlogSlugRedirectTable;
  blog_comments: BlogCommentTable;
  pages: PageTable;
  settings: SettingTable;
  admin_credentials: AdminCredentialTable;
  sessions: SessionTable;
  login_attempts: LoginAttemptTable;
  admin_accounts: AdminAccountTable;
  admin_invitations: AdminInvitationTable;
  staff_unlock_links: StaffUnlockLinkTable;
  admin_recovery_codes: AdminRecoveryCodeTable;
  admin_passkeys: AdminPasskeyTable;
  campaigns: CampaignTable;
  campaign_deliveries: CampaignDeliveryTable;
  mail_queue: MailQueueTable;
  media: MediaTable;
  rate_limits: RateLimitTable;
  visitor_mail_limits: VisitorMailLimitTable;
  analytics_events: AnalyticsEventTable;
  analytics_salt: AnalyticsSaltTable;
  analytics_daily: AnalyticsDailyTable;
  site_texts: SiteTextTable;
  site_text_history: SiteTextHistoryTable;
  site_text_previews: SiteTextPreviewTable;
  audit_log: AuditLogTable;
  backup_runs: BackupRunTable;
  restore_stages: RestoreStageTable;
  restore_stage_chunks: RestoreStageChunkTable;
}

/** A restore preview waiting for the owner's decision (021_restore_stages, app/site/backup/staging.server.ts). */
export interface RestoreStageTable {
  id: string;
  session_id: string;
  expires_at: Timestamp;
  /** The uploaded file's size in bytes. */
  size: number;
  /** Whether the file is in restore_stage_chunks (PostgreSQL: any instance may confirm). */
  shared: Bool;
  /** The preview (RestorePlan) as JSON text. */
  plan: string;
}

/** A 1 MB piece of a staged upload (PostgreSQL only). */
export interface RestoreStageChunkTable {
  stage_id: string;
  seq: number;
  data: Buffer;
}

/** One automatic (or "Şimdi yedekle") backup run (015_backup_runs, app/site/backup/schedule.server.ts). */
export interface BackupRunTable {
  id: string;
  /** The scheduled time (ISO) or `manual:<id>`: unique, so one instance runs each slot. */
  slot: string;
  trigger: 'schedule' | 'manual';
  status: 'running' | 'ok' | 'failed';
  claimed_by: string;
  started_at: Timestamp;
  heartbeat_at: Timestamp;
  finished_at: Timestamp | null;
  file: string | null;
  size: ColumnType<number | string | null, number | null, number | null>;
  media: number | null;
  /** 'ok', 'failed', or null when no bucket is set up. */
  bucket_status: 'ok' | 'failed' | null;
  error: string | null;
}

/** Tables a backup holds, in an order that satisfies foreign keys on restore. */
export const BACKUP_TABLES = [
  'settings',
  // The daily figures only (app/domain/analytics/): raw events and the salt are never backed up.
  'analytics_daily',
  'projects',
  'blog_posts',
  'blog_slug_redirects',
  'blog_comments',
  'pages',
  'consultation_requests',
  'support_tickets',
  'newsletter_subscribers',
  'campaigns',
  'campaign_deliveries',
  'media',
  // Staff overrides of the public texts and their history (010_site_texts).
  'site_texts',
  'site_text_history',
  // The audit log (011_audit_log): accounts' actions travel with the data they changed.
  'audit_log',
  // Staff accounts (012): who they are and their role only; never a password hash, TOTP secret, recovery code or session.
  'admin_accounts',
] as const satisfies readonly (keyof Database)[];

/** Backed-up tables added after backups existed (008_blog_comments, 009_analytics, 010_site_texts, 011_audit_log, 012_staff_accounts): absent from an older backup, they are restored empty. */
export const OPTIONAL_BACKUP_TABLES: ReadonlySet<string> = new Set([
  'blog_comments',
  'analytics_daily',
  'site_texts',
  'site_text_history',
  'audit_log',
  'admin_accounts',
]);

export type Generic = Generated<string>;
