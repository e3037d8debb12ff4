import type { Route } from './+types/tickets';
import { requireAdmin } from '~/domain/auth/guard.server';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

// The tab's content is built by its own issue; until then it shows its heading.
export default function Tab() {
  return <h2 className="text-xl font-semibold">Mesajlar</h2>;
}
