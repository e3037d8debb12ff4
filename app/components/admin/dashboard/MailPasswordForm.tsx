import { useFetcher } from 'react-router';
import { useAdminT } from '~/i18n/admin-context';
import { Button } from '~/components/ui/button';
import { Field, Input } from '~/components/ui/field';
import { useResultToast, type ActionResult } from '~/components/admin/AdminKit';

/** Ayarlar → E-posta's action, which takes the password alone for the saved server (`password` intent). */
const MAIL_ACTION = '/admin/ayarlar/eposta';

/**
 * The checklist's mail item when the server is saved (a restored backup) but its password is not:
 * the password alone; server, user name and sender stay as they are. Without JavaScript the post
 * lands on the e-mail settings page.
 */
export function MailPasswordForm() {
  const t = useAdminT().adminDashboard.checklist.mailPassword;
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const error = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.errors?.password : undefined;
  return (
    <fetcher.Form method="post" action={MAIL_ACTION} className="space-y-3" data-testid="mail-password-form">
      <input type="hidden" name="intent" value="password" />
      <Field label={t.label} hint={t.hint} error={error}>
        {(p) => <Input {...p} name="password" type="password" required maxLength={500} autoComplete="new-password" />}
      </Field>
      <Button type="submit" size="sm" disabled={fetcher.state !== 'idle'}>
        {fetcher.state !== 'idle' ? t.saving : t.save}
      </Button>
    </fetcher.Form>
  );
}
