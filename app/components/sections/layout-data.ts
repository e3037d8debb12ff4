import { useRouteLoaderData } from 'react-router';
import type { Settings } from '~/domain/settings/schema';

/** What the public layout loader (routes/public/layout.tsx) gives every public page. */
export interface PublicLayoutData {
  settings: Settings;
  origin: string;
}

/** The site settings, from the public layout's loader data. */
export function usePublicSettings(): Settings {
  const data = useRouteLoaderData('routes/public/layout') as PublicLayoutData | undefined;
  if (!data) throw new Error('usePublicSettings() is only available under the public layout');
  return data.settings;
}
