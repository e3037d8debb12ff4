import { cn } from '~/components/ui/cn';

/** A section's eyebrow, h2 title and lead text, on white or light sections. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = 'left',
  className,
}: {
  id?: string;
  eyebrow?: React.ReactNode;
  title: React.ReactNode;
  description?: React.ReactNode;
  align?: 'left' | 'center';
  className?: string;
}) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{eyebrow}</p> : null}
      <h2 id={id} className={cn('text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl', eyebrow ? 'mt-2' : undefined)}>
        {title}
      </h2>
      {description ? <p className="mt-4 text-lg leading-relaxed text-slate-600">{description}</p> : null}
    </div>
  );
}
