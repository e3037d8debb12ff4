import { useFetcher } from 'react-router';
import UserPlus from 'lucide-react/icons/user-plus';
import ShieldCheck from 'lucide-react/icons/shield-check';
import type { Account, StaffActionResult } from '~/domain/auth/index.server';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { formatDateTime } from '~/lib/format-date';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Field, Input, Select } from '~/components/ui/field';
import { ConfirmButton, useResultToast } from '~/components/admin/AdminKit';
import { SettingsSection } from '~/components/admin/settings/SettingsSection';

/** The link of the last invitation, for the owner to pass on when no e-mail is sent (and which address it names while unconfirmed). */
function InvitationLink({ result }: { result?: StaffActionResult }) {
  const m = useAdminT().adminUsers.users;
  const inv = result?.invitation;
  if (!inv || inv.mailed || !inv.link) return null;
  return (
    <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950" role="status">
      <p>{inv.unconfirmedAddress ? fmt(m.passOnUnconfirmed, { address: inv.unconfirmedAddress }) : m.passOn}</p>
      <p className="mt-1 font-medium">{inv.email}</p>
      <code className="mt-2 block rounded bg-white px-3 py-2 font-mono text-xs break-all text-slate-900" data-testid="invitation-link">
        {inv.link}
      </code>
    </div>
  );
}

/** A fresh install: the shared-password session creates the first (owner) account, taking the shared password over. */
export function FirstOwnerForm() {
  const m = useAdminT().adminUsers.users;
  const fetcher = useFetcher<StaffActionResult>();
  useResultToast(fetcher.data);
  const errors = fetcher.data?.errors ?? {};
  return (
    <SettingsSection
      title={m.firstTitle}
      description={m.firstText}
      icon={<UserPlus className="size-5 text-accent-700" aria-hidden="true" />}
    >
      <fetcher.Form method="post" className="grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="first-owner" />
        <Field label={m.name} error={errors.name}>
          {(p) => <Input {...p} name="name" required maxLength={100} autoComplete="name" />}
        </Field>
        <Field label={m.email} error={errors.email}>
          {(p) => <Input {...p} type="email" name="email" required maxLength={254} autoComplete="email" />}
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={fetcher.state !== 'idle'}>
            {m.firstSubmit}
          </Button>
        </div>
      </fetcher.Form>
    </SettingsSection>
  );
}

function InviteForm() {
  const all = useAdminT().adminUsers;
  const m = all.users;
  const fetcher = useFetcher<StaffActionResult>();
  useResultToast(fetcher.data);
  const errors = fetcher.data?.errors ?? {};
  return (
    <SettingsSection title={m.inviteTitle} icon={<UserPlus className="size-5 text-accent-700" aria-hidden="true" />}>
      <fetcher.Form method="post" className="grid gap-4 sm:grid-cols-3" key={fetcher.data?.ok ? fetcher.data.at : 'form'}>
        <input type="hidden" name="intent" value="invite" />
        <Field label={m.name} error={errors.name}>
          {(p) => <Input {...p} name="name" required maxLength={100} autoComplete="off" />}
        </Field>
        <Field label={m.email} error={errors.email}>
          {(p) => <Input {...p} type="email" name="email" required maxLength={254} autoComplete="off" />}
        </Field>
        <Field label={m.role}>
          {(p) => (
            <Select {...p} name="role" defaultValue="editor">
              <option value="editor">{all.roles.editor}</option>
              <option value="owner">{all.roles.owner}</option>
            </Select>
          )}
        </Field>
        <div className="sm:col-span-3">
          <Button type="submit" disabled={fetcher.state !== 'idle'}>
            {m.inviteSubmit}
          </Button>
        </div>
      </fetcher.Form>
      <InvitationLink result={fetcher.data} />
    </SettingsSection>
  );
}

