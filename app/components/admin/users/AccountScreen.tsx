import { useState } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import Fingerprint from 'lucide-react/icons/fingerprint-pattern';
import type { PasskeyInfo, SessionInfo, StaffActionResult } from '~/domain/auth/index.server';
import { createPasskey } from '~/components/admin/passkey-client';
import { showToast } from '~/components/ui/toast';
import { ReauthFields } from '~/components/admin/ReauthFields';
import KeyRound from 'lucide-react/icons/key-round';
import MonitorSmartphone from 'lucide-react/icons/monitor-smartphone';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Copy from 'lucide-react/icons/copy';
import Download from 'lucide-react/icons/download';
import Printer from 'lucide-react/icons/printer';
import type { SessionRole } from '~/domain/auth/index';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { formatDateTime } from '~/lib/format-date';
import { Button, buttonClass } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Field, Input } from '~/components/ui/field';
import { PageHeader, useResultToast } from '~/components/admin/AdminKit';
import { SettingsSection } from '~/components/admin/settings/SettingsSection';

/** A readable device name from a user agent: browser and system, nothing more. */
export function deviceName(ua: string | null, unknown: string): string {
  if (!ua) return unknown;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrome\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : null;
  const os = /iPhone|iPad/.test(ua)
    ? 'iOS'
    : /Android/.test(ua)
      ? 'Android'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  return [browser, os].filter(Boolean).join(', ') || unknown;
}

function PasswordForm() {
  const m = useAdminT().adminUsers.account;
  const fetcher = useFetcher<StaffActionResult>();
  useResultToast(fetcher.data);
  const errors = fetcher.data?.errors ?? {};
  return (
    <SettingsSection title={m.passwordTitle} icon={<KeyRound className="size-5 text-accent-700" aria-hidden="true" />}>
      <fetcher.Form method="post" className="grid gap-4 sm:grid-cols-2" key={fetcher.data?.ok ? fetcher.data.at : 'form'}>
        <input type="hidden" name="intent" value="password" />
        <Field label={m.currentPassword} error={errors.currentPassword}>
          {(p) => <Input {...p} type="password" name="currentPassword" required maxLength={1024} autoComplete="current-password" />}
        </Field>
        <Field label={m.newPassword} error={errors.newPassword}>
          {(p) => <Input {...p} type="password" name="newPassword" required minLength={10} maxLength={1024} autoComplete="new-password" />}
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={fetcher.state !== 'idle'}>
            {m.passwordSubmit}
          </Button>
        </div>
      </fetcher.Form>
    </SettingsSection>
  );
}

/** The codes as a text file's content: a title, the note, one code a line. */
function recoveryText(codes: string[], title: string, note: string): string {
  return `${title}\n${note}\n\n${codes.join('\n')}\n`;
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const all = useAdminT();
  const m = all.adminUsers.account;
  const text = recoveryText(codes, m.recoveryFileTitle, m.recoveryFileNote);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      showToast({ title: all.adminOps.successTitle, description: m.recoveryCopied });
    } catch {
      showToast({ title: all.adminOps.errorTitle, description: m.recoveryCopyFailed, variant: 'error' });
    }
  };
  // Printing shows only this box (app.css: body[data-printing]); the mark is removed after the dialog.
  const print = () => {
    document.body.dataset.printing = 'recovery-codes';
    window.addEventListener('afterprint', () => delete document.body.dataset.printing, { once: true });
    window.print();
  };
  return (
    <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4" role="status" data-print-area="recovery-codes">
      <p className="text-sm font-semibold text-amber-950">{m.recoveryTitle}</p>
      <p className="mt-1 text-sm text-amber-950">{m.recoveryText}</p>
      <ul className="mt-3 grid grid-cols-1 gap-1 font-mono text-sm text-slate-900 sm:grid-cols-2" data-testid="recovery-codes">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2 print:hidden">
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden="true" />
          {m.recoveryCopy}
        </Button>
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="kurtarma-kodlari.txt"
          className={buttonClass('outline', 'sm')}
        >
          <Download className="size-4" aria-hidden="true" />
          {m.recoveryDownload}
        </a>
        <Button type="button" variant="outline" size="sm" onClick={print}>
          <Printer className="size-4" aria-hidden="true" />
          {m.recoveryPrint}
        </Button>
      </div>
    </div>
  );
}

