import { Form, Link } from 'react-router';
import Search from 'lucide-react/icons/search';
import type { SubscriberFilter } from '~/domain/newsletter/index';
import { useAdminT } from '~/i18n/admin-context';
import { Button, buttonClass } from '~/components/ui/button';
import { Input, Label, Select } from '~/components/ui/field';

/** Search by address and filter by status above the subscribers (a GET form, so the URL holds them). */
export function SubscriberSearch({ q, filter }: { q: string; filter: SubscriberFilter }) {
  const t = useAdminT();
  const s = t.adminSubscribers;
  const filtered = q !== '' || filter !== 'all';
  return (
    <Form method="get" role="search" className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end" key={`${q}|${filter}`}>
      <div className="sm:w-80">
        <Label htmlFor="subscriber-q">{s.search.label}</Label>
        <Input id="subscriber-q" type="search" name="q" defaultValue={q} placeholder={s.search.placeholder} maxLength={200} />
      </div>
      <div className="sm:w-44">
        <Label htmlFor="subscriber-status">{s.search.filter}</Label>
        <Select id="subscriber-status" name="status" defaultValue={filter}>
          <option value="all">{s.search.all}</option>
          <option value="active">{s.search.active}</option>
          <option value="inactive">{s.search.inactive}</option>
        </Select>
      </div>
      <div className="flex gap-2">
        <Button type="submit">
          <Search className="size-4" aria-hidden="true" />
          {t.adminOps.search}
        </Button>
        {filtered ? (
          <Link to="/admin/e-bulten" className={buttonClass('ghost', 'md')}>
            {t.adminOps.clear}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
