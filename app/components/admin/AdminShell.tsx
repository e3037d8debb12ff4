import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import ExternalLink from 'lucide-react/icons/external-link';
import ChartColumn from 'lucide-react/icons/chart-column';
import FileText from 'lucide-react/icons/file-text';
import FolderKanban from 'lucide-react/icons/folder-kanban';
import Languages from 'lucide-react/icons/languages';
import History from 'lucide-react/icons/history';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import LogOut from 'lucide-react/icons/log-out';
import Mail from 'lucide-react/icons/mail';
import MessagesSquare from 'lucide-react/icons/messages-square';
import Newspaper from 'lucide-react/icons/newspaper';
import Settings from 'lucide-react/icons/settings';
import ShieldCheck from 'lucide-react/icons/shield-check';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import UserRound from 'lucide-react/icons/user-round';
import { canOpen, type SessionRole } from '~/domain/auth/index';
import { useAdminT } from '~/i18n/admin-context';
import { useLang } from '~/i18n/context';
import { fmt, plural } from '~/i18n/define';
import { imageFileUrl } from '~/lib/images';
import { cn } from '~/components/ui/cn';
import { buttonClass } from '~/components/ui/button';
import { Toaster } from '~/components/ui/toast';
import { ConfirmRowActionToasts } from './list/ConfirmRowAction';

/** The seven admin tabs (docs/product-spec.md §2), Analitik and Etkinlik, each with its own URL; a tab is active on its sub-pages too. */
export const ADMIN_TABS = [
  { id: 'dashboard', to: '/admin', end: true, Icon: LayoutDashboard },
  { id: 'analytics', to: '/admin/analitik', end: false, Icon: ChartColumn },
  { id: 'projects', to: '/admin/projeler', end: false, Icon: FolderKanban },
  { id: 'consultations', to: '/admin/danismanlik', end: false, Icon: MessagesSquare },
  { id: 'pages', to: '/admin/sayfalar', end: false, Icon: FileText },
  { id: 'texts', to: '/admin/metinler', end: false, Icon: Languages },
  { id: 'content', to: '/admin/icerik', end: false, Icon: Newspaper },
  { id: 'newsletter', to: '/admin/e-bulten', end: false, Icon: Mail },
  { id: 'settings', to: '/admin/ayarlar', end: false, Icon: Settings },
  // The audit log.
  { id: 'audit', to: '/admin/etkinlik', end: false, Icon: History },
] as const;

const SYSTEM_TAB = '/admin/ayarlar/sistem';

/**
 * The admin frame: header '{company} Admin' with 'Çıkış Yap', the tab bar
 * (scrolls sideways on narrow screens) and the content area.
 */
export function AdminShell({
  companyName,
  logo = '',
  launchCount = 0,
  pendingComments = 0,
  maintenance = false,
  person,
  children,
}: {
  companyName: string;
  /** The company's logo (Ayarlar → Marka), in place of the panel's mark; '' for none. */
  logo?: string;
  /** Who is signed in (null name: the shared password); tabs the role cannot open are not shown. */
  person?: { name: string | null; email: string | null; role: SessionRole };
  /** Maintenance mode is on: a banner on every admin page, so nobody forgets the site is closed. */
  maintenance?: boolean;
  /** Items left on the launch checklist: a count on the Dashboard tab until it is done. */
  launchCount?: number;
  /** Blog comments waiting for approval: a count on the İçerik tab. */
  pendingComments?: number;
  children: React.ReactNode;
}) {
  const all = useAdminT();
  const t = all.admin;
  const lang = useLang();
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  // On narrow screens keep the active tab in view.
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);

  return (
    <div className="min-h-screen bg-slate-50">
      <Toaster />
      <ConfirmRowActionToasts />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t.skipToContent}
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
          <div className="flex min-w-0 items-center gap-2.5">
            {logo ? (
              <img
                src={imageFileUrl(logo)}
                alt=""
                className="h-8 w-auto max-w-20 shrink-0 object-contain sm:max-w-32"
                data-testid="admin-logo"
              />
            ) : (
              <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-ink-900 text-white" aria-hidden="true">
                <ShieldCheck className="size-4.5" />
              </span>
            )}
            <h1 className="truncate text-base font-semibold text-slate-900 sm:text-lg">{fmt(t.shell.title, { company: companyName })}</h1>
          </div>
          <div className="flex shrink-0 items-center gap-1 sm:gap-2">
            <Link
              to="/admin/hesabim"
              className={buttonClass('ghost', 'sm', 'px-2 sm:px-3')}
              data-testid="account-link"
              aria-label={person?.name ? `${all.adminUsers.shell.account}: ${person.name}` : all.adminUsers.shell.account}
            >
              <UserRound className="size-4" aria-hidden="true" />
              <span className="hidden max-w-40 truncate md:inline">{person?.name ?? all.adminUsers.shell.account}</span>
            </Link>
            <a href="/" target="_blank" rel="noopener" className={buttonClass('ghost', 'sm', 'px-2 sm:px-3')}>
              <ExternalLink className="size-4" aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{t.shell.viewSite}</span>
            </a>
            {/* A plain form: logging out reloads the whole page, leaving no admin state in the browser. */}
            <form method="post" action="/admin/cikis">
              <button type="submit" className={buttonClass('outline', 'sm')}>
                <LogOut className="size-4" aria-hidden="true" />
                {t.shell.logout}
              </button>
            </form>
          </div>
        </div>
        <nav ref={nav} aria-label={t.shell.tabsLabel} className="mx-auto max-w-7xl overflow-x-auto px-2 sm:px-4 [scrollbar-width:thin]">
          <ul className="flex min-w-max gap-1">
            {ADMIN_TABS.filter(({ to }) => !person || canOpen(person.role, to)).map(({ id, to, end, Icon }) => (
              <li key={id}>
                <NavLink
                  to={to}
                  end={end}
                  prefetch="intent"
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:rounded-md',
                      isActive
                        ? 'border-accent-700 text-accent-800'
                        : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
                    )
                  }
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {t.shell.tabs[id]}
                  {id === 'dashboard' && launchCount > 0 ? (
                    <span
                      className="inline-flex min-w-5 items-center justify-center rounded-full bg-amber-100 px-1.5 text-xs font-semibold text-amber-900"
                      data-testid="launch-badge"
                    >
                      <span aria-hidden="true">{launchCount}</span>
                      <span className="sr-only">{plural(lang, launchCount, all.adminDashboard.checklist.badge)}</span>
                    </span>
                  ) : null}
                  {id === 'content' && pendingComments > 0 ? (
                    // relative: its screen-reader text stays inside the tab bar's scroll box (the tab is off-screen on a phone).
                    <span
                      className="relative inline-flex min-w-5 items-center justify-center rounded-full bg-amber-100 px-1.5 text-xs font-semibold text-amber-900"
                      data-testid="comments-badge"
                    >
                      <span aria-hidden="true">{pendingComments}</span>
                      <span className="sr-only">{plural(lang, pendingComments, all.adminComments.badge)}</span>
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {maintenance ? (
        <div className="border-b border-amber-300 bg-amber-50" data-testid="maintenance-banner">
          <p
            role="status"
            className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2.5 text-sm font-medium text-amber-950 sm:px-6"
          >
            <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
            <span>{t.shell.maintenanceBanner}</span>
            {pathname === SYSTEM_TAB ? null : (
              <Link to={SYSTEM_TAB} className="underline underline-offset-2 hover:text-amber-800">
                {t.shell.maintenanceManage}
              </Link>
            )}
          </p>
        </div>
      ) : null}
      <main id="main" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        {children}
      </main>
    </div>
  );
}
