import { validIp } from '~/server/http/client-ip.server';
import { z } from 'zod';
import { projectSchema, IMAGE_URL_RE } from '~/domain/projects/index.server';
import { blogPostSchema, isSlug } from '~/domain/blog/index.server';
import { PAGE_LANGUAGES, PAGE_STATUSES, SLUG_PATTERN } from '~/domain/pages/index.server';
import { consultationSchema, LEAD_STATUSES } from '~/domain/consultations/index.server';
import { newsletterSchema, sanitiseSourcePage } from '~/domain/newsletter/index.server';
import { campaignSchema, CAMPAIGN_STATUSES, isActiveStatus } from '~/domain/campaigns/index.server';
import { TICKET_STATUSES } from '~/domain/tickets/index.server';
import { FOLLOW_UP_NOTE_MAX, isValidEmail } from '~/domain/forms/index.server';
import { SERVICE_IDS } from '~/lib/anchors';
import { COMMENT_MAX, COMMENT_NAME_MAX, COMMENT_REPLY_MAX, COMMENT_STATUSES } from '~/domain/comments/index.server';
import {
  isSettingKey,
  STRICT_SETTING_VALUE_SCHEMAS,
  DEFAULT_SETTINGS,
  siteAddressOrigin,
  SITE_ADDRESS_KEY,
} from '~/domain/settings/index.server';
import { DIMS } from '~/domain/analytics/index.server';
import { isValidStoredText } from '~/domain/texts/index.server';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '~/domain/audit/index.server';
import { SAMPLE_REMOVED_KEY } from '../sample/index.server';
import { mailSettingsSchema } from '~/domain/mail/index.server';
import { MAIL_SERVER_KEY } from '~/server/mail/server-settings.server';
import { BackupError } from './errors';
import type { BackupTable } from './reader.server';

/**
 * What a backup row may hold, table by table: the column types of
 * app/server/db/schema.ts (integers in integer columns, booleans, ISO
 * timestamps, JSON lists), and for every value that is rendered as a link,
 * used as an address or drives behaviour, the rule of the form that writes
 * it (app/domain/*\/schema.ts): links http(s) only (images also /uploads/…),
 * e-mail addresses single plain addresses, statuses, categories, icons and
 * languages from their lists, slugs in their shape. Free texts are bounded
 * but, unlike in the forms, not required to be complete (an image without
 * alternative text, a short description, a phone number in another shape:
 * rows the legacy import and older versions stored and a backup must give
 * back). Unknown columns are refused; so are rows with a column missing,
 * except the campaign, page and lead columns that a later migration added with a default.
 *
 * Settings rows: a known key's value is checked by that setting's schema
 * (the settings form's rules, links included) and unknown nested keys are
 * refused; keys starting with `_` are private (the unsubscribe-link signing
 * secret `_token_secret`): never exported, and ignored on import, so the
 * current value is kept, except the removed sample claims, the mail set-up
 * without its password and the confirmed site address, which travel
 * (carried-settings.server.ts); any other unknown key is refused (like an
 * unknown table or column).
 *
 * Campaigns that would make the worker send (status queued or sending) are
 * imported as cancelled, and deliveries that are not final (pending or
 * sending) as skipped ("cancelled"): a restored backup never sends e-mail.
 */
