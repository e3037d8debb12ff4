import { Link, NavLink } from 'react-router';
import { useT } from '~/i18n/context';
import { useSitePageNav } from '~/components/sections/layout-data';

type NavClass = (state: { isActive: boolean }) => string;

/**
 * The header's links to static pages, as list items after the main links: the
 * career link (to the published careers page; none without one) and the pages
 * placed in the header (Sayfalar → "Sitede yeri"), in the current language.
 */
export function HeaderPageLinks({ className, onNavigate }: { className: NavClass; onNavigate?: () => void }) {
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
        <li key={link.path}>
          <NavLink to={link.path} className={className} onClick={onNavigate}>
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
