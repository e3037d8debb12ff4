import { Outlet } from 'react-router';
import type { Route } from './+types/layout';
import { getSettings } from '~/domain/settings/settings.server';
import { Header } from '~/components/layout/Header';
import { Footer } from '~/components/layout/Footer';
import { useT } from '~/i18n/context';
import { publicOrigin } from '~/server/http/origin.server';

export async function loader({ request }: Route.LoaderArgs) {
  const settings = await getSettings();
  return { settings, origin: publicOrigin(request) };
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        {t.common.skipToContent}
      </a>
      <Header companyName={loaderData.settings.site_title} />
      <main id="main" className="pt-16">
        <Outlet />
      </main>
      <Footer settings={loaderData.settings} />
    </>
  );
}
