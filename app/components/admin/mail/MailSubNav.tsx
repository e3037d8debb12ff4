import { useAdminT } from '~/i18n/admin-context';
import { SubNav } from '~/components/admin/AdminKit';
import { MAIL_LOG_PATH, MAIL_SETTINGS_PATH } from './mail-paths';

/** Ayarlar → E-posta: the server set-up / the sending log. */
export function MailSubNav() {
  const t = useAdminT().adminMailLog.subnav;
  return (
    <SubNav
      label={t.label}
      links={[
        { to: MAIL_SETTINGS_PATH, label: t.settings },
        { to: MAIL_LOG_PATH, label: t.log },
      ]}
    />
  );
}
