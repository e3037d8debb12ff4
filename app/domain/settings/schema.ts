// First: configures zod for the CSP (browser) before this module builds a schema.
import '~/lib/zod-csp';
import { z } from 'zod';
import { isValidEmail } from '~/lib/email';
import { isHttpLink } from '~/lib/links';
import { DEFAULT_MILESTONES, milestonesSchema } from './milestones';
import { UPLOADS_PREFIX } from '~/domain/media/index';

// Links: empty or http(s) only (message 'url'); addresses: one plain address (message 'email').
const link = () => z.string().trim().max(300).refine(isHttpLink, 'url');
const email = () => z.string().trim().refine(isValidEmail, 'email');

/** Site settings (docs/product-spec.md §3), stored one row per top-level key. Every field has behaviour on the site. */
export const socialLinksSchema = z.object({
  linkedin: link(),
  twitter: link(),
  instagram: link(),
  github: link(),
  youtube: link(),
});

/**
 * An image setting (hero background, founder photo): an uploaded picture (the
 * upload pipeline's URL, WebP variants) or an http(s) link, with its alternative
 * text in both languages, required when there is an image (message 'required').
 */
export const imageSettingShape = {
  url: z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === '' || v.startsWith(UPLOADS_PREFIX) || isHttpLink(v), 'url'),
  alt_tr: z.string().trim().max(200),
  alt_en: z.string().trim().max(200),
};
export type ImageSetting = { url: string; alt_tr: string; alt_en: string };
export function withAltRule<T extends z.ZodType<ImageSetting>>(schema: T) {
  return schema.superRefine((v, ctx) => {
    if (!v.url) return;
    for (const k of ['alt_tr', 'alt_en'] as const) if (!v[k]) ctx.addIssue({ code: 'custom', path: [k], message: 'required' });
  });
}
export const imageSettingSchema = withAltRule(z.object(imageSettingShape));

/**
 * The company's legal identity: the data controller named by the privacy page's KVKK
 * notice. Empty until the owner fills it in (the launch checklist asks); MERSİS (16 digits), tax
 * number and KEP address are optional.
 */
export const legalIdentitySchema = z.object({
  name: z.string().trim().max(200),
  address: z.string().trim().max(300),
  mersis: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{16}$/.test(v.replace(/\s/g, '')), 'mersis'),
  tax_number: z.string().trim().max(100),
  kep: z
    .string()
    .trim()
    .max(200)
    .refine((v) => v === '' || isValidEmail(v), 'email'),
});
export type LegalIdentity = z.infer<typeof legalIdentitySchema>;

/**
 * The company's brand pictures (Ayarlar → Marka): each an upload URL made by the brand upload
 * (a WebP picture with PNG/JPEG renditions, app/lib/images.ts), '' when not set. `show_name`:
 * the company name stays beside the logo (off for a logo that already spells it).
 */
const brandPicture = () =>
  z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === '' || /^\/uploads\/project-images\/\d+-[a-f0-9]+-\d+\.webp\?w=\d+&h=\d+$/.test(v), 'url');
export const brandSettingsSchema = z.object({
  logo: brandPicture(),
  logo_dark: brandPicture(),
  favicon: brandPicture(),
  share_image: brandPicture(),
  show_name: z.boolean(),
});
export type BrandSettings = z.infer<typeof brandSettingsSchema>;
export const BRAND_PICTURES = ['logo', 'logo_dark', 'favicon', 'share_image'] as const;
export type BrandPicture = (typeof BRAND_PICTURES)[number];

export const seoSettingsSchema = z.object({
  meta_title: z.string().trim().max(200),
  meta_description: z.string().trim().max(400),
  keywords: z.string().trim().max(400),
});

/**
 * How new blog comments are moderated: `manual` (every comment waits for
 * approval) or `trusted` (a visitor's later comments are approved at once
 * after one of theirs was approved; see app/domain/comments/).
 */
export const COMMENT_MODERATION_MODES = ['manual', 'trusted'] as const;
export type CommentModeration = (typeof COMMENT_MODERATION_MODES)[number];

export const settingsSchema = z.object({
  site_title: z.string().trim().min(1).max(80),
  site_description: z.string().trim().max(300),
  contact_email: email(),
  support_email: email(),
  phone_number: z.string().trim().max(40),
  whatsapp_number: z.string().trim().max(40),
  address: z.string().trim().max(200),
  address_en: z.string().trim().max(200),
  founder_name: z.string().trim().max(120),
  founder_linkedin: link(),
  founder_photo: imageSettingSchema,
  hero_image: imageSettingSchema,
  social_links: socialLinksSchema,
  seo_settings: seoSettingsSchema,
  legal_identity: legalIdentitySchema,
  milestones: milestonesSchema,
  // Built-in visitor analytics (app/domain/analytics/); its own switch on the system tab.
  analytics_enabled: z.boolean(),
  maintenance_mode: z.boolean(),
  newsletter_enabled: z.boolean(),
  comments_enabled: z.boolean(),
  comments_moderation: z.enum(COMMENT_MODERATION_MODES),
  // Off: the public forms' phone field takes the spec's Turkish mobile numbers; on: +CC… and Turkish landlines too (forms/shared.ts).
  phone_international: z.boolean(),
  brand: brandSettingsSchema,
});

export type Settings = z.infer<typeof settingsSchema>;
export type SettingKey = keyof Settings;

export const DEFAULT_SETTINGS: Settings = {
  site_title: 'FunTech',
  site_description: 'Yapay zeka, web, mobil ve akıllı sistemler alanında yazılım çözümleri.',
  contact_email: 'info@example.com',
  support_email: 'support@example.com',
  phone_number: '+90 500 000 00 00',
  whatsapp_number: '+90 500 000 00 00',
  address: 'Diyarbakır, Türkiye',
  address_en: 'Diyarbakir, Turkey',
  founder_name: '',
  founder_linkedin: '',
  founder_photo: { url: '', alt_tr: '', alt_en: '' },
  hero_image: { url: '', alt_tr: '', alt_en: '' },
  social_links: {
    linkedin: 'https://www.linkedin.com/',
    twitter: 'https://x.com/',
    instagram: 'https://www.instagram.com/',
    github: 'https://github.com/',
    youtube: 'https://www.youtube.com/',
  },
  seo_settings: { meta_title: '', meta_description: '', keywords: '' },
  legal_identity: { name: '', address: '', mersis: '', tax_number: '', kep: '' },
  milestones: DEFAULT_MILESTONES,
  analytics_enabled: true,
  maintenance_mode: false,
  newsletter_enabled: true,
  comments_enabled: false,
  comments_moderation: 'manual',
  phone_international: false,
  brand: { logo: '', logo_dark: '', favicon: '', share_image: '', show_name: true },
};
