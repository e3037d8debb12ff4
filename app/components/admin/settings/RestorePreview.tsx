import { Form, Link, useNavigation } from 'react-router';
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import DatabaseBackup from 'lucide-react/icons/database-backup';
import Users from 'lucide-react/icons/users';
import Settings from 'lucide-react/icons/settings';
import type { RestorePlan, RestoredInvitation, TableChange } from '~/site/backup/index';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { Badge } from '~/components/ui/badge';
import { Button, buttonClass } from '~/components/ui/button';
import { useResultToast, type ActionResult } from '~/components/admin/AdminKit';
import { SettingsSection } from './SettingsSection';
import { RestoreCarried } from './RestoreCarried';

/** The system tab's address (the preview's way back). */
const SYSTEM_PATH = '/admin/ayarlar/sistem';

export interface StagedView {
  id: string;
  plan: RestorePlan;
  createdAt: string;
  expiresAt: string;
  /** The person has a second factor: the proof asked for another mail server may be a current code. */
  reauthCode: boolean;
}

export type RestoreActionData = ActionResult & {
  cancelled?: boolean;
  done?: { plan: RestorePlan; addedAccounts: number; invitations: RestoredInvitation[]; stoppedCampaigns: number };
};

/** Per table: rows added, changed, removed. */
function ChangesTable({ tables, auditAdded }: { tables: TableChange[]; auditAdded: number }) {
  const m = useAdminT().adminRestore;
  const name = (t: string) => m.tables[t as keyof typeof m.tables] ?? t;
  if (!tables.length && !auditAdded) return <p className="text-sm text-slate-700">{m.noTableChanges}</p>;
  return (
    <div className="-mx-1 overflow-x-auto px-1">
      <table className="w-full text-sm" data-testid="restore-changes">
        <caption className="sr-only">{m.tablesCaption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs text-slate-600 sm:text-sm">
            <th scope="col" className="py-2 pr-3 font-medium">
              {m.table}
            </th>
            <th scope="col" className="px-1.5 py-2 text-right font-medium sm:px-2">
              {m.added}
            </th>
            <th scope="col" className="px-1.5 py-2 text-right font-medium sm:px-2">
              {m.changed}
            </th>
            <th scope="col" className="py-2 pl-1.5 text-right font-medium sm:pl-2">
              {m.removed}
            </th>
          </tr>
        </thead>
        <tbody>
          {tables.map((c) => (
            <tr key={c.table} className="border-b border-slate-100" data-table={c.table}>
              <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-900">
                {name(c.table)}
              </th>
              <td className="px-2 py-2 text-right text-emerald-800 tabular-nums">{c.added || '–'}</td>
              <td className="px-2 py-2 text-right text-amber-900 tabular-nums">{c.changed || '–'}</td>
              <td className="py-2 pl-2 text-right text-red-800 tabular-nums">{c.removed || '–'}</td>
            </tr>
          ))}
          {auditAdded ? (
            <tr className="border-b border-slate-100" data-table="audit_log">
              <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-900">
                {name('audit_log')}
              </th>
              <td className="px-2 py-2 text-right text-emerald-800 tabular-nums">{auditAdded}</td>
              <td className="px-2 py-2 text-right tabular-nums">–</td>
              <td className="py-2 pl-2 text-right tabular-nums">–</td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

function SettingsList({ keys }: { keys: string[] }) {
  const m = useAdminT().adminRestore;
  if (!keys.length) return <p className="text-sm text-slate-700">{m.settingsSame}</p>;
  const known = (k: string) => Object.hasOwn(m.settings, k) && k !== 'other';
  return (
    <div className="text-sm text-slate-700">
      <p>{m.settingsDiffer}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="restore-settings">
        {keys.map((k) => (
          <li key={k}>{known(k) ? m.settings[k as keyof typeof m.settings] : m.settings.other}</li>
        ))}
      </ul>
      {keys.some((k) => !known(k)) ? (
        <details className="mt-2 text-xs text-slate-600">
          <summary className="cursor-pointer">{m.technical}</summary>
          <p className="mt-1 font-mono break-all">{keys.filter((k) => !known(k)).join(', ')}</p>
        </details>
      ) : null}
    </div>
  );
}

function Invitations({ invitations }: { invitations: RestoredInvitation[] }) {
  const m = useAdminT().adminRestore;
  if (!invitations.length) return null;
  return (
    <div
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      role="status"
      data-testid="restored-invitations"
    >
      <p>{m.doneLinks}</p>
      <ul className="mt-2 space-y-2">
        {invitations.map((i) => (
          <li key={i.email}>
            <span className="font-medium [overflow-wrap:anywhere]">
              {i.name} · {i.email}
            </span>
            <code className="mt-1 block rounded bg-white px-3 py-2 font-mono text-xs break-all text-slate-900">{i.link}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

function BackLink() {
  const m = useAdminT().adminRestore;
  return (
    <Link to={SYSTEM_PATH} className={buttonClass('outline')}>
      {m.backToSystem}
    </Link>
  );
}

function Preview({ staged, error }: { staged: StagedView; error?: string }) {
  const m = useAdminT().adminRestore;
  const roles = useAdminT().adminUsers.roles;
  const { plan } = staged;
  const busy = useNavigation().state !== 'idle';
  return (
    <Form method="post" className="space-y-5" data-testid="restore-preview">
      <input type="hidden" name="id" value={staged.id} />
      <h3 className="text-lg font-semibold text-slate-900">{m.title}</h3>
      <div className="rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950">
        <p className="font-medium">{m.description}</p>
        <p className="mt-1">{fmt(m.fileLine, { date: staged.createdAt })}</p>
        <p className="mt-1 text-sky-900">{fmt(m.expires, { time: staged.expiresAt })}</p>
      </div>
      {error ? (
        <p className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900" role="alert">
          {error}
        </p>
      ) : null}
      <SettingsSection title={m.tablesTitle} icon={<DatabaseBackup className="size-4 text-slate-600" aria-hidden="true" />}>
        <ChangesTable tables={plan.tables.filter((t) => t.table !== 'settings')} auditAdded={plan.auditAdded} />
        {plan.auditAdded ? <p className="mt-3 text-sm text-slate-600">{fmt(m.auditNote, { n: plan.auditAdded })}</p> : null}
        {plan.stoppedCampaigns ? <p className="mt-2 text-sm text-slate-600">{fmt(m.campaignsNote, { n: plan.stoppedCampaigns })}</p> : null}
      </SettingsSection>
      <SettingsSection title={m.settingsTitle} icon={<Settings className="size-4 text-slate-600" aria-hidden="true" />}>
        <SettingsList keys={plan.settings} />
      </SettingsSection>
      <RestoreCarried plan={plan} reauthCode={staged.reauthCode} />
      <SettingsSection
        title={m.accountsTitle}
        description={m.accountsRule}
        icon={<Users className="size-4 text-slate-600" aria-hidden="true" />}
      >
        <h4 className="text-sm font-semibold text-slate-900">{m.keptTitle}</h4>
        {plan.accounts.kept.length ? (
          <ul className="mt-2 space-y-1.5 text-sm text-slate-700" data-testid="restore-kept">
            {plan.accounts.kept.map((a) => (
              <li key={a.id} className="[overflow-wrap:anywhere]">
                <span className="font-medium text-slate-900">{a.name}</span> · {a.email} · {roles[a.role]}
                {a.fileDiffers ? <span className="block text-xs text-slate-600">{m.keptDiffers}</span> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-slate-600">{m.keptNone}</p>
        )}
        <h4 className="mt-5 text-sm font-semibold text-slate-900">{m.newTitle}</h4>
        {plan.accounts.new.length ? (
          <>
            <p className="mt-1 text-sm text-slate-600">{m.newHint}</p>
            {plan.ownerNeeded ? (
              <p className="mt-2 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
                <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
                {m.ownerNeeded}
              </p>
            ) : null}
            <ul className="mt-3 space-y-2" data-testid="restore-new">
              {plan.accounts.new.map((a) => (
                <li key={a.id}>
                  <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm hover:bg-slate-50">
                    <input type="checkbox" name="account" value={a.id} className="mt-0.5 size-4 shrink-0 accent-accent-700" />
                    <span className="min-w-0 [overflow-wrap:anywhere]">
                      <span className="font-medium text-slate-900">{a.name}</span> · {a.email}{' '}
                      <Badge tone={a.role === 'owner' ? 'purple' : 'slate'}>{roles[a.role]}</Badge>
                      {a.status === 'disabled' ? <span className="block text-xs text-slate-600">{m.newDisabled}</span> : null}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="mt-1 text-sm text-slate-600">{m.newNone}</p>
        )}
      </SettingsSection>
      <div className="space-y-3">
        <p className="text-sm text-slate-600">{m.confirmHint}</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button type="submit" name="intent" value="cancel" variant="outline" disabled={busy} formNoValidate>
            {m.cancel}
          </Button>
          <Button type="submit" name="intent" value="confirm" variant="destructive" disabled={busy}>
            {busy ? m.restoring : m.confirm}
          </Button>
        </div>
      </div>
    </Form>
  );
}

function Done({ done }: { done: NonNullable<RestoreActionData['done']> }) {
  const m = useAdminT().adminRestore;
  return (
    <div className="space-y-5" data-testid="restore-done">
      <SettingsSection title={m.doneTitle} icon={<DatabaseBackup className="size-4 text-emerald-700" aria-hidden="true" />}>
        <div className="space-y-3">
          {done.plan.tables.length || done.plan.auditAdded ? <p className="text-sm text-slate-700">{m.doneChanged}</p> : null}
          <ChangesTable tables={done.plan.tables} auditAdded={done.plan.auditAdded} />
          {done.addedAccounts ? <p className="text-sm text-slate-700">{fmt(m.doneAdded, { n: done.addedAccounts })}</p> : null}
          {done.plan.mail?.serverChanged && done.plan.mail.after.user ? (
            <p className="text-sm text-slate-700" data-testid="restore-done-mail">
              {m.doneMailPassword}{' '}
              <Link to="/admin" className="font-medium text-accent-700 underline underline-offset-2">
                {m.doneMailPasswordLink}
              </Link>
            </p>
          ) : null}
          <Invitations invitations={done.invitations} />
        </div>
      </SettingsSection>
      <BackLink />
    </div>
  );
}

/** The restore page: the preview, the result, or why there is nothing to show. */
export function RestorePage({ staged, result }: { staged: StagedView | null; result?: RestoreActionData }) {
  const m = useAdminT().adminRestore;
  useResultToast(result);
  if (result?.done) return <Done done={result.done} />;
  const error = result && !result.ok ? result.toast?.description : undefined;
  if (staged && !result?.cancelled) return <Preview staged={staged} error={error} />;
  return (
    <div className="space-y-4">
      <p
        className={error ? 'rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900' : 'text-sm text-slate-700'}
        role={error ? 'alert' : 'status'}
      >
        {error ?? (result?.cancelled ? m.cancelled : m.expired)}
      </p>
      <BackLink />
    </div>
  );
}