function AccountRow({ account, self }: { account: Account; self: boolean }) {
  const all = useAdminT().adminUsers;
  const m = all.users;
  const fetcher = useFetcher<StaffActionResult>();
  useResultToast(fetcher.data);
  const busy = fetcher.state !== 'idle';
  const post = (fields: Record<string, string>) => void fetcher.submit({ ...fields, id: account.id }, { method: 'post' });
  return (
    <li className="px-4 py-4" data-testid="account-row" data-email={account.email}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">
            {account.name} {self ? <span className="text-sm font-normal text-slate-600">{m.you}</span> : null}
          </p>
          <p className="text-sm [overflow-wrap:anywhere] text-slate-700">{account.email}</p>
        </div>
        <div className="flex flex-wrap gap-1.5 text-xs font-medium">
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">{all.roles[account.role]}</span>
          <span
            className={
              account.status === 'active'
                ? 'rounded-full bg-emerald-50 px-2 py-0.5 text-emerald-800'
                : account.status === 'disabled'
                  ? 'rounded-full bg-red-50 px-2 py-0.5 text-red-800'
                  : 'rounded-full bg-amber-50 px-2 py-0.5 text-amber-900'
            }
          >
            {all.status[account.status]}
          </span>
        </div>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-slate-600">{m.lastLogin}</dt>
        <dd className="text-slate-800">{account.lastLoginAt ? formatDateTime(new Date(account.lastLoginAt)) : m.never}</dd>
        <dt className="text-slate-600">{m.twoFactor}</dt>
        <dd className="text-slate-800">{account.twoFactor ? m.yes : m.no}</dd>
      </dl>
      {self ? null : (
        <div className="mt-3 flex flex-wrap gap-2">
          {account.status !== 'active' ? (
            <Button variant="outline" size="sm" disabled={busy} onClick={() => post({ intent: 'reinvite' })}>
              {m.reinvite}
            </Button>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => post({ intent: 'role', role: account.role === 'owner' ? 'editor' : 'owner' })}
          >
            {account.role === 'owner' ? m.makeEditor : m.makeOwner}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => post({ intent: account.status === 'disabled' ? 'enable' : 'disable' })}
          >
            {account.status === 'disabled' ? m.enable : m.disable}
          </Button>
          <ConfirmButton
            title={m.remove}
            message={fmt(m.confirmRemove, { name: account.name })}
            confirmLabel={m.remove}
            variant="outline"
            disabled={busy}
            onConfirm={() => post({ intent: 'delete' })}
          >
            {m.remove}
          </ConfirmButton>
        </div>
      )}
      <InvitationLink result={fetcher.data} />
    </li>
  );
}

function RequireTwoFactor({ on, selfHasFactor }: { on: boolean; selfHasFactor: boolean }) {
  const m = useAdminT().adminUsers.users;
  // Switching it on without a second factor of one's own would shut the owner out: warned and refused (the server refuses too).
  const blocked = !on && !selfHasFactor;
  const fetcher = useFetcher<StaffActionResult>();
  useResultToast(fetcher.data);
  return (
    <SettingsSection
      title={m.requireTitle}
      description={m.requireText}
      icon={<ShieldCheck className="size-5 text-accent-700" aria-hidden="true" />}
    >
      <p className="text-sm font-medium text-slate-800">{on ? m.requireIsOn : m.requireIsOff}</p>
      {blocked ? (
        <p className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="require-2fa-warning">
          {m.requireNeedsOwn}{' '}
          <a href="/admin/hesabim" className="font-medium underline underline-offset-4">
            {m.requireSetUpOwn}
          </a>
        </p>
      ) : null}
      <fetcher.Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="require-2fa" />
        <input type="hidden" name="value" value={on ? 'off' : 'on'} />
        <Button type="submit" variant="outline" size="sm" disabled={fetcher.state !== 'idle' || blocked}>
          {on ? m.requireOff : m.requireOn}
        </Button>
      </fetcher.Form>
    </SettingsSection>
  );
}

export function UsersScreen({
  accounts,
  selfId,
  requireTwoFactor,
}: {
  accounts: Account[];
  selfId: string | null;
  requireTwoFactor: boolean;
}) {
  const self = accounts.find((a) => a.id === selfId);
  const m = useAdminT().adminUsers.users;
  if (accounts.length === 0) return <FirstOwnerForm />;
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">{m.description}</p>
      <Card className="overflow-hidden">
        <ul aria-label={m.title} className="divide-y divide-slate-100">
          {accounts.map((a) => (
            <AccountRow key={a.id} account={a} self={a.id === selfId} />
          ))}
        </ul>
      </Card>
      <InviteForm />
      <RequireTwoFactor on={requireTwoFactor} selfHasFactor={!!self?.twoFactor} />
    </div>
  );
}
