import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { SiteNavLink } from '~/components/ui/site-link';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { useT } from '~/i18n/context';
import { cn } from '~/components/ui/cn';
import { useSitePageNav } from '~/components/sections/layout-data';
import { headerPagesFitInline } from './header-pages';

type NavClass = (state: { isActive: boolean }) => string;

/**
 * The header's links to static pages, as list items after the main links: the
 * career link (to the published careers page; none without one) and the pages
 * placed in the header (Sayfalar → "Sitede yeri"), in the current language.
 * The mobile menu lists them all. In the desktop bar, which has no room for
 * titles of any length at every width, the pages are in a "More" disclosure;
 * from 1280 px they are links of their own when their titles fit there.
 */
export function HeaderPageLinks({ className, onNavigate, desktop }: { className: NavClass; onNavigate?: () => void; desktop?: boolean }) {
  const nav = useSitePageNav();
  const t = useT().common.nav;
  const inline = !desktop || headerPagesFitInline(nav.header.map((link) => link.title));
  return (
    <>
      {nav.careers ? (
        <li>
          <SiteNavLink to={nav.careers} className={className} onClick={onNavigate}>
            {t.careers}
          </SiteNavLink>
        </li>
      ) : null}
      {inline
        ? nav.header.map((link) => (
            <li key={link.path} className={desktop ? 'hidden xl:block' : undefined}>
              <SiteNavLink to={link.path} className={(state) => cn(className(state), desktop && 'whitespace-nowrap')} onClick={onNavigate}>
                {link.title}
              </SiteNavLink>
            </li>
          ))
        : null}
      {desktop && nav.header.length > 0 ? (
        <li className={inline ? 'xl:hidden' : undefined}>
          <MorePages links={nav.header} className={className} />
        </li>
      ) : null}
    </>
  );
}

function closeDisclosure(details: HTMLDetailsElement | null, focusSummary = false) {
  if (!details?.open) return;
  details.open = false;
  if (focusSummary) details.querySelector('summary')?.focus();
}

/**
 * "More" / "Daha fazla": a <details> disclosure, so it opens and closes without
 * JavaScript and before hydration (a page load closes it again). Once React
 * runs it also closes on navigation, on Escape (focus back on its button) and
 * on a click elsewhere. Marked as current when one of its pages is open.
 */
function MorePages({ links, className }: { links: Array<{ path: string; title: string }>; className: NavClass }) {
  const t = useT().common.nav;
  const { pathname } = useLocation();
  const ref = useRef<HTMLDetailsElement>(null);

  // A navigation closes it (not the first render: a disclosure opened before React ran stays open).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closeDisclosure(ref.current);
  }, [pathname]);

  useEffect(() => {
    const onPointerDown = (e: PointerEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) closeDisclosure(ref.current);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  return (
    <details
      ref={ref}
      className="group/more relative"
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !ref.current?.open) return;
        e.preventDefault();
        closeDisclosure(ref.current, true);
      }}
    >
      <summary
        className={cn(
          className({ isActive: links.some((link) => link.path === pathname) }),
          'flex cursor-pointer list-none items-center gap-1 whitespace-nowrap [&::-webkit-details-marker]:hidden',
        )}
      >
        {t.more}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open/more:rotate-180" />
      </summary>
      <ul className="absolute top-full right-0 mt-2 flex w-max max-w-xs flex-col gap-1 rounded-xl border border-white/10 bg-ink-950 p-2 shadow-xl">
        {links.map((link) => (
          <li key={link.path}>
            <SiteNavLink to={link.path} className={(state) => cn(className(state), 'block')} onClick={() => closeDisclosure(ref.current)}>
              {link.title}
            </SiteNavLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
