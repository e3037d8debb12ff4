import { Form, Link } from 'react-router';
import Filter from 'lucide-react/icons/filter';
import { useAdminT } from '~/i18n/admin-context';
import { Button, buttonClass } from '~/components/ui/button';
import { Input, Label, Select } from '~/components/ui/field';

/** The audit log's filter (person, record type, Istanbul days): a GET form, so the address holds it. */
export function AuditFilters({
  query,
  people,
  entities: entityOptions,
  filtered,
}: {
  query: { person?: string; entity?: string; from?: string; to?: string };
  people: string[];
  entities: readonly string[];
  filtered: boolean;
}) {
  const m = useAdminT().adminAudit;
  const label = (dict: Record<string, string>, code: string) => dict[code] ?? code;
  return (
    <Form
      method="get"
      role="search"
      aria-label={m.filters.label}
      className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end"
    >
      <div className="col-span-2 sm:col-span-1">
        <Label htmlFor="audit-person">{m.filters.person}</Label>
        <Select id="audit-person" name="kisi" defaultValue={query.person}>
          <option value="">{m.filters.anyPerson}</option>
          {people.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </Select>
      </div>
      <div className="col-span-2 sm:col-span-1">
        <Label htmlFor="audit-entity">{m.filters.entity}</Label>
        <Select id="audit-entity" name="tur" defaultValue={query.entity}>
          <option value="">{m.filters.anyEntity}</option>
          {entityOptions.map((e) => (
            <option key={e} value={e}>
              {label(m.entities, e)}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="audit-from">{m.filters.from}</Label>
        <Input id="audit-from" name="baslangic" type="date" defaultValue={query.from} />
      </div>
      <div>
        <Label htmlFor="audit-to">{m.filters.to}</Label>
        <Input id="audit-to" name="bitis" type="date" defaultValue={query.to} />
      </div>
      <div className="col-span-2 flex gap-2 lg:col-span-1">
        <Button type="submit" variant="secondary">
          <Filter className="size-4" aria-hidden="true" />
          {m.filters.apply}
        </Button>
        {filtered ? (
          <Link to="?" className={buttonClass('ghost')}>
            {m.filters.clear}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
