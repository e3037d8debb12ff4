import { Outlet } from 'react-router';
import type { Route } from './+types/layout';
import { requireAdmin } from '~/domain/auth/guard.server';

export const meta: Route.MetaFunction = () => [{ title: 'Admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

// The login screen and the shell are built by the admin access issue.
export default function AdminLayout() {
  return (
    <main className="p-8">
      <h1 className="text-3xl font-bold">Admin</h1>
      <Outlet />
    </main>
  );
}
