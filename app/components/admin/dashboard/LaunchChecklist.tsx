import { Form, Link } from 'react-router';
import ArrowRight from 'lucide-react/icons/arrow-right';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import Trash2 from 'lucide-react/icons/trash-2';
import type { LaunchItem } from '~/site/dashboard/index';
import { useAdminT } from '~/i18n/admin-context';
import { useLang } from '~/i18n/context';
import { fmt, plural } from '~/i18n/define';
import { Card } from '~/components/ui/card';
import { buttonClass } from '~/components/ui/button';
import { SiteAddressForm, type SiteAddressView } from '~/components/admin/settings/SiteAddressForm';
import { MailPasswordForm } from './MailPasswordForm';
import { formatDateTime } from '~/lib/format-date';
import { formatBytes } from '~/lib/format-bytes';

/** The backup item: what is wrong, the last successful backup and the next run. */
function backupReason(m: ReturnType<typeof useAdminT>['adminBackups'], item: Extract<LaunchItem, { id: 'backup' }>): string {
  const last = item.lastOk
    ? fmt(m.dashboard.lastOk, { time: formatDateTime(new Date(item.lastOk.at)), size: formatBytes(item.lastOk.size) })
    : m.dashboard.never;
  const next = item.nextRun ? fmt(m.dashboard.next, { time: formatDateTime(new Date(item.nextRun)) }) : m.dashboard.off;
  return `${m.checklist}. ${last} ${next}`;
}

/** A row's stable key (and its `data-item`): one per social network and per sample claim. */
function itemKey(item: LaunchItem): string {
  if (item.id === 'social_link') return `social_link.${item.network}`;
  if (item.id === 'sample') return `sample.${item.claim}`;
  return item.id;
}

/**
 * The launch checklist (site/dashboard/launch-checklist.ts): each item with
 * its one-line reason and a link to the field that fixes it, or, for the
 * server set-up, the technical step behind a disclosure. When nothing is left
 * it says so in one line.
 */
export function LaunchChecklist({ items, siteAddress }: { items: LaunchItem[]; siteAddress?: SiteAddressView }) {
  const all = useAdminT();
  const t = all.adminDashboard.checklist;
  const lang = useLang();
  if (items.length === 0) {
    return (
      <p
        className="mb-6 flex items-center gap-2 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm font-medium text-emerald-900"
        data-testid="launch-checklist-done"
      >
        <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
        {t.done}
      </p>
    );
  }
  const reason = (item: LaunchItem): string => {
    switch (item.id) {
      case 'social_link':
        return fmt(t.items.social_link, { network: t.networks[item.network] });
      case 'founder_photo':
        return item.placeholder ? t.items.founder_photo_placeholder : t.items.founder_photo;
      case 'admin_password':
        return `${t.items.admin_password} ${item.href === '/admin/hesabim' ? t.items.admin_password_account : t.items.admin_password_shared}`;
      case 'sample':
        return fmt(t.sample.item, { label: item.label });
      case 'project_images':
        return plural(lang, item.projects.length, t.items.project_images, { names: item.projects.join(', ') });
      case 'backup':
        return backupReason(all.adminBackups, item);
      case 'smtp':
        return item.passwordOnly ? fmt(t.mailPassword.item, { host: item.passwordOnly.host, user: item.passwordOnly.user }) : t.items.smtp;
      default:
        return t.items[item.id];
    }
  };
  return (
    <Card className="mb-6 border-amber-200 p-5 sm:p-6" data-testid="launch-checklist">
      <section aria-labelledby="launch-checklist-title">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="launch-checklist-title" className="text-lg font-semibold text-slate-900">
            {t.title}
          </h2>
          <p className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-900">
            {plural(lang, items.length, t.remaining)}
          </p>
        </div>
        <p className="mt-1 text-sm text-slate-600">{t.description}</p>
        <ul className="mt-4 divide-y divide-slate-100">
          {items.map((item) => (
            <li
              key={itemKey(item)}
              data-item={itemKey(item)}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
            >
              <div className="flex min-w-0 gap-2.5">
                <CircleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
                <div className="min-w-0 text-sm text-slate-800">
                  <p>{reason(item)}</p>
                  {item.id === 'sample' ? (
                    // A claim inside a sentence (ADR 029) is not left out but reworded.
                    <p className="mt-1 text-slate-600">{item.claim.startsWith('prose.') ? t.sample.hintProse : t.sample.hint}</p>
                  ) : null}
                  {item.id === 'smtp' && item.waiting > 0 ? (
                    <p className="mt-1 font-semibold text-amber-900" data-testid="waiting-notifications">
                      {plural(lang, item.waiting, t.waitingNotifications)}
                    </p>
                  ) : null}
                  {item.id === 'smtp' && item.passwordOnly ? (
                    <div className="mt-3 max-w-sm">
                      <MailPasswordForm />
                    </div>
                  ) : null}
                  {item.id === 'site_address' && siteAddress ? (
                    <div className="mt-3 max-w-xl">
                      <SiteAddressForm view={siteAddress} compact />
                    </div>
                  ) : null}
                </div>
              </div>
              {item.id === 'sample' ? (
                <div className="flex shrink-0 flex-wrap gap-2 self-start sm:ml-4">
                  <Link to={item.href} className={buttonClass('outline', 'sm')}>
                    {t.sample.edit}
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </Link>
                  <Form method="post" action="/admin?index">
                    <input type="hidden" name="intent" value="remove-sample" />
                    <input type="hidden" name="claim" value={item.claim} />
                    <button type="submit" className={buttonClass('outline', 'sm')} aria-label={`${t.sample.remove}: ${item.label}`}>
                      <Trash2 className="size-4" aria-hidden="true" />
                      {t.sample.remove}
                    </button>
                  </Form>
                </div>
              ) : 'href' in item ? (
                <Link to={item.href} className={buttonClass('outline', 'sm', 'shrink-0 self-start sm:ml-4')}>
                  {t.fix}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
        {items.some((i) => i.id === 'sample') ? (
          <Form
            method="post"
            action="/admin?index"
            className="mt-4 flex flex-col gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between"
            onSubmit={(e) => {
              if (!window.confirm(t.sample.confirmAll)) e.preventDefault();
            }}
          >
            <p className="text-sm text-slate-600">{t.sample.removeAllHint}</p>
            <input type="hidden" name="intent" value="remove-sample" />
            <input type="hidden" name="claim" value="all" />
            <button
              type="submit"
              className={buttonClass('destructive', 'sm', 'shrink-0 self-start sm:self-auto')}
              data-testid="remove-all-samples"
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {t.sample.removeAll}
            </button>
          </Form>
        ) : null}
      </section>
    </Card>
  );
}
