import { useEffect, type AnchorHTMLAttributes } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Links of the public site to its own absolute paths. React Router's `<Link>` resolves its
 * target against the route tree and builds a click handler on every render (with a
 * `JSON.stringify` of the matched routes): ~5 % of an uncached page's CPU over the ~80 links
 * of a page. These render a plain `<a href>` instead, which works before and
 * without the scripts; once React runs, one click listener on the document
 * (`useSiteLinkNavigation`, in the root) turns a plain left click on them into the same
 * client-side navigation `<Link>` makes. `data-discover` lets React Router learn the target's
 * routes ahead of the click, as it does for its own links.
 */
type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;
type NavLinkProps = Omit<AnchorProps, 'className'> & {
  to: string;
  end?: boolean;
  className: string | ((state: { isActive: boolean }) => string);
};

export function SiteLink({ to, ...rest }: AnchorProps & { to: string }) {
  return <a href={to} data-site-link="" data-discover="true" {...rest} />;
}

/** As React Router's `NavLink`: active on its path (and below it unless `end`), case-insensitive. */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  const current = pathname.toLowerCase();
  let target = to.replace(/[?#].*$/, '').toLowerCase();
  if (target.length > 1 && target.endsWith('/')) target = target.slice(0, -1);
  if (current === target) return true;
  return !end && target !== '/' && current.startsWith(target) && current.charAt(target.length) === '/';
}

/** A `SiteLink` that knows whether it is the current page: `aria-current="page"` and the active class. */
export function SiteNavLink({ to, end, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const isActive = isActivePath(pathname, to, end);
  return (
    <SiteLink
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
      {...rest}
    />
  );
}

/**
 * Client-side navigation for `SiteLink`s, as `<Link>` does it: a plain left click without a
 * modifier key on a same-origin link with no other target. A click a handler already took
 * (`preventDefault`, e.g. a `<Link>`'s own) is left alone. The same address again replaces
 * the history entry instead of adding one, as `<Link>` does.
 */
export function useSiteLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
      const link = e.target instanceof Element ? e.target.closest('a[data-site-link]') : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      e.preventDefault();
      const to = url.pathname + url.search + url.hash;
      const here = window.location.pathname + window.location.search + window.location.hash;
      void navigate(to, { replace: to === here });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
