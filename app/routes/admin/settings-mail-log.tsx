import { Tabs } from 'radix-ui';
import type { Route } from './+types/settings-mail-log';
import { adminSession, done, runAdminAction } from '~/domain/auth/index.server';
import { mailHealth, listMailLog, retryMessage } from '~/domain/mail/index.server';
import { MAIL_LOG_PAGE_SIZE, mailLogFilterOf, type MailSource } from '~/domain/mail/index';
import type { ActionResult } from '~/lib/action-result';
import { catalog } from '~/i18n/catalog';
import { useAdminT } from '~/i18n/admin-context';
import { logger } from '~/server/logger.server';
import { cn } from '~/components/ui/cn';
import { Pagination } from '~/components/admin/Pagination';
import { SETTINGS_PANEL, SettingsFrame } from '~/components/admin/settings/SettingsFrame';
import { MailSubNav } from '~/components/admin/mail/MailSubNav';
import { MailHealthNotice } from '~/components/admin/mail/MailHealthNotice';
import { MailLogFilters, MailLogTable } from '~/components/admin/mail/MailLogTable';

/**
 * Admin → Ayarlar → E-posta → Gönderim günlüğü (/admin/ayarlar/eposta/gunluk;
 * owners only: not in access.ts's table, as it shows every recipient's address):
 * every message the site sent or tries to send, 25 a page, filtered by status,
 * with "Tekrar dene" for a failed one (back into its queue, audited).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await adminSession({ request, context });
  const url = new URL(request.url);
  const filter = mailLogFilterOf(url.searchParams.get('durum'));
  const page = Math.max(1, Math.min(100_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  try {
    const [log, health] = await Promise.all([listMailLog({ filter, page }), mailHealth()]);
    return { loadError: false, filter, page, ...log, health };
  } catch (err) {
    logger().error({ err }, 'e-mail log could not be loaded');
    return { loadError: true, filter, page, rows: [], total: 0, health: null };
  }
}

export async function action(args: Route.ActionArgs): Promise<ActionResult> {
  const t = catalog.tr.adminMailLog;
  return runAdminAction<ActionResult>({
    ...args,
    error: t.toasts.error,
    failure: { log: 'e-mail could not be put back in the queue', level: 'error' },
    intents: {
      retry: async ({ id, form, ok, fail }) => {
        const source: MailSource | undefined =
          form.get('source') === 'campaign' ? 'campaign' : form.get('source') === 'queue' ? 'queue' : undefined;
        if (!source || !id || id.length > 200) return fail(t.toasts.error);
        if (!(await retryMessage(source, id))) return fail(t.toasts.retryGone);
        return done(ok(t.toasts.retried), { action: 'retry', entity: 'email', entityId: id });
      },
    },
  });
}

export default function SettingsMailLogPage({ loaderData }: Route.ComponentProps) {
  const t = useAdminT().adminMailLog;
  const { rows, total, page, filter, health, loadError } = loaderData;
  return (
    <SettingsFrame tab="mail">
      <Tabs.Content value="general" forceMount className={SETTINGS_PANEL} />
      <Tabs.Content value="contact" forceMount className={SETTINGS_PANEL} />
      <Tabs.Content value="seo" forceMount className={SETTINGS_PANEL} />
      <Tabs.Content value="brand" forceMount className={SETTINGS_PANEL} />
      <Tabs.Content value="mail" forceMount className={cn(SETTINGS_PANEL, 'max-w-5xl')}>
        <MailSubNav />
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{t.title}</h2>
          <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
        </div>
        {health ? <MailHealthNotice health={health} owner here="log" /> : null}
        {loadError ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {t.loadError}
          </p>
        ) : null}
        <div>
          <MailLogFilters filter={filter} />
          <MailLogTable rows={rows} filter={filter} pagination={<Pagination page={page} total={total} pageSize={MAIL_LOG_PAGE_SIZE} />} />
        </div>
      </Tabs.Content>
      <Tabs.Content value="system" forceMount className={SETTINGS_PANEL} />
      <Tabs.Content value="users" forceMount className={SETTINGS_PANEL} />
    </SettingsFrame>
  );
}
