import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import type { LinksFunction, MiddlewareFunction } from 'react-router';
import { useEffect } from 'react';
import { useNonce } from './components/nonce';
import { useSiteLinkNavigation } from './components/ui/site-link';
import { SiteIcons } from './components/layout/SiteIcons';
import { publicCatalog } from './i18n/public-catalog';
import { langFromPath } from './i18n/lang';
import stylesheet from './app.css?url';
import interLatin from './fonts/inter-latin-400-800.woff2?url';
import interTurkish from './fonts/inter-turkish-400-800.woff2?url';
import { databaseUnavailableMiddleware } from './server/db/unavailable.server';

/** Runs around every request's loaders, actions and render on the server. */
export const middleware: MiddlewareFunction<Response>[] = [databaseUnavailableMiddleware];

export const links: LinksFunction = () => [
  // `precedence` makes it a React-managed stylesheet, emitted by the server right after the charset
  // and viewport, ahead of the module preloads (otherwise it queues behind them and holds the first
  // paint on slow connections).
  { rel: 'stylesheet', href: stylesheet, precedence: 'default' },
  // The latin subset of the font is needed by every page: fetch it with the stylesheet, not after it.
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const lang = langFromPath(useLocation().pathname);
  const page = (
    <>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1224" />
        <Links />
        <SiteIcons />
        <Meta />
        {/* Ğ ğ İ Ş ş: 2 KB, needed by the first Turkish paint. */}
        {lang === 'tr' && <link rel="preload" href={interTurkish} as="font" type="font/woff2" crossOrigin="anonymous" />}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </>
  );
  return <html lang={lang}>{page}</html>;
}

export default function App() {
  // Client-side navigation for the public site's plain links (components/ui/site-link.tsx).
  useSiteLinkNavigation();
  // Marks the page as live (its handlers attached): what the browser tests wait for before they click.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const lang = langFromPath(useLocation().pathname);
  const t = publicCatalog[lang].common;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-6 text-center">
      <p className="text-6xl font-bold text-accent-700">{status}</p>
      <h1 className="mt-4 text-2xl font-semibold">{status === 404 ? t.notFound.title : t.errors.unexpectedTitle}</h1>
      <p className="mt-2 text-slate-600">{status === 404 ? t.notFound.description : t.errors.generic}</p>
      <a className="mt-6 rounded-lg bg-accent-700 px-5 py-2.5 font-medium text-white" href={lang === 'en' ? '/en-home' : '/'}>
        {t.notFound.goHome}
      </a>
    </main>
  );
}
