import { MAX_MILESTONES, MILESTONE_FIELDS, milestonesFromForm } from './milestones';
import { COMMENT_MODERATION_MODES, settingsSchema, type CommentModeration, type Settings } from './schema';

/**
 * The settings form of the admin: FormData (every tab in one form) to
 * Settings, validated by the shared schema plus link checks, with the
 * catalogue's messages per field. Field names are the settings' keys, nested
 * ones dotted (`social_links.linkedin`); checkboxes are absent when off.
 */
export interface SettingsFormMessages {
  required: string;
  email: string;
  url: string;
  tooLong: string;
  /** A milestone's year: a whole year, 1900 to 2100. */
  year: string;
  /** More milestone rows than MAX_MILESTONES ({max}). */
  tooManyMilestones: string;
  /** A MERSİS number that is not 16 digits. */
  mersis: string;
}

/** The legal identity's fields (Ayarlar → İletişim), dotted: `legal_identity.name`... */
export const LEGAL_IDENTITY_KEYS = ['name', 'address', 'mersis', 'tax_number', 'kep'] as const;

export const SOCIAL_KEYS = ['linkedin', 'twitter', 'instagram', 'github', 'youtube'] as const;
export const SEO_TITLE_HINT = 60;
export const SEO_DESCRIPTION_HINT = 160;

/** The image settings' form fields (dotted: `hero_image.url`, `hero_image.alt_tr`, ...). */
export const IMAGE_SETTING_KEYS = ['hero_image', 'founder_photo'] as const;
const IMAGE_SETTING_FIELDS = IMAGE_SETTING_KEYS.flatMap((k) => [`${k}.url`, `${k}.alt_tr`, `${k}.alt_en`]);

/** The tab each field lives on, so the form can open the first tab with an error. */
export const SETTINGS_FIELD_TABS: Record<string, 'general' | 'contact' | 'seo' | 'system'> = {
  site_title: 'general',
  site_description: 'general',
  founder_name: 'general',
  founder_linkedin: 'general',
  ...Object.fromEntries(IMAGE_SETTING_FIELDS.map((k) => [k, 'general' as const])),
  newsletter_enabled: 'general',
  comments_enabled: 'general',
  comments_moderation: 'general',
  contact_email: 'contact',
  support_email: 'contact',
  phone_number: 'contact',
  whatsapp_number: 'contact',
  phone_international: 'contact',
  address: 'contact',
  address_en: 'contact',
  ...Object.fromEntries(SOCIAL_KEYS.map((k) => [`social_links.${k}`, 'contact' as const])),
  ...Object.fromEntries(LEGAL_IDENTITY_KEYS.map((k) => [`legal_identity.${k}`, 'contact' as const])),
  'seo_settings.meta_title': 'seo',
  'seo_settings.meta_description': 'seo',
  'seo_settings.keywords': 'seo',
  analytics_enabled: 'system',
  maintenance_mode: 'system',
  milestones: 'general',
  ...Object.fromEntries(
    Array.from({ length: MAX_MILESTONES }, (_, i) => MILESTONE_FIELDS.map((f) => [`milestones.${i}.${f}`, 'general' as const])).flat(),
  ),
};

const str = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

export function parseSettingsForm(
  form: FormData,
  m: SettingsFormMessages,
): { ok: true; value: Omit<Settings, 'brand'> } | { ok: false; errors: Record<string, string> } {
  const input = {
    site_title: str(form, 'site_title'),
    site_description: str(form, 'site_description'),
    contact_email: str(form, 'contact_email'),
    support_email: str(form, 'support_email'),
    phone_number: str(form, 'phone_number'),
    whatsapp_number: str(form, 'whatsapp_number'),
    address: str(form, 'address'),
    address_en: str(form, 'address_en'),
    founder_name: str(form, 'founder_name'),
    founder_linkedin: str(form, 'founder_linkedin'),
    ...Object.fromEntries(
      IMAGE_SETTING_KEYS.map((k) => [
        k,
        { url: str(form, `${k}.url`), alt_tr: str(form, `${k}.alt_tr`), alt_en: str(form, `${k}.alt_en`) },
      ]),
    ),
    social_links: Object.fromEntries(SOCIAL_KEYS.map((k) => [k, str(form, `social_links.${k}`)])),
    legal_identity: Object.fromEntries(LEGAL_IDENTITY_KEYS.map((k) => [k, str(form, `legal_identity.${k}`)])),
    seo_settings: {
      meta_title: str(form, 'seo_settings.meta_title'),
      meta_description: str(form, 'seo_settings.meta_description'),
      keywords: str(form, 'seo_settings.keywords'),
    },
    milestones: milestonesFromForm(form),
    // Saved by its own form on the system tab (intent `analytics`), never by this one.
    analytics_enabled: form.get('analytics_enabled') === 'on',
    maintenance_mode: form.get('maintenance_mode') === 'on',
    newsletter_enabled: form.get('newsletter_enabled') === 'on',
    comments_enabled: form.get('comments_enabled') === 'on',
    phone_international: form.get('phone_international') === 'on',
    // A form without the choice (an older page) keeps the default: every comment waits.
    comments_moderation: COMMENT_MODERATION_MODES.includes(str(form, 'comments_moderation') as CommentModeration)
      ? (str(form, 'comments_moderation') as CommentModeration)
      : 'manual',
  };
  const errors: Record<string, string> = {};
  // The brand pictures have their own screen (Ayarlar → Marka).
  const parsed = settingsSchema.omit({ brand: true }).safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.');
      if (errors[key]) continue;
      if (key === 'milestones') errors[key] = m.tooManyMilestones.replace('{max}', String(MAX_MILESTONES));
      else if (issue.message === 'year') errors[key] = m.year;
      else if (issue.message === 'mersis') errors[key] = m.mersis;
      else if (issue.message === 'email') errors[key] = m.email;
      else if (issue.code === 'too_small') errors[key] = m.required;
      else if (issue.code === 'too_big') errors[key] = m.tooLong.replace('{max}', String((issue as { maximum?: number }).maximum ?? ''));
      else if (issue.message === 'url') errors[key] = m.url;
      else if (key.endsWith('email')) errors[key] = m.email;
      else errors[key] = m.required;
    }
  }
  const value = parsed.success ? parsed.data : undefined;
  if (Object.keys(errors).length || !value) return { ok: false, errors };
  return { ok: true, value };
}
