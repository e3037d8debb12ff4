import { useRouteLoaderData } from 'react-router';
import { canOpen } from '~/domain/auth/access';
import type { loader as layoutLoader } from '~/routes/admin/layout';

/**
 * Whether the signed-in person's role may open an admin path: links to pages a role cannot
 * open (an editor and the consultations, say) are left out rather than leading to a 403.
 */
export function useCanOpen(): (pathname: string) => boolean {
  const person = useRouteLoaderData<typeof layoutLoader>('routes/admin/layout')?.person;
  return (pathname) => !person || canOpen(person.role, pathname);
}
