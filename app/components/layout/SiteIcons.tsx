import { useMatches } from 'react-router';
import { renditionUrl } from '~/lib/images';

/**
 * The document's icons: the company's favicon (Ayarlar → Marka) in the sizes browsers and
 * phones ask for, PNG renditions of the one upload; the site's own mark when there is none.
 */
export function SiteIcons() {
  const favicon = useFavicon();
  const i32 = renditionUrl(favicon, 'icon-32.png');
  if (!i32) return <link rel="icon" href="/favicon.svg" type="image/svg+xml" />;
  return (
    <>
      <link rel="icon" href={i32} type="image/png" sizes="32x32" />
      <link rel="icon" href={renditionUrl(favicon, 'icon-192.png')} type="image/png" sizes="192x192" />
      <link rel="apple-touch-icon" href={renditionUrl(favicon, 'icon-180.png')} sizes="180x180" />
    </>
  );
}

/** The favicon upload named by the public layout's settings or the admin layout's data; '' for none. */
function useFavicon(): string {
  for (const m of useMatches()) {
    const data = m.loaderData as { settings?: { brand?: { favicon?: string } }; brandIcons?: string } | undefined;
    const favicon = data?.settings?.brand?.favicon ?? data?.brandIcons;
    if (favicon) return favicon;
  }
  return '';
}
