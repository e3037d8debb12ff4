import { useFetcher } from 'react-router';
import ImageIcon from 'lucide-react/icons/image';
import Upload from 'lucide-react/icons/upload';
import Trash from 'lucide-react/icons/trash-2';
import type { ActionResult } from '~/lib/action-result';
import { imageFileUrl } from '~/lib/images';
import { BRAND_PATH } from '~/domain/brand/index';
import type { BrandPicture, BrandSettings as Brand } from '~/domain/settings/index';
import { useAdminT } from '~/i18n/admin-context';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/field';
import { useResultToast } from '~/components/admin/AdminKit';
import { LogoMark, SiteLogo } from '~/components/layout/Brand';
import { cn } from '~/components/ui/cn';
import { SettingsSection } from './SettingsSection';

/** SVG is accepted here (rasterized on the server) besides the upload field's raster types. */
const BRAND_ACCEPT = 'image/svg+xml,image/png,image/jpeg,image/webp';

/**
 * Ayarlar → Marka: one card per picture (its preview on the background it is used on, a file
 * field, Yükle and Kaldır) and the company-name switch. Each card is its own form, so it also
 * works without JavaScript (multipart post to the route, the picture named in the address).
 */
export function BrandSettings({ brand, companyName }: { brand: Brand; companyName: string }) {
  const m = useAdminT().adminBrand;
  return (
    <div className="space-y-5" data-testid="brand-settings">
      <p className="text-sm text-slate-600">{m.intro}</p>
      <PictureCard picture="logo" url={brand.logo} companyName={companyName} showName={brand.show_name} />
      <PictureCard
        picture="logo_dark"
        url={brand.logo_dark}
        lightLogo={brand.logo}
        companyName={companyName}
        showName={brand.show_name}
        dark
      />
      <ShowNameForm on={brand.show_name} />
      <PictureCard picture="favicon" url={brand.favicon} companyName={companyName} />
      <PictureCard picture="share_image" url={brand.share_image} companyName={companyName} />
    </div>
  );
}

function PictureCard({
  picture,
  url,
  lightLogo = '',
  companyName,
  showName = true,
  dark = false,
}: {
  picture: BrandPicture;
  url: string;
  /** On the dark logo's card: the light logo, previewed as the site shows it without a dark one. */
  lightLogo?: string;
  companyName: string;
  showName?: boolean;
  dark?: boolean;
}) {
  const all = useAdminT();
  const m = all.adminBrand;
  const p = m.pictures[picture];
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const busy = fetcher.state !== 'idle';
  const pending = busy ? fetcher.formData?.get('intent') : undefined;
  const inputId = `brand-${picture}`;
  const action = `${BRAND_PATH}?picture=${picture}`;
  const own = !!url;
  return (
    <SettingsSection title={p.title} description={p.description} icon={<ImageIcon className="size-4" aria-hidden="true" />}>
      <div className="grid gap-5 md:grid-cols-[minmax(0,18rem)_1fr]" data-testid={`brand-${picture}`} data-set={own ? 'yes' : 'no'}>
        <Preview picture={picture} url={url} lightLogo={lightLogo} companyName={companyName} showName={showName} dark={dark} />
        <div className="space-y-3">
          <fetcher.Form method="post" action={action} encType="multipart/form-data" className="space-y-2">
            <Label htmlFor={inputId}>{m.choose}</Label>
            <input
              id={inputId}
              name="file"
              type="file"
              accept={BRAND_ACCEPT}
              required
              aria-describedby={`${inputId}-hint`}
              className="block w-full max-w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-900 hover:file:bg-slate-200"
            />
            <p id={`${inputId}-hint`} className="text-sm text-slate-600">
              {p.hint}
            </p>
            <Button type="submit" size="sm" disabled={busy}>
              <Upload className="size-4" aria-hidden="true" />
              {pending === undefined && busy ? m.uploading : m.upload}
            </Button>
          </fetcher.Form>
          {own ? (
            <fetcher.Form method="post" action={BRAND_PATH}>
              <input type="hidden" name="picture" value={picture} />
              <Button type="submit" name="intent" value="remove" variant="outline" size="sm" disabled={busy}>
                <Trash className="size-4" aria-hidden="true" />
                {m.remove}
              </Button>
            </fetcher.Form>
          ) : null}
        </div>
      </div>
    </SettingsSection>
  );
}

/** The picture as it is used: the logo in a header strip (light or dark), the icon at tab size, the share card's shape. */
function Preview({
  picture,
  url,
  lightLogo,
  companyName,
  showName,
  dark,
}: {
  picture: BrandPicture;
  url: string;
  lightLogo: string;
  companyName: string;
  showName: boolean;
  dark: boolean;
}) {
  const m = useAdminT().adminBrand;
  const src = url ? imageFileUrl(url) : '';
  const frame = 'flex items-center rounded-xl border p-4';
  return (
    <figure className="space-y-1.5">
      {picture === 'share_image' ? (
        <div className="aspect-[1200/630] overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
          {src ? <img src={src} alt="" className="size-full object-cover" data-testid="brand-preview" /> : null}
        </div>
      ) : picture === 'favicon' ? (
        <div className={cn(frame, 'gap-3 border-slate-200 bg-white')}>
          {src ? (
            <img src={src} alt="" width={32} height={32} className="size-8" data-testid="brand-preview" />
          ) : (
            <LogoMark className="size-8" />
          )}
          <span className="truncate text-sm text-slate-700">{companyName}</span>
        </div>
      ) : (
        <div
          className={cn(
            frame,
            'min-h-16 flex-wrap gap-2.5',
            dark ? 'border-slate-800 bg-ink-950 text-white' : 'border-slate-200 bg-white text-ink-900',
          )}
        >
          {dark ? (
            // As the site's dark header shows it: this logo, else the light one in a white box, else the mark.
            <SiteLogo logo={lightLogo} logoDark={url} />
          ) : src ? (
            <img src={src} alt="" className="h-9 w-auto max-w-[12rem] object-contain" data-testid="brand-preview" />
          ) : (
            <LogoMark />
          )}
          {showName || !(src || lightLogo) ? <span className="min-w-0 text-lg font-bold tracking-tight">{companyName}</span> : null}
        </div>
      )}
      <figcaption className="text-xs text-slate-600">
        {url
          ? picture === 'logo' || picture === 'logo_dark'
            ? dark
              ? m.preview.dark
              : m.preview.light
            : m.current
          : dark && lightLogo
            ? m.noneDark
            : m.none}
      </figcaption>
    </figure>
  );
}

function ShowNameForm({ on }: { on: boolean }) {
  const m = useAdminT().adminBrand;
  const all = useAdminT();
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  return (
    <fetcher.Form
      method="post"
      action={BRAND_PATH}
      className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input type="checkbox" name="show_name" defaultChecked={on} className="mt-0.5 size-4 accent-accent-700" />
        <span>
          {m.showName}
          <span className="block text-slate-600">{m.showNameHint}</span>
        </span>
      </label>
      <Button type="submit" name="intent" value="show_name" variant="outline" size="sm" disabled={fetcher.state !== 'idle'}>
        {all.adminOps.save}
      </Button>
    </fetcher.Form>
  );
}