/** A single plain address: the forms' shape, and nothing that could make a list or carry header or URL parameters. */
export function isSingleAddress(v: string): boolean {
  return isValidEmail(v) && !/[\s,;:<>()[\]\\"?&%]/.test(v) && !hasControlCharacter(v);
}

function hasControlCharacter(v: string): boolean {
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}

/** An http(s) origin (scheme, host and port only), as campaigns store the base of their links. */
export function isHttpOrigin(v: string): boolean {
  try {
    const u = new URL(v);
    return (u.protocol === 'https:' || u.protocol === 'http:') && !!u.hostname && u.origin === v.replace(/\/$/, '');
  } catch {
    return false;
  }
}

const STORAGE_KEY_RE = /^[\w-]+(?:\/[\w][\w.-]*)*$/;
const isStorageKey = (v: string) => v.length <= 300 && STORAGE_KEY_RE.test(v) && !v.includes('..');

// Column types
const id = z.string().min(1).max(200);
const text = (max: number) => z.string().max(max);
const bool = z.union([z.boolean(), z.literal(0), z.literal(1)]);
const ts = z
  .string()
  .max(40)
  .refine((v) => !Number.isNaN(Date.parse(v)), 'timestamp');
const int = (min: number, max = Number.MAX_SAFE_INTEGER) => z.number().int().min(min).max(max);
const lang = z.enum(PAGE_LANGUAGES);
const list = (items: number, length: number) => z.array(z.string().max(length)).max(items);
const emptyOr = (schema: z.ZodType) => z.union([z.literal(''), schema]);

// The forms' fields (the object schemas before their cross-field rules and transforms).
const P = projectSchema().in.shape;
const B = blogPostSchema().in.shape;
const C = consultationSchema('tr').shape;
const N = newsletterSchema('tr').shape;
const K = campaignSchema().in.shape;

/** The form's e-mail rule, on a value that is a single plain address as stored (not only once trimmed). */
const address = (schema: z.ZodType) =>
  z
    .string()
    .refine(isSingleAddress, 'email')
    .pipe(schema as z.ZodType<unknown, string>);

/** Delivery states (stored in campaign_deliveries.status); pending and sending are not final. */
const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;

const ROW_SCHEMAS: Record<Exclude<BackupTable, 'settings'>, z.ZodType<Record<string, unknown>>> = {
  // Visitor analytics' daily figures (app/domain/analytics/): the id is `day|dim|value`.
  analytics_daily: z
    .strictObject({
      id: text(700),
      day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      dim: z.enum(DIMS),
      value: text(600),
      views: int(0),
      visitors: int(0),
    })
    .refine((r) => r.id === `${r.day}|${r.dim}|${r.value}`, { path: ['id'], message: 'id' }),
  projects: z.strictObject({
    id,
    title_tr: text(1000),
    title_en: text(1000),
    description_tr: text(100_000),
    description_en: text(100_000),
    short_description_tr: text(10_000).nullable(),
    short_description_en: text(10_000).nullable(),
    category: P.category,
    status: P.status,
    icon: P.icon,
    is_active: bool,
    is_featured: bool,
    // Migration 017 (a backup made before it has no such column).
    is_sample: bool.optional(),
    features_tr: list(200, 2000),
    features_en: list(200, 2000),
    tech_stack: list(200, 2000),
    technologies: list(200, 2000),
    image_url: P.image_url.nullable(),
    image_alt_tr: text(1000).nullable(),
    image_alt_en: text(1000).nullable(),
    demo_url: P.demo_url.nullable(),
    github_url: P.github_url.nullable(),
    project_url: P.project_url.nullable(),
    users_text: text(1000).nullable(),
    rating: z.number().min(0).max(5).nullable(),
    release_date: text(100).nullable(),
    version: text(100),
    priority: int(-1_000_000, 1_000_000),
    created_at: ts,
    updated_at: ts,
  }),
  blog_posts: z.strictObject({
    id,
    slug: z.string().refine(isSlug, 'slug'),
    title_tr: text(1000),
    title_en: text(1000),
    excerpt_tr: text(10_000).nullable(),
    excerpt_en: text(10_000).nullable(),
    content_tr: text(1_000_000),
    content_en: text(1_000_000),
    image_url: B.image_url.nullable(),
    image_alt_tr: text(1000).nullable(),
    image_alt_en: text(1000).nullable(),
    category: B.category,
    tags: list(200, 200),
    // 006_blog_english: absent from backups taken before it (null: the Turkish slug, no English tags).
    slug_en: z.string().refine(isSlug, 'slug').nullable().optional(),
    tags_en: list(200, 200).nullable().optional(),
    is_published: bool,
    is_featured: bool,
    // Migration 023 (a backup made before it has no such column).
    is_sample: bool.optional(),
    author: text(1000),
    publish_date: ts.nullable(),
    created_at: ts,
    updated_at: ts,
  }),
  blog_slug_redirects: z.strictObject({
    old_slug: z.string().refine(isSlug, 'slug'),
    post_id: id,
    created_at: ts,
  }),
  // 008_blog_comments. That each comment's post is in the backup is checked across tables (backup.server.ts).
  blog_comments: z.strictObject({
    id,
    post_id: id,
    name: z.string().trim().min(1).max(COMMENT_NAME_MAX),
    email: z.string().refine(isSingleAddress, 'email').nullable(),
    notify_reply: bool,
    author_key: z
      .string()
      .regex(/^[\w-]{1,100}$/, 'key')
      .nullable(),
    body: z.string().trim().min(1).max(COMMENT_MAX),
    language: lang,
    status: z.enum(COMMENT_STATUSES),
    reply: z.string().max(COMMENT_REPLY_MAX).nullable(),
    replied_at: ts.nullable(),
    created_at: ts,
  }),
  pages: z.strictObject({
    id,
    title: text(1000),
    slug: z.string().refine((v) => SLUG_PATTERN.test(v), 'slug'),
    content: text(1_000_000),
    meta_description: text(10_000).nullable(),
    status: z.enum(PAGE_STATUSES),
    language: lang,
    created_at: ts,
    updated_at: ts,
    // 007_page_translations: absent from backups taken before it (each row a page of its own, in no menu).
    group_id: id.nullable().optional(),
    in_header: bool.optional(),
    in_footer: bool.optional(),
    is_careers: bool.optional(),
  }),
  consultation_requests: z.strictObject({
    id,
    name: text(1000),
    surname: text(1000),
    email: emptyOr(address(C.email)),
    phone: text(100),
    service_description: text(100_000),
    language: lang,
    created_at: ts,
    // 020_leads (absent from older backups: the database's defaults, new and an empty note).
    status: z.enum(LEAD_STATUSES).optional(),
    note: text(FOLLOW_UP_NOTE_MAX).optional(),
    handler_id: id.nullable().optional(),
    service: z.enum(SERVICE_IDS).nullable().optional(),
  }),
  support_tickets: z.strictObject({
    id,
    name: text(1000),
    email: emptyOr(address(C.email)),
    subject: text(1000),
    message: text(100_000),
    status: z.enum(TICKET_STATUSES),
    language: lang,
    created_at: ts,
    updated_at: ts,
    // 020_leads
    note: text(FOLLOW_UP_NOTE_MAX).optional(),
    handler_id: id.nullable().optional(),
  }),
  newsletter_subscribers: z.strictObject({
    id,
    email: address(N.email),
    is_active: bool,
    language: lang,
    source_page: z
      .string()
      .refine((v) => sanitiseSourcePage(v) === v, 'source_page')
      .nullable(),
    consent_at: ts,
    created_at: ts,
    updated_at: ts,
  }),
  campaigns: z.strictObject({
    id,
    subject_tr: K.subject_tr.nullable(),
    subject_en: K.subject_en.nullable(),
    content_tr: K.content_tr.nullable(),
    content_en: K.content_en.nullable(),
    status: z.enum(CAMPAIGN_STATUSES),
    is_test: bool,
    test_email: emptyOr(address(K.test_email)).nullable(),
    recipient_count: int(0),
    sent_count: int(0),
    failed_count: int(0),
    created_at: ts,
    started_at: ts.nullable(),
    finished_at: ts.nullable(),
    // 002_campaign_jobs: absent from backups taken before it (the columns' defaults apply).
    base_url: z.string().refine(isHttpOrigin, 'url').nullable().optional(),
    send_to_all: bool.optional(),
    skipped_count: int(0).optional(),
  }),
  campaign_deliveries: z.strictObject({
    id,
    campaign_id: id,
    subscriber_id: id.nullable(),
    email: z.string().refine(isSingleAddress, 'email'),
    language: lang,
    status: z.enum(DELIVERY_STATUSES),
    attempts: int(0, 1_000_000),
    next_attempt_at: ts,
    claimed_by: text(200).nullable(),
    claimed_at: ts.nullable(),
    last_error: text(10_000).nullable(),
    sent_at: ts.nullable(),
  }),
  media: z.strictObject({
    id,
    base_key: z.string().refine(isStorageKey, 'key'),
    width: int(1, 100_000),
    height: int(1, 100_000),
    variants: z
      .array(
        z.strictObject({
          width: int(1, 100_000),
          height: int(1, 100_000).optional(),
          key: z.string().refine(isStorageKey, 'key'),
          url: z.string().max(1000).regex(IMAGE_URL_RE, 'url'),
        }),
      )
      .max(64),
    created_at: ts,
  }),
  // Site texts (Metinler, app/domain/texts/): an override must be a known entry whose value passes the editor's rule.
  site_texts: z
    .strictObject({
      id: text(400),
      lang,
      key: text(300),
      value: z.unknown(),
      other_stale: bool,
      updated_by: text(200).nullable(),
      updated_at: ts,
    })
    .refine((r) => r.id === `${r.lang}:${r.key}`, { path: ['id'], message: 'id' })
    .refine((r) => isValidStoredText(r.lang, r.key, r.value), { path: ['value'], message: 'value' }),
  site_text_history: z.strictObject({
    id,
    lang,
    key: text(300),
    old_value: z.unknown().refine((v) => v === null || JSON.stringify(v).length <= 500_000, 'value'),
    new_value: z.unknown().refine((v) => v === null || JSON.stringify(v).length <= 500_000, 'value'),
    actor: text(200).nullable(),
    created_at: ts,
  }),
  // The audit log (011_audit_log; app/domain/audit/): codes from their lists, texts bounded, the address an address.
  audit_log: z.strictObject({
    id,
    at: ts,
    actor_account_id: text(200).nullable(),
    actor_name: z.string().min(1).max(200),
    action: z.enum(AUDIT_ACTIONS),
    entity_type: z.enum(AUDIT_ENTITIES),
    entity_id: text(200).nullable(),
    summary: text(300),
    // A client address as the server spells it (IPv4, or IPv6 with an optional zone): nothing that is not an address.
    ip: z
      .string()
      .max(100)
      .refine((v) => validIp(v) === v, 'ip')
      .nullable(),
  }),
  // 012_staff_accounts: who each person is and their role; a credential column (password hash,
  // TOTP secret) is an unknown column here, so a backup carrying one is refused.
  admin_accounts: z.strictObject({
    id,
    email: z.string().max(254).refine(isSingleAddress, 'email'),
    name: text(100).min(1),
    role: z.enum(['owner', 'editor']),
    status: z.enum(['invited', 'active', 'disabled']),
    created_at: ts,
    updated_at: ts,
    last_login_at: ts.nullable(),
  }),
};

/** `_sample_removed`: the ids of the removed sample claims (app/site/sample/claims.ts). */
const sampleRemovedSchema = z.array(z.string().min(1).max(100)).max(100);

/**
 * `_mail_server` (carried-settings.server.ts): the e-mail form's rules for the fields it has, the
 * addresses single plain addresses; a field added later rides along if it is a plain value.
 * Never a password (refused by name, in case a crafted file tries to plant one).
 */
const mailAddress = z.string().max(254).refine(isSingleAddress, 'email');
const mailServerSchema = z
  .object({
    preset: mailSettingsSchema.shape.preset,
    host: mailSettingsSchema.shape.host,
    port: int(1, 65535),
    security: mailSettingsSchema.shape.security,
    user: z
      .string()
      .max(200)
      .refine((v) => !hasControlCharacter(v), 'user'),
    from_name: z
      .string()
      .max(100)
      .refine((v) => !hasControlCharacter(v), 'from_name'),
    from_address: mailAddress,
    reply_to: emptyOr(mailAddress),
    notify_to: mailAddress,
  })
  .catchall(z.union([z.boolean(), z.number(), z.string().max(200), z.null()]))
  .refine((v) => Object.keys(v).length <= 24, 'fields')
  .refine((v) => !Object.keys(v).some((k) => /pass|secret|token|key/i.test(k)), 'secret');
/** `_site_address`: an http(s) origin, as the owner confirms it. */
const siteAddressValue = z.string().refine((v) => siteAddressOrigin(v) === v, 'url');

/** Every settings key a backup may carry: the public settings, the removed sample claims, the carried private ones. */
export function backupSettingKeys(): string[] {
  return [...Object.keys(DEFAULT_SETTINGS), SAMPLE_REMOVED_KEY, MAIL_SERVER_KEY, SITE_ADDRESS_KEY];
}
const settingRowSchema = z.strictObject({ key: z.string().min(1).max(200), value: z.unknown(), updated_at: ts });

export interface CheckedRow {
  row: Record<string, unknown>;
  /** The row was a campaign (or delivery) that would have been sent, imported as cancelled (skipped). */
  stopped?: 'campaign' | 'delivery';
}

function fail(table: string, index: number, path: readonly PropertyKey[]): never {
  throw new BackupError(
    'invalid_row',
    `${table}[${index}]${path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')}`,
  );
}

function check(schema: z.ZodType, value: unknown, table: string, index: number, prefix: PropertyKey[] = []): void {
  const r = schema.safeParse(value);
  if (!r.success) fail(table, index, [...prefix, ...(r.error.issues[0]?.path ?? [])]);
}

/**
 * Checks one row of a backup (`index`: its position in the table's array).
 * Returns the row to insert (campaigns and deliveries that would send made
 * final), or undefined for a row to leave out (private settings). Throws
 * BackupError('invalid_row') naming `table[index].field` for the first invalid value.
 * `now` is the restore's time, recorded as a stopped campaign's finish (which
 * also marks the campaigns whose counts are recomputed after the insert).
 */
export function checkRow(table: BackupTable, raw: unknown, index: number, now: string): CheckedRow | undefined {
  if (table === 'settings') {
    check(settingRowSchema, raw, table, index);
    const row = raw as { key: string; value: unknown };
    // The removed sample claims (ADR 029) travel with the content; other private rows are the server's own.
    if (row.key === SAMPLE_REMOVED_KEY) {
      check(sampleRemovedSchema, row.value, table, index, ['value']);
      return { row: row as Record<string, unknown> };
    }
    // The mail set-up without its password and the confirmed address (carried-settings.server.ts).
    if (row.key === MAIL_SERVER_KEY || row.key === SITE_ADDRESS_KEY) {
      check(row.key === MAIL_SERVER_KEY ? mailServerSchema : siteAddressValue, row.value, table, index, ['value']);
      return { row: row as Record<string, unknown> };
    }
    if (row.key.startsWith('_')) return undefined;
    if (!isSettingKey(row.key)) fail(table, index, ['key']);
    if (row.value === undefined) fail(table, index, ['value']);
    check(STRICT_SETTING_VALUE_SCHEMAS[row.key], row.value, table, index, ['value']);
    return { row: row as Record<string, unknown> };
  }
  check(ROW_SCHEMAS[table], raw, table, index);
  const row = raw as Record<string, unknown>;
  if (table === 'campaigns' && isActiveStatus(String(row.status))) {
    return { row: { ...row, status: 'cancelled', finished_at: now }, stopped: 'campaign' };
  }
  if (table === 'campaign_deliveries' && (row.status === 'pending' || row.status === 'sending')) {
    return { row: { ...row, status: 'skipped', last_error: 'cancelled', claimed_by: null, claimed_at: null }, stopped: 'delivery' };
  }
  return { row };
}
