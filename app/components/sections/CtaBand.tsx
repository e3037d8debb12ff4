import { cn } from '~/components/ui/cn';

/** A secondary action on a dark background (next to a `buttonClass('inverse', 'lg')` link). */
export const ON_DARK_SECONDARY =
  'inline-flex h-12 items-center justify-center gap-2 rounded-lg border border-white/40 px-6 text-base font-medium text-white transition-colors hover:bg-white/10';

/**
 * A call-to-action panel closing a content page: a heading (h2), a short text
 * and actions (links styled as buttons, e.g. `buttonClass('inverse')`).
 */
export function CtaBand({
  title,
  description,
  children,
  className,
}: {
  title: React.ReactNode;
  description?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('px-4 pb-16 sm:px-6 sm:pb-24 lg:px-8', className)}>
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-3xl bg-ink-900 px-6 py-10 text-center text-white shadow-xl sm:px-12 sm:py-14">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_60%_80%_at_100%_0%,rgba(59,108,246,0.45),transparent_70%),radial-gradient(ellipse_50%_70%_at_0%_100%,rgba(124,58,237,0.3),transparent_70%)]"
        />
        <h2 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{title}</h2>
        {description ? <p className="mx-auto mt-3 max-w-2xl text-base leading-relaxed text-slate-300 sm:text-lg">{description}</p> : null}
        {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
