import { useAdminT } from '~/i18n/admin-context';
import { Field, Input } from '~/components/ui/field';

/**
 * Re-authentication fields: the current password, or a current code when the person
 * has an authenticator app. Sent with every change to a second factor or the recovery codes, and
 * with a change of a saved mail server or backup bucket.
 */
export function ReauthFields({ withCode, error, idPrefix }: { withCode: boolean; error?: string; idPrefix: string }) {
  const m = useAdminT().adminUsers.account;
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3" data-testid={`${idPrefix}-reauth`}>
      <legend className="px-1 text-sm font-medium text-slate-900">{m.reauthTitle}</legend>
      <p className="text-sm text-slate-600">{withCode ? m.reauthHint : m.reauthHintPassword}</p>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        <Field label={m.reauthPassword} error={error}>
          {(p) => <Input {...p} type="password" name="currentPassword" maxLength={1024} autoComplete="current-password" />}
        </Field>
        {withCode ? (
          <Field label={m.reauthCode}>
            {(p) => <Input {...p} name="currentCode" inputMode="numeric" maxLength={64} autoComplete="one-time-code" />}
          </Field>
        ) : null}
      </div>
    </fieldset>
  );
}
