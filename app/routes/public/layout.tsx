import { Outlet } from 'react-router';
import type { Route } from './+types/layout';
import { settingsFor } from '~/domain/settings/index.server';
import { getSitePageNav } from '~/domain/pages/index.server';
import { langFromPath } from '~/i18n/lang';
import { Header } from '~/components/layout/Header';
import { Footer } from '~/components/layout/Footer';
import { Toaster } from '~/components/ui/toast';
import { useT } from '~/i18n/context';
import { publicOrigin } from '~/server/http/origin.server';
import { useNonce } from '~/components/nonce';
import { BEACON_SCRIPT } from '~/domain/analytics/index';
import { getTextOverrides, previewBanner, previewOverrides } from '~/domain/texts/index.server';
import { TEXT_PREVIEW_PARAM } from '~/domain/texts/index';
import { currentSession } from '~/domain/auth/index.server';
import { publicHiddenClaims } from '~/site/sample/index.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const settings = await settingsFor(context);
  // The static pages placed in the header or footer (and the careers page), in the page's language.
  const sitePages = await getSitePageNav(lang);
  // Sample claims the owner removed (ADR 026): left out of every page and menu.
  const sampleHidden = await publicHiddenClaims();
  // The staff's texts (Metinler) in this language: only the overridden entries, usually none.
  let texts = await getTextOverrides(lang);
  // An admin's preview of unsaved texts (?onizleme=<id>, made by the Metinler editor; never cached, noindex).
  // The banner's text comes with the data (an admin text: never in a public page's bundle).
  let preview: string | null = null;
  const previewId = url.searchParams.get(TEXT_PREVIEW_PARAM);
  if (previewId) {
    const session = await currentSession(request);
    const previewed = session ? await previewOverrides(previewId, session.id, lang) : undefined;
    if (previewed) [texts, preview] = [previewed, previewBanner(lang)];
  }
  return { settings, origin: publicOrigin(context) ?? '', sitePages, texts, preview, sampleHidden };
}

/** Every public page: skip link, fixed header, main content, footer. */
export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const nonce = useNonce();
  return (
    <div className="flex min-h-screen flex-col">
      {/* Visitor analytics: counts client-side navigations (app/domain/analytics/constants.ts); absent when off. */}
      {loaderData.settings.analytics_enabled ? (
        // The browser hides a nonce from the DOM once parsed: nothing to compare when hydrating.
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: BEACON_SCRIPT }} />
      ) : null}
      {/* The footer's live-support link (#live-support) only scrolls to the top, also without JavaScript. */}
      <span id="live-support" aria-hidden="true" className="absolute top-0 left-0" />
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-ink-900 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t.common.skipToContent}
      </a>
      {loaderData.preview ? (
        <>
          <meta name="robots" content="noindex, nofollow" />
          <p
            role="status"
            className="fixed inset-x-0 bottom-0 z-50 bg-amber-300 px-4 py-2 text-center text-sm font-semibold text-amber-950"
          >
            {loaderData.preview}
          </p>
        </>
      ) : null}
      <Header companyName={loaderData.settings.site_title} brand={loaderData.settings.brand} />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
        <Outlet />
      </main>
      <Footer settings={loaderData.settings} />
      <Toaster />
    </div>
  );
}
