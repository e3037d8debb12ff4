import { cn } from '~/components/ui/cn';

// Literal classes (Tailwind reads them from the source): the row's columns follow how many figures are left.
const LG_COLS = ['', 'lg:grid-cols-1', 'lg:grid-cols-2', 'lg:grid-cols-3', 'lg:grid-cols-4'] as const;

/**
 * A row of figures ("100+ Mutlu Müşteri"): the home page's statistics and the
 * about page's facts. A row left with no figure (sample content removed, ADR
 * 026) is not rendered at all.
 */
export function StatsRow({ label, items }: { label: string; items: ReadonlyArray<{ value: string; label: string }> }) {
  if (items.length === 0) return null;
  return (
    <section aria-label={label} className="border-b border-slate-200 bg-white">
      <dl
        className={cn(
          'mx-auto grid max-w-7xl gap-y-8 px-4 py-12 sm:px-6 lg:px-8',
          items.length === 1 ? 'grid-cols-1' : 'grid-cols-2',
          LG_COLS[Math.min(items.length, 4)],
        )}
      >
        {items.map((s) => (
          <div key={s.label} className="flex flex-col items-center text-center">
            <dt className="order-2 mt-1 text-sm font-medium text-slate-600">{s.label}</dt>
            <dd className="order-1 text-3xl font-bold tracking-tight text-accent-700 sm:text-4xl">{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
