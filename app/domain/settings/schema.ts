// First: configures zod for the CSP (browser) before this module builds a schema.
import '~/lib/zod-csp';
import { z } from 'zod';

/** Site settings (spec §3), stored one row per top-level key. Every field has behaviour on the site. */
export const socialLinksSchema = z.object({
  linkedin: z.string().trim().max(300),
  twitter: z.string().trim().max(300),
  instagram: z.string().trim().max(300),
  github: z.string().trim().max(300),
  youtube: z.string().trim().max(300),
});

export const seoSettingsSchema = z.object({
  meta_title: z.string().trim().max(200),
  meta_description: z.string().trim().max(400),
  keywords: z.string().trim().max(400),
});

export const settingsSchema = z.object({
  site_title: z.string().trim().min(1).max(80),
  site_description: z.string().trim().max(300),
  contact_email: z.string().trim().email(),
  support_email: z.string().trim().email(),
  phone_number: z.string().trim().max(40),
  whatsapp_number: z.string().trim().max(40),
  address: z.string().trim().max(200),
  address_en: z.string().trim().max(200),
  founder_name: z.string().trim().max(120),
  founder_linkedin: z.string().trim().max(300),
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
