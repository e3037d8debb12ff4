import Check from 'lucide-react/icons/check';

/** A list whose items each start with a green tick (features of a service or a project). */
export function CheckList({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((f) => (
        <li key={f} className="flex items-start gap-2 text-sm text-slate-700">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
          {f}
        </li>
      ))}
    </ul>
  );
}
