import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import Mail from 'lucide-react/icons/mail';
import type { MailServerLine, RestorePlan } from '~/site/backup/index';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { ReauthFields } from '~/components/admin/ReauthFields';
import { SettingsSection } from './SettingsSection';

const server = (s: MailServerLine) => `${s.host}:${s.port}`;

/**
 * The preview's part about where the site's mail goes and the address its links name: a crafted
 * backup could point either at another host, so both are shown in full, old and new, and another
 * mail server asks for the owner's current password (or code) like Ayarlar → E-posta does.
 */
export function RestoreCarried({ plan, reauthCode }: { plan: RestorePlan; reauthCode: boolean }) {
  const all = useAdminT();
  const m = all.adminRestore;
  const securities = all.adminMail.server.securities;
  const { mail, siteAddress } = plan;
  if (!mail && !siteAddress) return null;
  return (
    <SettingsSection title={m.carriedTitle} icon={<Mail className="size-4 text-slate-600" aria-hidden="true" />}>
      <div className="space-y-5 text-sm text-slate-700">
        {mail ? (
          <div data-testid="restore-mail">
            <h4 className="font-semibold text-slate-900">{m.mailTitle}</h4>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
              <dt className="text-slate-600">{m.mailHost}</dt>
              <dd className="font-medium text-slate-900 [overflow-wrap:anywhere]" data-testid="restore-mail-server">
                {server(mail.after)} · {securities[mail.after.security as keyof typeof securities] ?? mail.after.security}
              </dd>
              <dt className="text-slate-600">{m.mailUser}</dt>
              <dd className="font-medium text-slate-900 [overflow-wrap:anywhere]">{mail.after.user || '–'}</dd>
              <dt className="text-slate-600">{m.mailSender}</dt>
              <dd className="font-medium text-slate-900 [overflow-wrap:anywhere]">{mail.after.from || '–'}</dd>
            </dl>
            <p className="mt-2 text-slate-600">{fmt(m.mailBefore, { server: mail.before ? server(mail.before) : m.mailNone })}</p>
            {mail.serverChanged ? (
              <p className="mt-2 flex gap-2 rounded-lg bg-amber-50 p-3 text-amber-950">
                <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
                {m.mailWarning}
              </p>
            ) : null}
            {mail.after.user ? <p className="mt-2">{mail.passwordDropped ? m.mailPasswordDropped : m.mailPasswordAfter}</p> : null}
          </div>
        ) : null}
        {siteAddress ? (
          <div data-testid="restore-address">
            <h4 className="font-semibold text-slate-900">{m.addressTitle}</h4>
            <p className="mt-1 font-medium text-slate-900 [overflow-wrap:anywhere]" data-testid="restore-address-value">
              {siteAddress.after}
            </p>
            <p className="mt-1 text-slate-600">{fmt(m.addressBefore, { address: siteAddress.before ?? m.addressNone })}</p>
            <p className="mt-2 flex gap-2 rounded-lg bg-amber-50 p-3 text-amber-950">
              <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
              {m.addressWarning}
            </p>
          </div>
        ) : null}
        {mail?.serverChanged ? <ReauthFields withCode={reauthCode} idPrefix="restore" /> : null}
      </div>
    </SettingsSection>
  );
}
