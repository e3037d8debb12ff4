import { Form, Link } from 'react-router';
import Search from 'lucide-react/icons/search';
import { Button, buttonClass } from '~/components/ui/button';
import { Input, Label, Select } from '~/components/ui/field';

/** Search box and category filter of an admin list: a GET form, so the URL holds the filter. */
export function ListToolbar({
  q,
  category,
  categories,
  t,
}: {
  q: string;
  category: string;
  categories: ReadonlyArray<{ value: string; label: string }>;
  t: { label: string; placeholder: string; submit: string; category: string; allCategories: string; clear: string };
}) {
  return (
    <Form method="get" role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <Label htmlFor="list-q">{t.label}</Label>
        <Input id="list-q" name="q" type="search" defaultValue={q} placeholder={t.placeholder} />
      </div>
      <div className="sm:w-56">
        <Label htmlFor="list-category">{t.category}</Label>
        <Select id="list-category" name="category" defaultValue={category} onChange={(e) => e.currentTarget.form?.requestSubmit()}>
          <option value="">{t.allCategories}</option>
          {categories.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex gap-2">
        <Button type="submit" variant="secondary">
          <Search className="size-4" aria-hidden="true" />
          {t.submit}
        </Button>
        {q || category ? (
          <Link to="?" className={buttonClass('ghost')}>
            {t.clear}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
