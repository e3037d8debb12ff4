import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SiteLink, SiteNavLink } from '~/components/ui/site-link';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { useLang, useT } from '~/i18n/context';
import { fmt } from '~/i18n/define';
import type { Lang } from '~/i18n/lang';
import { pathFor, twinPath } from '~/i18n/routes';
import { cn } from '~/components/ui/cn';
import { useHydrated } from '~/components/ui/use-hydrated';
import { ConsultationButton } from '~/components/forms/ConsultationDialog';
import { Flag, SiteLogo } from './Brand';
import type { BrandSettings } from '~/domain/settings/index';
import { HeaderPageLinks } from './SitePageLinks';
import { useTranslationPath } from './translation-path';
import { useHasContent } from '~/components/sections/layout-data';

const NAV = ['about', 'services', 'projects', 'blog', 'contact'] as const;

/** One year, in seconds: how long the language choice is remembered. */
const LANG_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The URL of the no-JavaScript language switch: a resource route that stores the cookie and redirects to `to`. */
export function languageSwitchHref(target: Lang, to: string): string {
  return `/lang/${target}?to=${encodeURIComponent(to)}`;
}

/**
 * The language toggle: shows the other language's flag and code and goes to
 * the twin page. Without JavaScript it is a plain link through /lang/<code>
 * (which stores the `lang` cookie); with JavaScript the cookie is set here and
 * the twin page opens by client navigation.
 */
function LanguageToggle({ className }: { className?: string }) {
  const lang = useLang();
  const t = useT().common;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const other: Lang = lang === 'tr' ? 'en' : 'tr';
  // A static page's translation has its own slug (the page's loader says where); other pages use the twin table.
  const translation = useTranslationPath(other);
  const to = translation === undefined ? twinPath(pathname, other) : (translation ?? pathFor('home', other));
  return (
    <a
      href={languageSwitchHref(other, to)}
      hrefLang={other}
      lang={other}
      aria-label={`${t.language.code} — ${t.language.switchTo}`}
      title={t.language.switchTo}
      className={cn(
        'inline-flex h-10 items-center gap-2 rounded-lg border border-white/15 px-3 text-sm font-semibold text-white transition-colors hover:bg-white/10',
        className,
      )}
      onClick={(e) => {
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        const secure = window.location.protocol === 'https:' ? '; Secure' : '';
        document.cookie = `lang=${other}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
        navigate(to);
      }}
    >
      <Flag lang={other} />
      <span>{t.language.code}</span>
    </a>
  );
}

function navClass(mobile: boolean) {
  return ({ isActive }: { isActive: boolean }) =>
    cn(
      'rounded-lg font-medium transition-colors',
      // Between 1024 and 1279 px the bar holds the main links, the career link and "More" beside the actions.
      mobile ? 'block px-4 py-3 text-base' : 'px-2.5 py-2 text-sm xl:px-3',
      isActive ? 'bg-white/10 text-white' : 'text-slate-300 hover:bg-white/5 hover:text-white',
    );
}

/**
 * Fixed top bar: logo and company name, main links (with the static pages placed in the header: see
 * `HeaderPageLinks`), the "get a quote" action, language toggle; a stacked menu on small screens. The menu is
 * an HTML popover opened by its button (`popovertarget`), so it opens before the scripts have loaded and
 * without JavaScript; the browser closes it on Escape and on a click outside. Once React runs it mirrors the
 * open state (label, aria-expanded) and closes the menu on every navigation.
 */
export function Header({ companyName, brand }: { companyName: string; brand?: BrandSettings }) {
  const lang = useLang();
  const t = useT().common;
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // A section with nothing to show yet (no project, no post) leaves the menu.
  const hasContent = useHasContent();
  const nav = NAV.filter((id) => (id === 'projects' || id === 'blog' ? hasContent(id) : true));
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    const menu = menuRef.current;
    if (menu?.matches(':popover-open')) menu.hidePopover();
  };

  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    // Opened before React ran: start from the page's state.
    setOpen(menu.matches(':popover-open'));
    const onToggle = (e: Event) => setOpen((e as ToggleEvent).newState === 'open');
    menu.addEventListener('toggle', onToggle);
    return () => menu.removeEventListener('toggle', onToggle);
  }, []);

  // Any navigation closes the menu (not the first render: a menu opened before React ran stays open).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const menu = menuRef.current;
    if (menu?.matches(':popover-open')) menu.hidePopover();
  }, [pathname]);

  return (
    <header id="site-header" className="group/header fixed inset-x-0 top-0 z-40 border-b border-white/10 bg-ink-950 text-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <SiteLink
          to={pathFor('home', lang)}
          className="flex min-w-0 items-center gap-2.5 rounded-lg text-lg font-bold tracking-tight"
          aria-label={fmt(t.homeLinkLabel, { company: companyName })}
        >
          <SiteLogo logo={brand?.logo ?? ''} logoDark={brand?.logo_dark ?? ''} />
          {/* Without a logo of its own the name is always shown; with one, as the owner chose (not on phones: no room). */}
          <span
            className={
              !brand || !(brand.logo || brand.logo_dark) ? 'truncate' : brand.show_name ? 'sr-only sm:not-sr-only sm:truncate' : 'sr-only'
            }
          >
            {companyName}
          </span>
        </SiteLink>

        <nav aria-label={t.nav.mainLabel} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {nav.map((id) => (
              <li key={id}>
                <SiteNavLink to={pathFor(id, lang)} className={navClass(false)}>
                  {t.nav[id]}
                </SiteNavLink>
              </li>
            ))}
            <HeaderPageLinks className={navClass(false)} desktop />
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <span className="hidden lg:block">
            <ConsultationButton size="md" label={t.nav.getQuote} />
          </span>
          <LanguageToggle />
          <button
            ref={buttonRef}
            id="mobile-menu-button"
            type="button"
            popoverTarget="mobile-menu"
            className="inline-flex size-10 items-center justify-center rounded-lg text-white hover:bg-white/10 lg:hidden"
            // Before React runs the browser tells the open state of a popover's button itself.
            aria-expanded={hydrated ? open : undefined}
            aria-controls="mobile-menu"
            aria-label={open ? t.nav.menuClose : t.nav.menuOpen}
          >
            {/* The icon follows the menu's state in CSS, so it is right before the scripts have loaded too. */}
            <Menu aria-hidden="true" className="size-6 group-has-[#mobile-menu:popover-open]/header:hidden" />
            <X aria-hidden="true" className="hidden size-6 group-has-[#mobile-menu:popover-open]/header:block" />
          </button>
        </div>
      </div>

      <div
        ref={menuRef}
        id="mobile-menu"
        popover="auto"
        className="inset-x-0 top-16 bottom-auto m-0 h-auto max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-t border-white/10 bg-ink-950 p-0 text-white shadow-xl backdrop:bg-ink-950/40 lg:hidden"
      >
        <nav aria-label={t.nav.mobileLabel} className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
          <ul className="flex flex-col gap-1">
            {nav.map((id) => (
              <li key={id}>
                <SiteNavLink to={pathFor(id, lang)} className={navClass(true)} onClick={close}>
                  {t.nav[id]}
                </SiteNavLink>
              </li>
            ))}
            <HeaderPageLinks className={navClass(true)} onNavigate={close} />
          </ul>
          <div className="mt-3 border-t border-white/10 pt-4 pb-2">
            <ConsultationButton size="lg" label={t.nav.getQuote} className="w-full" onOpen={close} returnFocusRef={buttonRef} />
          </div>
        </nav>
      </div>
    </header>
  );
}
