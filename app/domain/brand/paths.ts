/** Ayarlar → Marka (owners only: not in access.ts's table). Shared by the route, the screen and the body limit. */
export const BRAND_PATH = '/admin/ayarlar/marka';
