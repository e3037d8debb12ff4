/**
 * The public face of domain/settings/ for browser and server code: what other folders use from its client-safe
 * modules. Other folders import only this and index.server.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export { parseSettingsForm, SEO_DESCRIPTION_HINT, SEO_TITLE_HINT, SETTINGS_FIELD_TABS, SOCIAL_KEYS } from './form';
export { DEFAULT_MILESTONES, MAX_MILESTONES, type Milestone } from './milestones';
export {
  BRAND_PICTURES,
  type BrandPicture,
  type BrandSettings,
  type CommentModeration,
  DEFAULT_SETTINGS,
  type ImageSetting,
  type Settings,
} from './schema';
export { SITE_ADDRESS_KEY, siteAddressOrigin } from './site-address';
