import { Outlet } from 'react-router';
import type { Route } from './+types/layout';
import { getSettings } from '~/domain/settings/settings.server';
import { getSitePageNav } from '~/domain/pages/pages.server';
import { langFromPath } from '~/i18n/lang';
import { Header } from '~/components/layout/Header';
import { Footer } from '~/components/layout/Footer';
import { Toaster } from '~/components/ui/toast';
import { useT } from '~/i18n/context';
import { publicOrigin } from '~/server/http/origin.server';
import { useNonce } from '~/components/nonce';
import { BEACON_SCRIPT } from '~/domain/analytics/constants';

export async function loader({ request }: Route.LoaderArgs) {
  const settings = await getSettings();
  // The static pages placed in the header or footer (and the careers page), in the page's language.
  const sitePages = await getSitePageNav(langFromPath(new URL(request.url).pathname));
  return { settings, origin: publicOrigin(request), sitePages };
}

/** Every public page: skip link, fixed header, main content, footer. */
export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const nonce = useNonce();
  return (
    <div className="flex min-h-screen flex-col">
      {/* Visitor analytics: counts client-side navigations (app/domain/analytics/constants.ts); absent when off. */}
      {loaderData.settings.analytics_enabled ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: BEACON_SCRIPT }} /> : null}
      {/* The footer's live-support link (#live-support) only scrolls to the top, also without JavaScript. */}
      <span id="live-support" aria-hidden="true" className="absolute top-0 left-0" />
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-ink-900 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t.common.skipToContent}
      </a>
      <Header companyName={loaderData.settings.site_title} />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
        <Outlet />
      </main>
      <Footer settings={loaderData.settings} />
      <Toaster />
    </div>
  );
}
