import { Link, NavLink } from 'react-router';
import { useT } from '~/i18n/context';
import { cn } from '~/components/ui/cn';
import { useSitePageNav } from '~/components/sections/layout-data';

type NavClass = (state: { isActive: boolean }) => string;

/**
 * The header's links to static pages, as list items after the main links: the
 * career link (to the published careers page; none without one) and the pages
 * placed in the header (Sayfalar → "Sitede yeri"), in the current language.
 * In the desktop bar (`desktop`) the pages' titles, of any length, only show
 * from 1280 px, where there is room for them next to the main links; the
 * mobile menu always lists them.
 */
export function HeaderPageLinks({ className, onNavigate, desktop }: { className: NavClass; onNavigate?: () => void; desktop?: boolean }) {
  const nav = useSitePageNav();
  const t = useT().common.nav;
  return (
    <>
      {nav.careers ? (
        <li>
          <NavLink to={nav.careers} className={className} onClick={onNavigate}>
            {t.careers}
          </NavLink>
        </li>
      ) : null}
      {nav.header.map((link) => (
        <li key={link.path} className={desktop ? 'hidden xl:block' : undefined}>
          <NavLink to={link.path} className={(state) => cn(className(state), desktop && 'whitespace-nowrap')} onClick={onNavigate}>
            {link.title}
          </NavLink>
        </li>
      ))}
    </>
  );
}

/** The footer's links to the static pages placed in the footer, as list items of a footer column. */
export function FooterPageLinks({ className }: { className: string }) {
  const nav = useSitePageNav();
  return (
    <>
      {nav.footer.map((link) => (
        <li key={link.path}>
          <Link to={link.path} className={className}>
            {link.title}
          </Link>
        </li>
      ))}
    </>
  );
}
