import { useRef, useState } from 'react';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { MAX_MILESTONES, type Milestone } from '~/domain/settings/index';
import { fmt } from '~/i18n/define';
import { useAdminT } from '~/i18n/admin-context';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Field, Input, Textarea } from '~/components/ui/field';

type Row = { key: number; year: string; title_tr: string; title_en: string; text_tr: string; text_en: string };
type TextField = Exclude<keyof Row, 'key'>;

/**
 * The about page's timeline rows (setting `milestones`) on the settings form:
 * add, remove and reorder; each row posts `milestones.<i>.<field>` in the
 * shown order, with `milestones.count`.
 */
export function MilestonesEditor({ initial, errors }: { initial: Milestone[]; errors: Record<string, string> }) {
  const m = useAdminT().adminSettings.milestones;
  const next = useRef(initial.length);
  const [rows, setRows] = useState<Row[]>(() => initial.map((r, i) => ({ key: i, ...r, year: String(r.year) })));
  const listRef = useRef<HTMLOListElement>(null);

  const update = (key: number, field: TextField, value: string) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
  const move = (index: number, by: -1 | 1) =>
    setRows((rs) => {
      const to = index + by;
      if (to < 0 || to >= rs.length) return rs;
      const copy = [...rs];
      [copy[index], copy[to]] = [copy[to]!, copy[index]!];
      return copy;
    });
  const add = () => {
    const lastYear = Number(rows.at(-1)?.year);
    const year = Number.isInteger(lastYear) && lastYear > 0 ? String(lastYear + 1) : String(new Date().getFullYear());
    setRows((rs) => [...rs, { key: next.current++, year, title_tr: '', title_en: '', text_tr: '', text_en: '' }]);
    // Focus the new row's year once it is rendered.
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus());
  };

  const full = rows.length >= MAX_MILESTONES;
  return (
    <Card className="p-5 sm:p-6" data-testid="milestones-editor">
      <h3 className="text-base font-semibold text-slate-900">{m.title}</h3>
      <p className="mt-1 text-sm text-slate-600">{m.hint}</p>
      <input type="hidden" name="milestones.count" value={rows.length} />
      {errors.milestones ? (
        <p className="mt-2 text-sm text-red-700" role="alert">
          {errors.milestones}
        </p>
      ) : null}
      <ol ref={listRef} className="mt-4 space-y-4">
        {rows.map((r, i) => {
          const n = i + 1;
          const name = (f: TextField) => `milestones.${i}.${f}`;
          return (
            <li key={r.key} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
              <fieldset>
                <legend className="sr-only">{fmt(m.row, { n })}</legend>
                <div className="flex flex-wrap items-end gap-3">
                  <Field label={m.year} error={errors[name('year')]} className="w-28">
                    {(p) => (
                      <Input
                        {...p}
                        name={name('year')}
                        inputMode="numeric"
                        maxLength={4}
                        value={r.year}
                        onChange={(e) => update(r.key, 'year', e.target.value)}
                      />
                    )}
                  </Field>
                  <div className="ml-auto flex gap-1.5">
                    <Button variant="outline" size="icon" aria-label={fmt(m.moveUp, { n })} disabled={i === 0} onClick={() => move(i, -1)}>
                      <ArrowUp aria-hidden="true" className="size-4" />
                    </Button>
                    <Button
                      variant="outline"
                      size="icon"
                      aria-label={fmt(m.moveDown, { n })}
                      disabled={i === rows.length - 1}
                      onClick={() => move(i, 1)}
                    >
                      <ArrowDown aria-hidden="true" className="size-4" />
                    </Button>
                    <Button
                      variant="outline"
                      size="icon"
                      aria-label={fmt(m.remove, { n })}
                      onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </div>
                </div>
                <div className="mt-3 grid gap-3 sm:grid-cols-2">
                  {(['title_tr', 'title_en'] as const).map((f) => (
                    <Field key={f} label={f === 'title_tr' ? m.titleTr : m.titleEn} error={errors[name(f)]}>
                      {(p) => (
                        <Input {...p} name={name(f)} maxLength={100} value={r[f]} onChange={(e) => update(r.key, f, e.target.value)} />
                      )}
                    </Field>
                  ))}
                  {(['text_tr', 'text_en'] as const).map((f) => (
                    <Field key={f} label={f === 'text_tr' ? m.textTr : m.textEn} error={errors[name(f)]}>
                      {(p) => (
                        <Textarea
                          {...p}
                          name={name(f)}
                          rows={2}
                          maxLength={400}
                          className="min-h-16"
                          value={r[f]}
                          onChange={(e) => update(r.key, f, e.target.value)}
                        />
                      )}
                    </Field>
                  ))}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={add} disabled={full}>
          <Plus aria-hidden="true" className="size-4" />
          {m.add}
        </Button>
        {full ? <p className="text-sm text-slate-600">{fmt(m.limit, { max: MAX_MILESTONES })}</p> : null}
      </div>
    </Card>
  );
}
