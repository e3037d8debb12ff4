import { useId } from 'react';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Plus from 'lucide-react/icons/plus';
import Trash from 'lucide-react/icons/trash-2';
import { fmt } from '~/i18n/define';
import { useAdminT } from '~/i18n/admin-context';
import { Button } from '~/components/ui/button';
import { Textarea } from '~/components/ui/field';

type Item = unknown;

/** An empty item shaped like `sample`: the same fields, empty texts and lists. */
function emptyLike(sample: unknown): unknown {
  if (typeof sample === 'string') return '';
  if (Array.isArray(sample)) return [];
  if (sample && typeof sample === 'object')
    return Object.fromEntries(Object.keys(sample).map((k) => [k, emptyLike((sample as Record<string, unknown>)[k])]));
  return '';
}

function rowsFor(text: string) {
  return Math.min(8, Math.max(1, Math.ceil(text.length / 70) + (text.match(/\n/g)?.length ?? 0)));
}

/**
 * A list entry (FAQ items, service features, why-us points…): each item's
 * fields, with add, remove and move up/down (a fixed list: its items only).
 * Texts inside an item that are themselves lists (a legal section's
 * paragraphs) are edited one line per item.
 */
export function ListEditor({
  value,
  sample,
  onChange,
  fixed,
  langLabel,
  lang,
  describedBy,
}: {
  value: Item[];
  sample: unknown;
  onChange: (value: Item[]) => void;
  fixed: boolean;
  langLabel: string;
  /** The language of the texts (the fields' `lang`; the editor's own words are Turkish). */
  lang: string;
  describedBy?: string;
}) {
  const t = useAdminT().adminTexts.list;
  const id = useId();
  const move = (i: number, d: number) => {
    const next = value.slice();
    const [it] = next.splice(i, 1);
    next.splice(i + d, 0, it);
    onChange(next);
  };
  const setItem = (i: number, item: Item) => onChange(value.map((v, j) => (j === i ? item : v)));
  return (
    <div className="space-y-3">
      <ol className="space-y-3">
        {value.map((item, i) => {
          const label = `${langLabel}, ${fmt(t.item, { n: i + 1 })}`;
          return (
            <li key={i} className="rounded-xl border border-slate-200 bg-slate-50/60 p-3">
              <fieldset aria-describedby={describedBy}>
                <legend className="text-xs font-semibold text-slate-700">{fmt(t.item, { n: i + 1 })}</legend>
                <div className="mt-2 space-y-2">
                  {typeof item === 'string' ? (
                    <Textarea
                      lang={lang}
                      id={`${id}-${i}`}
                      aria-label={label}
                      value={item}
                      rows={rowsFor(item)}
                      className="min-h-0!"
                      onChange={(e) => setItem(i, e.target.value)}
                    />
                  ) : item && typeof item === 'object' ? (
                    Object.entries(item as Record<string, unknown>).map(([k, v]) =>
                      k === 'anchor' ? null : (
                        <div key={k}>
                          <label htmlFor={`${id}-${i}-${k}`} className="mb-1 block text-xs font-medium text-slate-700">
                            {(t.fields as Record<string, string>)[k] ?? k}
                          </label>
                          {Array.isArray(v) ? (
                            <>
                              <Textarea
                                lang={lang}
                                id={`${id}-${i}-${k}`}
                                value={(v as string[]).join('\n')}
                                rows={Math.max(2, v.length + 1)}
                                aria-describedby={`${id}-lines`}
                                onChange={(e) =>
                                  setItem(i, {
                                    ...(item as object),
                                    [k]: e.target.value.split('\n').filter((line, n, all) => line.trim() !== '' || n < all.length - 1),
                                  })
                                }
                              />
                            </>
                          ) : (
                            <Textarea
                              lang={lang}
                              id={`${id}-${i}-${k}`}
                              value={String(v ?? '')}
                              rows={rowsFor(String(v ?? ''))}
                              className="min-h-0!"
                              onChange={(e) => setItem(i, { ...(item as object), [k]: e.target.value })}
                            />
                          )}
                        </div>
                      ),
                    )
                  ) : null}
                </div>
                {fixed ? null : (
                  <div className="mt-2 flex flex-wrap justify-end gap-1">
                    <Button variant="ghost" size="sm" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`${label}: ${t.up}`}>
                      <ArrowUp className="size-4" aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={i === value.length - 1}
                      onClick={() => move(i, 1)}
                      aria-label={`${label}: ${t.down}`}
                    >
                      <ArrowDown className="size-4" aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => onChange(value.filter((_, j) => j !== i))}
                      aria-label={`${label}: ${t.remove}`}
                    >
                      <Trash className="size-4" aria-hidden="true" />
                      <span className="sr-only sm:not-sr-only">{t.remove}</span>
                    </Button>
                  </div>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <p id={`${id}-lines`} className="sr-only">
        {t.linesHint}
      </p>
      {fixed ? (
        <p className="text-xs text-slate-600">{t.fixed}</p>
      ) : (
        <Button variant="outline" size="sm" onClick={() => onChange([...value, emptyLike(sample)])}>
          <Plus className="size-4" aria-hidden="true" />
          {t.add}
          <span className="sr-only"> ({langLabel})</span>
        </Button>
      )}
    </div>
  );
}
