import { Link } from 'react-router';
import MessageSquare from 'lucide-react/icons/message-square';
import { ADMIN_COMMENTS_PATH } from '~/domain/comments/index';
import { useAdminT } from '~/i18n/admin-context';
import { useLang } from '~/i18n/context';
import { plural } from '~/i18n/define';
import { buttonClass } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';

/** The dashboard's line on blog comments: how many wait for approval, and the way to the queue. */
export function DashboardPendingComments({ count }: { count: number }) {
  const t = useAdminT().adminComments.dashboard;
  const lang = useLang();
  return (
    <div
      className={cn(
        'mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4',
        count > 0 ? 'border-amber-200 bg-amber-50 text-amber-950' : 'border-slate-200 bg-white text-slate-700',
      )}
    >
      <p className="flex items-center gap-2 text-sm font-medium">
        <MessageSquare className="size-4 shrink-0" aria-hidden="true" />
        <span data-testid="pending-comments">{plural(lang, count, t.pending)}</span>
      </p>
      <Link to={count > 0 ? `${ADMIN_COMMENTS_PATH}?status=pending` : ADMIN_COMMENTS_PATH} className={buttonClass('outline', 'sm')}>
        {t.open}
      </Link>
    </div>
  );
}
