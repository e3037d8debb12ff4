import { Link, NavLink, useLocation } from 'react-router';
import { useLang, useT } from '~/i18n/context';
import { pathFor, twinPath } from '~/i18n/routes';

const NAV = ['about', 'services', 'projects', 'blog', 'contact'] as const;

export function Header({ companyName }: { companyName: string }) {
  const lang = useLang();
  const t = useT();
  const { pathname } = useLocation();
  const other = lang === 'tr' ? 'en' : 'tr';
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-white/10 bg-ink-900/95 text-white backdrop-blur">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between px-4 sm:px-6">
        <Link to={pathFor('home', lang)} className="font-semibold">
          {companyName}
        </Link>
        <nav aria-label={t.common.nav.mainLabel}>
          <ul className="flex gap-4">
            {NAV.map((id) => (
              <li key={id}>
                <NavLink to={pathFor(id, lang)}>{t.common.nav[id]}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <a href={twinPath(pathname, other)} hrefLang={other} aria-label={t.common.language.switchTo}>
          {t.common.language.code}
        </a>
      </div>
    </header>
  );
}
