import { useId } from 'react';
import { Tabs } from 'radix-ui';
import { fmt } from '~/i18n/define';
import { cn } from '~/components/ui/cn';

/** Turkish and English side by side (stacked on small screens), so a translator sees the source while writing. */
export function SideBySide({ children, className }: { children: React.ReactNode; className?: string }) {
  return <div className={cn('grid gap-4 md:grid-cols-2', className)}>{children}</div>;
}

/** A labelled checkbox with an optional hint. */
export function CheckboxField({
  label,
  hint,
  checked,
  onChange,
  name,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        className="mt-0.5 size-4 rounded border-slate-400 accent-accent-700"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** Tab triggers of an editor, each showing how many errors its fields have. */
export function EditorTabList<T extends string>({
  tabs,
  labels,
  errorCounts,
  errorsLabel,
  ariaLabel,
}: {
  tabs: readonly T[];
  labels: Record<T, string>;
  errorCounts: Partial<Record<T, number>>;
  errorsLabel: string;
  ariaLabel: string;
}) {
  return (
    <Tabs.List aria-label={ariaLabel} className="mb-4 flex gap-1 overflow-x-auto border-b border-slate-200">
      {tabs.map((tab) => {
        const n = errorCounts[tab] ?? 0;
        return (
          <Tabs.Trigger
            key={tab}
            value={tab}
            className="-mb-px flex items-center gap-2 border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900 data-[state=active]:border-accent-700 data-[state=active]:text-accent-800"
          >
            {labels[tab]}
            {n > 0 ? (
              <span className="rounded-full bg-red-100 px-1.5 text-xs font-semibold text-red-800">
                <span aria-hidden="true">{n}</span>
                <span className="sr-only">{fmt(errorsLabel, { n })}</span>
              </span>
            ) : null}
          </Tabs.Trigger>
        );
      })}
    </Tabs.List>
  );
}

/** Counts errors per tab from a field → tab map. */
export function errorsPerTab<T extends string>(
  errors: Partial<Record<string, string>>,
  fieldTab: Record<string, T>,
): Partial<Record<T, number>> {
  const out: Partial<Record<T, number>> = {};
  for (const [field, message] of Object.entries(errors)) {
    const tab = fieldTab[field];
    if (message && tab) out[tab] = (out[tab] ?? 0) + 1;
  }
  return out;
}
