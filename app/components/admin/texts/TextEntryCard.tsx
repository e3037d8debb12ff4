import { useId, useMemo, useState } from 'react';
import { useFetcher } from 'react-router';
import Eye from 'lucide-react/icons/eye';
import History from 'lucide-react/icons/history';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { checkTextValue, placeholdersOf } from '~/domain/texts/index';
import { fmt } from '~/i18n/define';
import { useAdminT } from '~/i18n/admin-context';
import type { Lang } from '~/i18n/lang';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { FieldError, Textarea } from '~/components/ui/field';
import { ConfirmButton, useResultToast, type ActionResult } from '~/components/admin/AdminKit';
import { ListEditor } from './ListEditor';
import type { TextEntryView } from './types';

const LANGS: Lang[] = ['tr', 'en'];

function show(v: unknown): string {
  return typeof v === 'string' ? v : JSON.stringify(v, null, 1);
}

/** A list's item fields that are lists (typed one line each): blank lines dropped before checking and sending. */
function cleaned(v: unknown): unknown {
  if (!Array.isArray(v)) return v;
  return v.map((item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(
          Object.entries(item).map(([k, x]) => [k, Array.isArray(x) ? x.filter((s) => typeof s !== 'string' || s.trim() !== '') : x]),
        )
      : item,
  );
}

/**
 * One site text: its Turkish and English values side by side, each with the
 * code's default below it (muted), the translation status, Kaydet, preview,
 * back to default and the history with revert.
 */
/** A short text, at most `max` characters (cut at a word). */
function clip(text: string, max = 80): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
}

/** The first words of a value: a text, a list's first item, or an item's first text field. */
function firstText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) return v.length ? firstText(v[0]) : '';
  if (v && typeof v === 'object') for (const f of Object.values(v)) if (typeof f === 'string' && f.trim()) return f;
  return '';
}

/** What staff recognise an entry by: its Turkish default's first words (a list: its size and first item). */
function plainTitle(entry: TextEntryView, listTitle: string): string {
  const tr = entry.defaults.tr;
  if (entry.kind === 'list' && Array.isArray(tr)) return fmt(listTitle, { n: tr.length, first: clip(firstText(tr), 60) });
  return clip(firstText(tr)) || entry.key;
}

