import { data, Link, useNavigate } from 'react-router';
import type { Route } from './+types/not-found';
import { useLang, useT } from '~/i18n/context';
import { pathFor } from '~/i18n/routes';

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: location.pathname.startsWith('/en-') ? 'Page Not Found' : 'Sayfa Bulunamadı' },
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  const t = useT().common;
  const lang = useLang();
  const navigate = useNavigate();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center">
      <p className="text-8xl font-bold text-accent-700">{t.notFound.code}</p>
      <h1 className="mt-4 text-3xl font-semibold">{t.notFound.title}</h1>
      <p className="mt-3 text-slate-600">{t.notFound.description}</p>
      <div className="mt-8 flex gap-3">
        <Link to={pathFor('home', lang)} className="rounded-lg bg-accent-700 px-5 py-2.5 font-medium text-white">
          {t.notFound.goHome}
        </Link>
        <button type="button" onClick={() => navigate(-1)} className="rounded-lg border border-slate-300 px-5 py-2.5 font-medium">
          {t.notFound.goBack}
        </button>
      </div>
    </section>
  );
}
