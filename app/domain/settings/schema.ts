// First: configures zod for the CSP (browser) before this module builds a schema.
import '~/lib/zod-csp';
import { z } from 'zod';
import { isValidEmail } from '~/lib/email';
import { isHttpLink } from '~/lib/links';

// Links: empty or http(s) only (message 'url'); addresses: one plain address (message 'email').
const link = () => z.string().trim().max(300).refine(isHttpLink, 'url');
const email = () => z.string().trim().refine(isValidEmail, 'email');

/** Site settings (spec §3), stored one row per top-level key. Every field has behaviour on the site. */
export const socialLinksSchema = z.object({
  linkedin: link(),
  twitter: link(),
  instagram: link(),
  github: link(),
  youtube: link(),
});

export const seoSettingsSchema = z.object({
  meta_title: z.string().trim().max(200),
  meta_description: z.string().trim().max(400),
  keywords: z.string().trim().max(400),
});

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
  social_links: socialLinksSchema,
  seo_settings: seoSettingsSchema,
  maintenance_mode: z.boolean(),
  newsletter_enabled: z.boolean(),
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
  social_links: {
    linkedin: 'https://www.linkedin.com/',
    twitter: 'https://x.com/',
    instagram: 'https://www.instagram.com/',
    github: 'https://github.com/',
    youtube: 'https://www.youtube.com/',
  },
  seo_settings: { meta_title: '', meta_description: '', keywords: '' },
  maintenance_mode: false,
  newsletter_enabled: true,
};
