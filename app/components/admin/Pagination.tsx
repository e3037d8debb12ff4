import { Link, useLocation } from 'react-router';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { fmt } from '~/i18n/define';
import { useAdminT } from '~/i18n/admin-context';
import { buttonClass } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';

/**
 * THE admin pagination: previous/next links over server-side pages that keep the other query
 * parameters (search, filter) and close an open editor (`edit`). With `total` it says how many
 * records there are and shows even on a single page (nothing when there are none); without it,
 * it shows only when there is more than one page, with the ends greyed out.
 */
export function Pagination(props: { page: number } & ({ pages: number } | { total: number; pageSize: number })) {
  const t = useAdminT().adminOps.pagination;
  const { search } = useLocation();
  const { page } = props;
  const counted = 'total' in props;
  const total = counted ? props.total : undefined;
  const pages = counted ? Math.max(1, Math.ceil(props.total / props.pageSize)) : props.pages;
  if (counted ? total === 0 : pages <= 1) return null;
  const to = (p: number) => {
    const params = new URLSearchParams(search);
    params.delete('edit');
    if (p <= 1) params.delete('page');
    else params.set('page', String(p));
    const s = params.toString();
    return s ? `?${s}` : '?';
  };
  // The chevron points the way: before "previous", after "next".
  const link = (p: number, content: React.ReactNode, disabled: boolean) =>
    disabled ? (
      counted ? null : (
        <span className={cn(buttonClass('outline', 'sm'), 'pointer-events-none opacity-50')} aria-disabled="true">
          {content}
        </span>
      )
    ) : (
      <Link to={to(p)} className={buttonClass('outline', 'sm')} preventScrollReset={!counted} rel={p < page ? 'prev' : 'next'}>
        {content}
      </Link>
    );
  const prev = link(
    page - 1,
    <>
      <ChevronLeft className="size-4" aria-hidden="true" />
      {t.previous}
    </>,
    page <= 1,
  );
  const next = link(
    page + 1,
    <>
      {t.next}
      <ChevronRight className="size-4" aria-hidden="true" />
    </>,
    page >= pages,
  );
  if (!counted) {
    return (
      <nav aria-label={t.label} className="flex items-center justify-between gap-3">
        {prev}
        <span className="text-sm text-slate-700" aria-current="page">
          {fmt(t.page, { page, pages })}
        </span>
        {next}
      </nav>
    );
  }
  return (
    <nav aria-label={t.label} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
      <p aria-live="polite">{fmt(t.status, { page, pages, total: total ?? 0 })}</p>
      {pages > 1 ? (
        <div className="flex gap-2">
          {prev}
          {next}
        </div>
      ) : null}
    </nav>
  );
}