export function TextEntryCard({ entry }: { entry: TextEntryView }) {
  const all = useAdminT();
  const m = all.adminTexts;
  const id = useId();
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const initial = useMemo(() => ({ tr: entry.values.tr ?? entry.defaults.tr, en: entry.values.en ?? entry.defaults.en }), [entry]);
  const [value, setValue] = useState<Record<Lang, unknown>>(initial);
  const [errors, setErrors] = useState<Partial<Record<Lang, string>>>({});
  // After a save, revert or reset the loader sends the stored values: show them.
  const [shown, setShown] = useState(initial);
  if (shown !== initial) {
    setShown(initial);
    setValue(initial);
    setErrors({});
  }
  const serverErrors = fetcher.data?.ok === false ? fetcher.data.errors : undefined;
  const errorOf = (l: Lang) => errors[l] ?? serverErrors?.[`value_${l}`];
  const changed = entry.values.tr !== null || entry.values.en !== null;
  const busy = fetcher.state !== 'idle';
  const langName = (l: Lang) => (l === 'tr' ? m.turkish : m.english);
  const placeholders = typeof entry.defaults.tr === 'string' ? placeholdersOf(entry.defaults.tr) : [];

  const check = (event: React.FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const next: Partial<Record<Lang, string>> = {};
    for (const l of LANGS) {
      const problem = checkTextValue(entry.defaults[l], cleaned(value[l]), entry, m.rules);
      if (problem) next[l] = problem;
    }
    setErrors(next);
    if (Object.keys(next).length > 0) {
      event.preventDefault();
      return;
    }
    // Preview: a plain post to a new tab (the browser follows the redirect to the public page).
    if (submitter?.name === 'previewLang') return;
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    form.set('intent', 'save');
    void fetcher.submit(form, { method: 'post' });
  };

  return (
    <Card className="p-4 sm:p-5" data-text-key={entry.key}>
      <form method="post" onSubmit={check} noValidate>
        <input type="hidden" name="key" value={entry.key} />
        <input type="hidden" name="intent" value="save" />
        <div className="flex flex-wrap items-center gap-2">
          <h4 className="text-sm font-semibold text-slate-900">{entry.place}</h4>
          {changed ? (
            <Badge tone="accent" title={entry.updated ? fmt(m.changedAt, { date: entry.updated }) : undefined}>
              {m.changed}
            </Badge>
          ) : null}
          {LANGS.map((l) =>
            entry.stale[l] ? (
              <Badge key={l} tone="amber" data-stale={l}>
                <TriangleAlert className="mr-1 size-3" aria-hidden="true" />
                {l === 'en' ? m.staleEn : m.staleTr}
              </Badge>
            ) : null,
          )}
        </div>
        <p className="mt-0.5 text-xs text-slate-600">“{plainTitle(entry, m.listTitle)}”</p>
        {entry.shownOn.length > 1 ? (
          <p className="mt-1 text-xs font-medium text-accent-800" data-shown-on>
            {fmt(m.shownOn, { n: entry.shownOn.length, pages: entry.shownOn.join(', ') })}
          </p>
        ) : null}
        {placeholders.length > 0 || entry.rich ? (
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
            {placeholders.length > 0 ? fmt(m.placeholdersHint, { names: placeholders.map((p) => `{${p}}`).join(', ') }) : null}{' '}
            {entry.rich ? m.richHint : null}
          </p>
        ) : null}
        <div className="mt-3 grid gap-4 lg:grid-cols-2">
          {LANGS.map((l) => {
            const fieldId = `${id}-${l}`;
            const error = errorOf(l);
            const describedBy = [
              error ? `${fieldId}-error` : null,
              `${fieldId}-default`,
              placeholders.length || entry.rich ? `${id}-hint` : null,
            ]
              .filter(Boolean)
              .join(' ');
            return (
              <div key={l} className="min-w-0" data-lang={l}>
                {entry.kind === 'list' ? (
                  <p id={`${fieldId}-label`} className="mb-1.5 block text-sm font-medium text-slate-800">
                    {langName(l)}
                  </p>
                ) : (
                  <label htmlFor={fieldId} className="mb-1.5 block text-sm font-medium text-slate-800">
                    {langName(l)}
                  </label>
                )}
                {entry.kind === 'list' ? (
                  <>
                    <input type="hidden" name={`value_${l}`} value={JSON.stringify(cleaned(value[l]))} />
                    <div id={fieldId} role="group" aria-labelledby={`${fieldId}-label`}>
                      <ListEditor
                        value={Array.isArray(value[l]) ? (value[l] as unknown[]) : []}
                        sample={(entry.defaults[l] as unknown[])[0]}
                        fixed={entry.fixed}
                        langLabel={langName(l)}
                        lang={l}
                        describedBy={describedBy}
                        onChange={(v) => setValue((prev) => ({ ...prev, [l]: v }))}
                      />
                    </div>
                  </>
                ) : (
                  <Textarea
                    id={fieldId}
                    lang={l}
                    name={`value_${l}`}
                    value={String(value[l] ?? '')}
                    rows={Math.min(10, Math.max(1, Math.ceil(String(value[l] ?? '').length / 60)))}
                    className="min-h-0!"
                    aria-invalid={!!error}
                    aria-describedby={describedBy}
                    onChange={(e) => setValue((prev) => ({ ...prev, [l]: e.target.value }))}
                  />
                )}
                <FieldError id={`${fieldId}-error`} message={error} />
                <details
                  id={`${fieldId}-default`}
                  className="mt-1.5 text-xs text-slate-600"
                  open={entry.kind === 'text' && entry.values[l] !== null}
                >
                  <summary className="cursor-pointer">{m.defaultLabel}</summary>
                  <p className="mt-1 break-words whitespace-pre-wrap" lang={l}>
                    {show(entry.defaults[l])}
                  </p>
                </details>
              </div>
            );
          })}
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <Button type="submit" size="sm" disabled={busy}>
            {busy ? m.saving : m.save}
          </Button>
          {LANGS.map((l) => (
            <Button
              key={l}
              type="submit"
              variant="outline"
              size="sm"
              name="previewLang"
              value={l}
              formAction="/admin/metinler/onizleme"
              formTarget="_blank"
              title={m.previewHint}
            >
              <Eye className="size-4" aria-hidden="true" />
              {fmt(m.previewIn, { lang: langName(l) })}
            </Button>
          ))}
          {changed ? (
            <ConfirmButton
              title={m.resetEntryTitle}
              message={fmt(m.resetEntryMessage, { key: entry.place })}
              confirmLabel={m.resetConfirm}
              variant="ghost"
              onConfirm={() => void fetcher.submit({ intent: 'reset', key: entry.key }, { method: 'post' })}
            >
              <RotateCcw className="size-4" aria-hidden="true" />
              {m.resetEntry}
            </ConfirmButton>
          ) : null}
        </div>
      </form>
      <details className="mt-3 text-xs text-slate-500" data-technical>
        <summary className="cursor-pointer">{m.technicalDetails}</summary>
        <p className="mt-1 break-all">{fmt(m.technicalKey, { key: entry.key })}</p>
      </details>
      {entry.history.length > 0 ? (
        <details className="mt-3 border-t border-slate-100 pt-3 text-sm">
          <summary className="inline-flex cursor-pointer items-center gap-1.5 font-medium text-slate-700">
            <History className="size-4" aria-hidden="true" />
            {m.history} ({entry.history.length})
          </summary>
          <ul className="mt-2 space-y-2">
            {entry.history.map((h) => (
              <li key={h.id} className="rounded-lg bg-slate-50 p-2" data-history={h.id}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-xs text-slate-600">
                    {fmt(m.historyItem, { date: h.date, lang: langName(h.lang), actor: h.actor })}
                  </span>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={fmt(m.revertLabel, { date: h.date })}
                    disabled={busy}
                    onClick={() => void fetcher.submit({ intent: 'revert', history: h.id }, { method: 'post' })}
                  >
                    {m.revert}
                  </Button>
                </div>
                <p className="mt-1 text-xs break-words text-slate-600">
                  <span className="line-through">{h.oldValue === null ? m.historyDefault : show(h.oldValue)}</span>
                  {' → '}
                  <span className="text-slate-900">{h.newValue === null ? m.historyDefault : show(h.newValue)}</span>
                </p>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </Card>
  );
}
