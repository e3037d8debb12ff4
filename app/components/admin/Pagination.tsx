import { Link, useLocation } from 'react-router';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { fmt } from '~/i18n/define';
import { useAdminT } from '~/i18n/admin-context';
import { buttonClass } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';

/** Previous/next links over server-side pages, keeping the other query parameters. */
export function Pagination({ page, pages }: { page: number; pages: number }) {
  const t = useAdminT().adminProjects.pagination;
  const { search } = useLocation();
  if (pages <= 1) return null;
  const to = (p: number) => {
    const params = new URLSearchParams(search);
    params.delete('edit');
    if (p <= 1) params.delete('page');
    else params.set('page', String(p));
    const s = params.toString();
    return s ? `?${s}` : '?';
  };
  const link = (p: number, label: string, icon: React.ReactNode, disabled: boolean) =>
    disabled ? (
      <span className={cn(buttonClass('outline', 'sm'), 'pointer-events-none opacity-50')} aria-disabled="true">
        {icon}
        {label}
      </span>
    ) : (
      <Link to={to(p)} className={buttonClass('outline', 'sm')} preventScrollReset rel={p < page ? 'prev' : 'next'}>
        {icon}
        {label}
      </Link>
    );
  return (
    <nav aria-label={t.label} className="flex items-center justify-between gap-3">
      {link(page - 1, t.previous, <ChevronLeft className="size-4" aria-hidden="true" />, page <= 1)}
      <span className="text-sm text-slate-700" aria-current="page">
        {fmt(t.page, { page, pages })}
      </span>
      {link(page + 1, t.next, <ChevronRight className="size-4" aria-hidden="true" />, page >= pages)}
    </nav>
  );
}
