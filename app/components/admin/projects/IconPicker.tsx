import { useId } from 'react';
import { PROJECT_ICONS as ICON_NAMES, type ProjectIcon } from '~/domain/projects/index';
import { PROJECT_ICONS } from '~/components/projects/ProjectCard';
import { FieldError } from '~/components/ui/field';

/**
 * The project icon as staff see it on the site: one radio per icon, drawn, with a plain name under it
 * (not the code name the card stores). Native radios, so arrow keys move the choice and a form post sends it.
 */
export function IconPicker({
  value,
  onChange,
  legend,
  names,
  error,
}: {
  value: ProjectIcon;
  onChange: (icon: ProjectIcon) => void;
  legend: string;
  names: Record<ProjectIcon, string>;
  error?: string;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="min-w-0">
      <legend className="mb-1.5 block text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid grid-cols-4 gap-2 sm:grid-cols-8">
        {ICON_NAMES.map((name) => {
          const Icon = PROJECT_ICONS[name];
          return (
            <label
              key={name}
              className="flex cursor-pointer flex-col items-center gap-1 rounded-lg border border-slate-300 bg-white px-1 py-2 text-center text-xs leading-tight text-slate-700 transition-colors hover:border-slate-400 has-[:checked]:border-accent-700 has-[:checked]:bg-accent-50 has-[:checked]:font-semibold has-[:checked]:text-accent-900 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-500"
            >
              <input type="radio" name="icon" value={name} checked={value === name} onChange={() => onChange(name)} className="sr-only" />
              <Icon className="size-5" aria-hidden="true" />
              {names[name]}
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
