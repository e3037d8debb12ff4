import { Form, Link } from 'react-router';
import Search from 'lucide-react/icons/search';
import { TEXT_PAGES } from '~/domain/texts/index';
import { fmt, plural } from '~/i18n/define';
import { useAdminT } from '~/i18n/admin-context';
import { cn } from '~/components/ui/cn';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/field';
import { ConfirmButton, EmptyState } from '~/components/admin/AdminKit';
import { useFetcher } from 'react-router';
import { useResultToast, type ActionResult } from '~/components/admin/AdminKit';
import { TextEntryCard } from './TextEntryCard';
import type { TextEntryView } from './types';

/** A catalogue section's changed texts back to their defaults (both languages), after confirmation. */
function ResetSection({ section, label }: { section: string; label: string }) {
  const m = useAdminT().adminTexts;
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  return (
    <ConfirmButton
      title={m.resetSectionTitle}
      message={fmt(m.resetSectionMessage, { section: label })}
      confirmLabel={m.resetConfirm}
      variant="outline"
      onConfirm={() => void fetcher.submit({ intent: 'reset', key: section }, { method: 'post' })}
    >
      {m.resetSection}
    </ConfirmButton>
  );
}

/**
 * The Metinler screen: pages as links (one page's texts at a time), a search
 * over every text and the translation filter ("yalnızca bir dili değişenler"),
 * then the entries grouped by catalogue section and part, in display order.
 */
export function TextsScreen({
  page,
  q,
  staleOnly,
  staleCount,
  entries,
}: {
  page: string;
  q: string;
  staleOnly: boolean;
  staleCount: number;
  changedCount: number;
  entries: TextEntryView[];
}) {
  const all = useAdminT();
  const m = all.adminTexts;
  const searching = q !== '' || staleOnly;
  // Sections, then parts, in the order the entries come (the catalogue's, which is the page's).
  // Screen-reader labels and form warnings are not page copy: listed apart, at the end, collapsed.
  const a11y = entries.filter((e) => e.a11y);
  const sections: Array<{ section: string; parts: Array<{ part: string; label: string; entries: TextEntryView[] }> }> = [];
  for (const e of entries) {
    if (e.a11y) continue;
    let s = sections.find((x) => x.section === e.section);
    if (!s) sections.push((s = { section: e.section, parts: [] }));
    let p = s.parts.find((x) => x.part === e.part);
    if (!p) s.parts.push((p = { part: e.part, label: e.partLabel, entries: [] }));
    p.entries.push(e);
  }
  const sectionLabel = (s: string) => (m.sections as Record<string, string>)[s] ?? s;

  return (
    <div className="space-y-6">
      <Form
        method="get"
        role="search"
        className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-end"
      >
        <input type="hidden" name="sayfa" value={page} />
        <div className="min-w-0 flex-1">
          <label htmlFor="texts-q" className="mb-1.5 block text-sm font-medium text-slate-800">
            {m.searchLabel}
          </label>
          <Input id="texts-q" name="q" type="search" defaultValue={q} placeholder={m.searchPlaceholder} aria-describedby="texts-q-hint" />
          <p id="texts-q-hint" className="mt-1 text-xs text-slate-600">
            {m.searchAll}
          </p>
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-800 sm:pb-6">
          <input
            type="checkbox"
            name="eksik"
            value="1"
            defaultChecked={staleOnly}
            className="size-4 rounded border-slate-300 accent-accent-700"
          />
          {m.staleFilter} ({staleCount})
        </label>
        <div className="sm:pb-6">
          <Button type="submit" variant="outline">
            <Search className="size-4" aria-hidden="true" />
            {m.searchSubmit}
          </Button>
        </div>
      </Form>

      <nav aria-label={m.pagesLabel}>
        <ul className="flex flex-wrap gap-1.5">
          {TEXT_PAGES.map((p) => {
            const current = !searching && p.id === page;
            return (
              <li key={p.id}>
                <Link
                  to={`?sayfa=${p.id}`}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'block rounded-lg px-3 py-1.5 text-sm font-medium ring-1 ring-inset',
                    current ? 'bg-ink-900 text-white ring-ink-900' : 'bg-white text-slate-700 ring-slate-200 hover:text-slate-900',
                  )}
                >
                  {m.pages[p.id]}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <p className="text-sm text-slate-600" role="status">
        {plural('tr', entries.length, m.resultCount)}
      </p>

      {entries.length === 0 ? <EmptyState>{m.empty}</EmptyState> : null}

      {sections.map((s) => (
        <section key={s.section} aria-labelledby={`texts-${s.section}`} className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id={`texts-${s.section}`} className="text-lg font-semibold text-slate-900">
              {sectionLabel(s.section)}
            </h3>
            <ResetSection section={s.section} label={sectionLabel(s.section)} />
          </div>
          {s.parts.map((p) => (
            <div key={p.part} className="space-y-3">
              <p className="text-xs font-semibold tracking-wide text-slate-600">{p.label}</p>
              {p.entries.map((e) => (
                <TextEntryCard key={e.key} entry={e} />
              ))}
            </div>
          ))}
        </section>
      ))}

      {a11y.length > 0 ? (
        <details className="rounded-2xl border border-slate-200 bg-white p-4" data-a11y-group>
          <summary className="cursor-pointer text-lg font-semibold text-slate-900">
            {m.a11yGroup} ({a11y.length})
          </summary>
          <p className="mt-1 text-sm text-slate-600">{fmt(m.a11yGroupHint, { n: a11y.length })}</p>
          <div className="mt-4 space-y-3">
            {a11y.map((e) => (
              <TextEntryCard key={e.key} entry={e} />
            ))}
          </div>
        </details>
      ) : null}
    </div>
  );
}
