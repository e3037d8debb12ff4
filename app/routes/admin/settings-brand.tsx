import { Tabs } from 'radix-ui';
import type { Route } from './+types/settings-brand';
import { adminSession, runAdminAction } from '~/domain/auth/index.server';
import { settingsFor } from '~/domain/settings/index.server';
import { brandAction } from '~/domain/brand/index.server';
import { SETTINGS_PANEL, SettingsFrame } from '~/components/admin/settings/SettingsFrame';
import { BrandSettings } from '~/components/admin/settings/BrandSettings';

/**
 * Admin → Ayarlar → Marka (/admin/ayarlar/marka, owners only: access.ts): the logo (light and
 * dark), the favicon and the default share image. An upload is a multipart post naming the
 * picture in the address (`?picture=logo`); removing one and the name switch are plain forms.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await adminSession({ request, context });
  const settings = await settingsFor(context);
  return { brand: settings.brand, companyName: settings.site_title };
}

export async function action(args: Route.ActionArgs) {
  const upload = /^multipart\/form-data/i.test(args.request.headers.get('content-type') ?? '');
  return runAdminAction({ ...args, ...brandAction, body: upload ? 'none' : 'form', intent: upload ? 'upload' : undefined });
}

export default function SettingsBrandPage({ loaderData }: Route.ComponentProps) {
  return (
    <SettingsFrame tab="brand">
      <Tabs.Content value="general" forceMount className={SETTINGS_PANEL} />
      <Tabs.Content value="contact" forceMount className={SETTINGS_PANEL} />
      <Tabs.Content value="seo" forceMount className={SETTINGS_PANEL} />
      <Tabs.Content value="brand" forceMount className={SETTINGS_PANEL + ' max-w-4xl'}>
        <BrandSettings brand={loaderData.brand} companyName={loaderData.companyName} />
      </Tabs.Content>
      <Tabs.Content value="mail" forceMount className={SETTINGS_PANEL} />
      <Tabs.Content value="system" forceMount className={SETTINGS_PANEL} />
      <Tabs.Content value="users" forceMount className={SETTINGS_PANEL} />
    </SettingsFrame>
  );
}