function TwoFactor({
  on,
  recoveryLeft,
  setup,
}: {
  on: boolean;
  recoveryLeft: number;
  setup: { secret: string; uri: string; qr: string } | null;
}) {
  const all = useAdminT().adminUsers;
  const m = all.account;
  const fetcher = useFetcher<StaffActionResult>();
  useResultToast(fetcher.data);
  const errors = fetcher.data?.errors ?? {};
  const codes = fetcher.data?.recoveryCodes;
  return (
    <SettingsSection title={m.totpTitle} icon={<ShieldCheck className="size-5 text-accent-700" aria-hidden="true" />}>
      <p className="text-sm text-slate-700">{on ? m.totpOn : m.totpOff}</p>
      {on ? (
        <>
          <p className="mt-2 text-sm text-slate-700">{fmt(m.recoveryLeft, { n: recoveryLeft })}</p>
          <fetcher.Form method="post" className="mt-3 space-y-3" key={fetcher.data?.ok ? fetcher.data.at : 'form'}>
            <ReauthFields withCode error={errors.reauth} idPrefix="totp" />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" name="intent" value="recovery-codes" variant="outline" size="sm" disabled={fetcher.state !== 'idle'}>
                {m.recoveryNew}
              </Button>
              <Button type="submit" name="intent" value="totp-disable" variant="outline" size="sm" disabled={fetcher.state !== 'idle'}>
                {m.totpDisable}
              </Button>
            </div>
          </fetcher.Form>
        </>
      ) : setup ? (
        <details className="mt-3" open={!!errors.code || !!errors.reauth || undefined}>
          <summary className="cursor-pointer text-sm font-medium text-accent-800">{m.totpStart}</summary>
          <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-start">
            <img
              src={setup.qr}
              alt={m.totpQrAlt}
              width={200}
              height={200}
              className="size-[200px] shrink-0 self-center rounded-lg border border-slate-200 bg-white p-1 sm:self-start"
              data-testid="totp-qr"
            />
            <div className="min-w-0">
              <p className="text-sm text-slate-700">{m.totpScan}</p>
              <p className="mt-3 text-sm text-slate-600">{m.totpKey}</p>
              <code
                className="mt-1 block rounded bg-slate-100 px-3 py-2 font-mono text-sm tracking-wider break-all text-slate-900"
                data-testid="totp-secret"
              >
                {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
              </code>
              <a href={setup.uri} className="mt-2 inline-block text-sm text-accent-800 underline underline-offset-4">
                {m.totpLink}
              </a>
            </div>
          </div>
          <fetcher.Form method="post" className="mt-4 space-y-3">
            <input type="hidden" name="intent" value="totp-enable" />
            <ReauthFields withCode={false} error={errors.reauth} idPrefix="totp-enable" />
            <div className="flex flex-wrap items-end gap-3">
              <Field label={all.login.codeLabel} error={errors.code} className="w-40">
                {(p) => (
                  <Input {...p} name="code" required inputMode="numeric" pattern="[0-9 ]{6,7}" maxLength={7} autoComplete="one-time-code" />
                )}
              </Field>
              <Button type="submit" disabled={fetcher.state !== 'idle'}>
                {m.totpConfirm}
              </Button>
            </div>
          </fetcher.Form>
        </details>
      ) : null}
      {codes ? <RecoveryCodes codes={codes} /> : null}
    </SettingsSection>
  );
}

function Passkeys({ passkeys, withCode }: { passkeys: PasskeyInfo[]; withCode: boolean }) {
  const all = useAdminT();
  const m = all.adminUsers.account;
  const fetcher = useFetcher<StaffActionResult>();
  useResultToast(fetcher.data);
  const revalidator = useRevalidator();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<string[] | undefined>();
  const [reauthError, setReauthError] = useState<string | undefined>();
  const proofOf = (form: HTMLFormElement | null) => {
    const data = form ? new FormData(form) : new FormData();
    return { currentPassword: String(data.get('currentPassword') ?? ''), currentCode: String(data.get('currentCode') ?? '') };
  };
  const add = async (form: HTMLFormElement | null) => {
    setBusy(true);
    setReauthError(undefined);
    try {
      const result = await createPasskey(name, proofOf(form));
      if (!result.ok) {
        if (result.error?.startsWith('reauth-')) {
          const text =
            result.error === 'reauth-missing' ? m.reauthMissing : result.error === 'reauth-locked' ? m.reauthLocked : m.reauthWrong;
          setReauthError(text);
          showToast({ title: all.adminOps.errorTitle, description: text, variant: 'error' });
          return;
        }
        throw new Error('refused');
      }
      showToast({ title: all.adminOps.successTitle, description: m.passkeyAdded });
      setCodes(result.recoveryCodes);
      setName('');
      form?.reset();
      await revalidator.revalidate();
    } catch {
      showToast({ title: all.adminOps.errorTitle, description: m.passkeyFailed, variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const error = reauthError ?? fetcher.data?.errors?.reauth;
  return (
    <SettingsSection
      title={m.passkeysTitle}
      description={m.passkeysText}
      icon={<Fingerprint className="size-5 text-accent-700" aria-hidden="true" />}
    >
      <fetcher.Form method="post" className="space-y-4" onSubmit={() => setReauthError(undefined)}>
        <input type="hidden" name="intent" value="passkey-delete" />
        {passkeys.length === 0 ? (
          <p className="text-sm text-slate-600">{m.passkeysNone}</p>
        ) : (
          <ul aria-label={m.passkeysTitle} className="divide-y divide-slate-100 rounded-lg border border-slate-200" data-testid="passkeys">
            {passkeys.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <dl className="grid min-w-0 grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
                  <dt className="sr-only">{m.passkeyName}</dt>
                  <dd className="col-span-2 font-medium text-slate-900">{p.name}</dd>
                  <dt className="text-slate-600">{m.passkeyCreated}</dt>
                  <dd className="text-slate-800">{formatDateTime(new Date(p.createdAt))}</dd>
                  <dt className="text-slate-600">{m.passkeyLastUsed}</dt>
                  <dd className="text-slate-800">{p.lastUsedAt ? formatDateTime(new Date(p.lastUsedAt)) : all.adminUsers.users.never}</dd>
                </dl>
                <Button type="submit" name="passkey" value={p.id} variant="outline" size="sm" disabled={fetcher.state !== 'idle'}>
                  {m.passkeyRemove}
                  <span className="sr-only"> ({p.name})</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
        <ReauthFields withCode={withCode} error={error} idPrefix="passkey" />
        <div className="flex flex-wrap items-end gap-3">
          <Field label={m.passkeyName} className="w-full sm:w-64">
            {(p) => (
              <Input {...p} value={name} onChange={(e) => setName(e.target.value)} maxLength={60} placeholder={m.passkeyNamePlaceholder} />
            )}
          </Field>
          <Button type="button" disabled={busy} onClick={(e) => void add(e.currentTarget.form)}>
            {m.passkeyAdd}
          </Button>
        </div>
      </fetcher.Form>
      {codes ? <RecoveryCodes codes={codes} /> : null}
    </SettingsSection>
  );
}

function SessionRow({ s }: { s: SessionInfo }) {
  const m = useAdminT().adminUsers.account;
  const fetcher = useFetcher<StaffActionResult>();
  useResultToast(fetcher.data);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3" data-testid="session-row">
      <dl className="grid min-w-0 grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-slate-600">{m.device}</dt>
        <dd className="font-medium text-slate-900">
          {deviceName(s.userAgent, m.unknownDevice)}
          {s.current ? <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs text-emerald-800">{m.thisDevice}</span> : null}
        </dd>
        <dt className="text-slate-600">{m.lastSeen}</dt>
        <dd className="text-slate-800">{formatDateTime(new Date(s.lastSeenAt))}</dd>
        <dt className="text-slate-600">{m.signedIn}</dt>
        <dd className="text-slate-800">{formatDateTime(new Date(s.createdAt))}</dd>
        <dt className="text-slate-600">{m.address}</dt>
        <dd className="font-mono [overflow-wrap:anywhere] text-slate-800">{s.ip ?? '—'}</dd>
      </dl>
      {s.current ? null : (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="end-session" />
          <input type="hidden" name="handle" value={s.handle} />
          <Button type="submit" variant="outline" size="sm" disabled={fetcher.state !== 'idle'}>
            {m.endSession}
          </Button>
        </fetcher.Form>
      )}
    </li>
  );
}

export function AccountScreen({
  person,
  twoFactor,
  totp,
  passkeys,
  recoveryLeft,
  setup,
  sessions,
}: {
  person: { name: string | null; email: string | null; role: SessionRole; mustSetUpTwoFactor: boolean };
  twoFactor: boolean;
  totp: boolean;
  passkeys: PasskeyInfo[];
  recoveryLeft: number;
  setup: { secret: string; uri: string; qr: string } | null;
  sessions: SessionInfo[];
}) {
  const all = useAdminT().adminUsers;
  const m = all.account;
  return (
    <div className="max-w-3xl space-y-5">
      <PageHeader
        title={m.title}
        description={person.name ? `${person.name} · ${person.email} · ${all.roles[person.role]}` : m.description}
      />
      {person.mustSetUpTwoFactor ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm font-medium text-amber-950">
          {m.mustSetUp}
        </p>
      ) : null}
      {person.role === 'shared' ? (
        <p className="text-sm text-slate-700">{m.sharedNote}</p>
      ) : (
        <>
          <PasswordForm />
          <TwoFactor on={totp} recoveryLeft={twoFactor ? recoveryLeft : 0} setup={setup} />
          <Passkeys passkeys={passkeys} withCode={totp} />
        </>
      )}
      <SettingsSection
        title={m.sessionsTitle}
        description={m.sessionsText}
        icon={<MonitorSmartphone className="size-5 text-accent-700" aria-hidden="true" />}
      >
        <Card className="overflow-hidden">
          <ul aria-label={m.sessionsTitle} className="divide-y divide-slate-100">
            {sessions.map((s) => (
              <SessionRow key={s.handle} s={s} />
            ))}
          </ul>
        </Card>
      </SettingsSection>
    </div>
  );
}
