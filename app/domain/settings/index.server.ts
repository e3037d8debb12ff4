/**
 * The public face of domain/settings/ for server code: index.ts and what other folders use from its server
 * modules. Other folders import only this and index.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export * from './index';
export { settingsAction } from './admin-actions.server';
export { seededPlaceholderUrls } from './placeholders.server';
export { storedSecret } from './secrets.server';
export { getSettings, isSettingKey, saveSettings, settingsFor, STRICT_SETTING_VALUE_SCHEMAS } from './settings.server';
export { siteAddressIntent, siteAddressState, startSiteAddress } from './site-address.server';
