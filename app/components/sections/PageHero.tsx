import type { LucideIcon } from 'lucide-react';
import { cn } from '~/components/ui/cn';

/**
 * The dark hero band at the top of an inner page: an optional eyebrow badge,
 * the page's single h1, a description and optional actions. The background is
 * generated with CSS only (gradient glow and a faint grid), no images.
 */
export function PageHero({
  title,
  description,
  eyebrow,
  icon: Icon,
  children,
  className,
}: {
  title: React.ReactNode;
  description?: React.ReactNode;
  eyebrow?: React.ReactNode;
  icon?: LucideIcon;
  /** Actions (links styled as buttons), shown under the description. */
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('relative isolate overflow-hidden bg-ink-950 text-white', className)}>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_70%_60%_at_85%_0%,rgba(59,108,246,0.35),transparent_70%),radial-gradient(ellipse_50%_60%_at_0%_100%,rgba(124,58,237,0.22),transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgba(255,255,255,0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgba(255,255,255,0.05)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_80%_70%_at_50%_0%,black,transparent)] bg-[size:48px_48px]"
      />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8 lg:py-24">
        {eyebrow ? (
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm font-medium text-accent-100">
            {Icon ? <Icon aria-hidden="true" className="size-4" /> : null}
            {eyebrow}
          </p>
        ) : null}
        <h1 className={cn('max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl', eyebrow ? 'mt-5' : undefined)}>
          {title}
        </h1>
        {description ? <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-300">{description}</p> : null}
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
