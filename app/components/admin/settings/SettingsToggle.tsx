/** A checkbox in a bordered card, with a label and an optional hint. */
export function SettingsToggle({
  name,
  label,
  hint,
  defaultChecked,
}: {
  name: string;
  label: string;
  hint?: string;
  defaultChecked: boolean;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-600/40">
      <input type="checkbox" name={name} defaultChecked={defaultChecked} className="mt-0.5 size-4 accent-accent-700" />
      <span>
        <span className="block text-sm font-medium text-slate-900">{label}</span>
        {hint ? <span className="mt-0.5 block text-xs text-slate-600">{hint}</span> : null}
      </span>
    </label>
  );
}
