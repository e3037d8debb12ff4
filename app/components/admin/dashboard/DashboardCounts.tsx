import FileText from 'lucide-react/icons/file-text';
import FolderKanban from 'lucide-react/icons/folder-kanban';
import Mail from 'lucide-react/icons/mail';
import Users from 'lucide-react/icons/users';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { StatCard } from '~/components/admin/AdminKit';
import { useCanOpen } from '~/components/admin/use-can-open';
import type { DashboardTotals } from '~/site/dashboard/index';

/**
 * The dashboard's four totals (docs/product-spec.md §2): projects, blog posts, contact messages (named as their
 * tab, "İletişim Mesajları") and subscribers, each with its active share; the messages only for
 * a role that may open their tab.
 */
export function DashboardCounts({ counts }: { counts: DashboardTotals }) {
  const t = useAdminT().adminDashboard;
  const messages = useCanOpen()('/admin/danismanlik/mesajlar');
  return (
    <div className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatCard
        label={t.cards.projects}
        value={counts.projects}
        testId="count-projects"
        icon={<FolderKanban className="size-4" />}
        hint={<span data-testid="count-active-projects">{fmt(t.cards.activeProjects, { n: counts.activeProjects })}</span>}
      />
      <StatCard
        label={t.cards.blogPosts}
        value={counts.blogPosts}
        testId="count-blog-posts"
        icon={<FileText className="size-4" />}
        hint={
          counts.scheduledPosts > 0
            ? `${fmt(t.cards.publishedPosts, { n: counts.publishedPosts })} · ${fmt(t.cards.scheduledPosts, { n: counts.scheduledPosts })}`
            : fmt(t.cards.publishedPosts, { n: counts.publishedPosts })
        }
      />
      {messages ? (
        <StatCard
          label={t.cards.tickets}
          value={counts.tickets}
          testId="count-tickets"
          icon={<Mail className="size-4" />}
          hint={fmt(t.cards.openTickets, { n: counts.openTickets })}
        />
      ) : null}
      <StatCard
        label={t.cards.subscribers}
        value={counts.subscribers}
        testId="count-subscribers"
        icon={<Users className="size-4" />}
        hint={fmt(t.cards.activeSubscribers, { n: counts.activeSubscribers })}
      />
    </div>
  );
}
