import { cn } from './cn';

export type BadgeTone = 'green' | 'blue' | 'amber' | 'purple' | 'slate' | 'red' | 'accent';

const TONES: Record<BadgeTone, string> = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  blue: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  amber: 'bg-amber-50 text-amber-900 ring-amber-600/20',
  purple: 'bg-violet-50 text-violet-800 ring-violet-600/20',
  slate: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  red: 'bg-red-50 text-red-800 ring-red-600/20',
  accent: 'bg-accent-50 text-accent-800 ring-accent-600/20',
};

export function Badge({ tone = 'slate', className, ...props }: React.HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset', TONES[tone], className)}
      {...props}
    />
  );
}
