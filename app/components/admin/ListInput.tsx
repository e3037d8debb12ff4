import { useId, useState } from 'react';
import Plus from 'lucide-react/icons/plus';
import X from 'lucide-react/icons/x';
import { cleanList } from '~/domain/projects/index';
import { fmt } from '~/i18n/define';
import { useAdminT } from '~/i18n/admin-context';
import { Button } from '~/components/ui/button';
import { FieldError, Input, Label } from '~/components/ui/field';

/**
 * A list of short texts (features, technologies, tags): type and press Enter or
 * the + button; blank and repeated entries are ignored (docs/product-spec.md §5); each removable.
 */
export function ListInput({
  label,
  values,
  onChange,
  placeholder,
  hint,
  error,
  name,
}: {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  placeholder?: string;
  hint?: string;
  error?: string;
  /** A stable name for tests and autofill (`data-list`). */
  name: string;
}) {
  const t = useAdminT().adminProjects.list;
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    onChange(cleanList([...values, draft]));
    setDraft('');
  };
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div data-list={name}>
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          placeholder={placeholder}
          aria-describedby={[hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined}
          aria-invalid={!!error}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" size="icon" className="h-10 w-10 shrink-0" onClick={add} aria-label={fmt(t.addLabel, { field: label })}>
          <Plus className="size-4" aria-hidden="true" />
        </Button>
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
      {values.length ? (
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={label}>
          {values.map((v) => (
            <li
              key={v}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-800"
            >
              <span className="truncate">{v}</span>
              <button
                type="button"
                className="rounded-full p-0.5 text-slate-500 hover:bg-slate-200 hover:text-slate-900"
                aria-label={fmt(t.remove, { item: v })}
                onClick={() => onChange(values.filter((x) => x !== v))}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
