/**
 * Whether a URL path belongs to the admin panel: `/admin`, `/admin/...` and the panel's
 * client-side data requests (`/admin.data`, `/admin/projeler.data`...).
 */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/') || pathname.startsWith('/admin.');
}
