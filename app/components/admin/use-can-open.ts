import { useRouteLoaderData } from 'react-router';
import { canOpen, type SessionRole } from '~/domain/auth/index';

/**
 * Whether the signed-in person's role may open an admin path: links to pages a role cannot
 * open (an editor and the consultations, say) are left out rather than leading to a 403.
 * Reads the person the admin layout's loader returns.
 */
export function useCanOpen(): (pathname: string) => boolean {
  const layout = useRouteLoaderData('routes/admin/layout') as { person?: { role: SessionRole } } | undefined;
  const role = layout?.person?.role;
  return (pathname) => !role || canOpen(role, pathname);
}
