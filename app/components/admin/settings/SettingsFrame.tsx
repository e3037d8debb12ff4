import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Tabs } from 'radix-ui';
import { useAdminT } from '~/i18n/admin-context';
import { PageHeader } from '~/components/admin/AdminKit';
import { BRAND_PATH } from '~/domain/brand/index';

export type SettingsTab = 'general' | 'contact' | 'seo' | 'brand' | 'mail' | 'system' | 'users';
const TABS: SettingsTab[] = ['general', 'contact', 'seo', 'brand', 'mail', 'system', 'users'];

/** The settings page (general, contact and SEO tabs) and its system tab, a route of its own. */
export const SETTINGS_PATH = '/admin/ayarlar';
export const SETTINGS_SYSTEM_PATH = '/admin/ayarlar/sistem';
/** Staff accounts: a route of its own too. */
export const SETTINGS_USERS_PATH = '/admin/ayarlar/kullanicilar';
/** E-mail set-up (ADR 020): a route of its own. */
export const SETTINGS_MAIL_PATH = '/admin/ayarlar/eposta';
const ROUTED: Partial<Record<SettingsTab, string>> = {
  system: SETTINGS_SYSTEM_PATH,
  users: SETTINGS_USERS_PATH,
  mail: SETTINGS_MAIL_PATH,
  brand: BRAND_PATH,
};

/** Class of a tab panel (inactive panels stay in the form, hidden). */
export const SETTINGS_PANEL = 'space-y-5 data-[state=inactive]:hidden focus:outline-none';

interface NavState {
  tab?: SettingsTab;
  focusTab?: boolean;
}

/** The tab a settings page opens with: the one the tab bar of the other settings route asked for. */
export function useRequestedSettingsTab(): SettingsTab | undefined {
  return (useLocation().state as NavState | null)?.tab;
}

/**
 * The settings pages' header and tab bar (the maintenance banner is the admin shell's, on every page). The general,
 * contact and SEO tabs switch in place (`onTabChange`); the system tab is its
 * own route, so moving to or from it navigates, and focus stays on the tab bar.
 */
export function SettingsFrame({
  tab,
  onTabChange,
  tabHasError,
  children,
}: {
  tab: SettingsTab;
  onTabChange?: (tab: SettingsTab) => void;
  tabHasError?: (tab: SettingsTab) => boolean;
  children: React.ReactNode;
}) {
  const all = useAdminT();
  const m = all.adminSettings;
  const users = all.adminUsers.users.tab;
  const mail = all.adminMail.tab;
  const brand = all.adminBrand.tab;
  const navigate = useNavigate();
  const focusTab = (useLocation().state as NavState | null)?.focusTab;
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusTab) listRef.current?.querySelector<HTMLElement>('[role="tab"][data-state="active"]')?.focus();
  }, [focusTab]);

  const change = (value: string) => {
    const next = value as SettingsTab;
    if (!ROUTED[next] && !ROUTED[tab]) return onTabChange?.(next);
    const state: NavState = { tab: next, focusTab: true };
    void navigate(ROUTED[next] ?? SETTINGS_PATH, { state, preventScrollReset: true });
  };

  return (
    <div>
      <PageHeader title={m.title} description={m.description} />
      <Tabs.Root value={tab} onValueChange={change}>
        <Tabs.List ref={listRef} aria-label={m.tabs.label} className="mb-6 inline-flex flex-wrap gap-1 rounded-xl bg-slate-200/60 p-1">
          {TABS.map((id) => (
            <Tabs.Trigger
              key={id}
              value={id}
              className="rounded-lg px-3 py-1.5 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
            >
              {id === 'users' ? users : id === 'mail' ? mail : id === 'brand' ? brand : m.tabs[id]}
              {tabHasError?.(id) ? <span className="ml-1.5 inline-block size-2 rounded-full bg-red-600" aria-hidden="true" /> : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {children}
      </Tabs.Root>
    </div>
  );
}
