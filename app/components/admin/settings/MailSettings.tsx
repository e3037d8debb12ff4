import { useState } from 'react';
import { useFetcher } from 'react-router';
import Mail from 'lucide-react/icons/mail';
import Send from 'lucide-react/icons/send';
import Server from 'lucide-react/icons/server';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleAlert from 'lucide-react/icons/circle-alert';
import { mailFormValues, mailSettingsSchema, testAddressSchema, type MailActionResult, type MailSettingsView } from '~/domain/mail/index';
import { MAIL_PRESET_IDS, MAIL_PRESETS, MAIL_SECURITY, type MailPreset, type MailSecurity } from '~/lib/mail-server';
import { useAdminT } from '~/i18n/admin-context';
import { useLang } from '~/i18n/context';
import { fmt, plural } from '~/i18n/define';
import { Button } from '~/components/ui/button';
import { Field, Input, Select } from '~/components/ui/field';
import { useResultToast } from '~/components/admin/AdminKit';
import { cn } from '~/components/ui/cn';
import { SettingsSection } from './SettingsSection';
import { ReauthFields } from '~/components/admin/ReauthFields';
import { fieldErrors } from '~/lib/zod-errors';

/**
 * Ayarlar → E-posta (ADR 020): the state of sending (waiting notifications,
 * server variables that win), the provider presets, the server, the sender,
 * the notification address and "Test e-postası gönder" with the server's
 * answer. The password field starts empty: the server only says whether one is saved.
 */
export function MailSettings({ view, problem = false }: { view: MailSettingsView; problem?: boolean }) {
  const all = useAdminT();
  const m = all.adminMail;
  const lang = useLang();
  const fetcher = useFetcher<MailActionResult>();
  useResultToast(fetcher.data);
  const v = view.values;
  const [preset, setPreset] = useState<MailPreset>((MAIL_PRESET_IDS as string[]).includes(v.preset) ? (v.preset as MailPreset) : 'other');
  const [host, setHost] = useState(v.host);
  const [port, setPort] = useState(String(v.port));
  const [security, setSecurity] = useState<MailSecurity>(v.security);
  const [user, setUser] = useState(v.user);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const busy = fetcher.state !== 'idle';
  const pendingIntent = busy ? fetcher.formData?.get('intent') : undefined;
  const serverErrors = fetcher.state === 'idle' ? (fetcher.data?.errors ?? {}) : {};
  const errors: Record<string, string> = { ...serverErrors, ...clientErrors };
  const test = fetcher.state === 'idle' ? fetcher.data?.test : undefined;

  const choosePreset = (id: MailPreset) => {
    setPreset(id);
    const p = MAIL_PRESETS[id];
    if (p) {
      setHost(p.host);
      setPort(String(p.port));
      setSecurity(p.security);
    }
  };

  // The server's rules, checked here first (the same schema); the server checks again.
  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const form = new FormData(e.currentTarget);
    const next: Record<string, string> = {};
    const parsed = mailSettingsSchema.safeParse(mailFormValues(form));
    if (!parsed.success)
      Object.assign(next, fieldErrors(parsed.error, { message: (i) => m.validation[i.message as keyof typeof m.validation] ?? i.message }));
    if (submitter?.value === 'test' && !testAddressSchema.safeParse(form.get('test_to') ?? '').success) next.test_to = m.validation.email;
    setClientErrors(next);
    if (Object.keys(next).length) e.preventDefault();
  };

  const envServer = view.env.server;
  // The saved password belongs to the saved server: another one needs it typed again and a proof of who is here.
  const serverChanged =
    view.saved &&
    (host.trim().toLowerCase() !== v.host.toLowerCase() || Number(port) !== v.port || security !== v.security || user.trim() !== v.user);
  return (
    <fetcher.Form method="post" className="space-y-5" onSubmit={onSubmit} noValidate data-testid="mail-settings">
      <p className="text-sm text-slate-600">{m.intro}</p>
      <MailState view={view} problem={problem} />

      <SettingsSection title={m.server.title} description={m.server.description} icon={<Server className="size-4" aria-hidden="true" />}>
        <fieldset disabled={envServer} className="space-y-4 disabled:opacity-60">
          <Field label={m.server.preset} hint={m.server.presetHints[preset]}>
            {(p) => (
              <Select {...p} name="preset" value={preset} onChange={(e) => choosePreset(e.target.value as MailPreset)}>
                {MAIL_PRESET_IDS.map((id) => (
                  <option key={id} value={id}>
                    {m.server.presets[id]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
            <Field label={m.server.host} error={errors.host}>
              {(p) => (
                <Input {...p} name="host" value={host} onChange={(e) => setHost(e.target.value)} autoComplete="off" spellCheck={false} />
              )}
            </Field>
            <Field label={m.server.port} error={errors.port}>
              {(p) => <Input {...p} name="port" inputMode="numeric" value={port} onChange={(e) => setPort(e.target.value)} />}
            </Field>
          </div>
          <Field label={m.server.security} error={errors.security}>
            {(p) => (
              <Select {...p} name="security" value={security} onChange={(e) => setSecurity(e.target.value as MailSecurity)}>
                {MAIL_SECURITY.map((id) => (
                  <option key={id} value={id}>
                    {m.server.securities[id]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={m.server.user} hint={m.server.userHint} error={errors.user}>
            {(p) => (
              <Input {...p} name="user" value={user} onChange={(e) => setUser(e.target.value)} autoComplete="username" spellCheck={false} />
            )}
          </Field>
          <Field
            label={m.server.password}
            hint={`${view.password.saved && !serverChanged ? m.server.passwordSaved : m.server.passwordNone} ${m.server.passwordHint}`}
            error={errors.password}
          >
            {(p) => (
              <Input {...p} name="password" type="password" defaultValue="" autoComplete="new-password" data-testid="mail-password" />
            )}
          </Field>
          {serverChanged ? (
            <div
              role="status"
              data-testid="mail-server-changed"
              className="flex gap-2.5 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
            >
              <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
              <p>{m.server.changed}</p>
            </div>
          ) : null}
          {serverChanged || errors.reauth ? <ReauthFields withCode={view.reauthCode} error={errors.reauth} idPrefix="mail" /> : null}
          {view.password.saved && !serverChanged ? (
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" name="remove_password" className="size-4 accent-accent-700" />
              {m.server.removePassword}
            </label>
          ) : null}
        </fieldset>
        {/* A disabled fieldset posts nothing: keep the stored values while SMTP_URL wins. */}
        {envServer ? <EnvServerFields view={view} /> : null}
      </SettingsSection>

      <SettingsSection title={m.sender.title} description={m.sender.description} icon={<Mail className="size-4" aria-hidden="true" />}>
        <div className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <SenderName companyName={view.companyName} saved={v.from_name} error={errors.from_name} />
            <Field label={m.sender.fromAddress} hint={m.sender.fromAddressHint} error={errors.from_address}>
              {(p) => <Input {...p} name="from_address" type="email" defaultValue={v.from_address} spellCheck={false} />}
            </Field>
          </div>
          <Field label={m.sender.replyTo} hint={m.sender.replyToHint} error={errors.reply_to}>
            {(p) => <Input {...p} name="reply_to" type="email" defaultValue={v.reply_to} spellCheck={false} />}
          </Field>
          <Field label={m.notifications.notifyTo} hint={m.notifications.notifyToHint} error={errors.notify_to}>
            {(p) => <Input {...p} name="notify_to" type="email" defaultValue={v.notify_to} spellCheck={false} />}
          </Field>
        </div>
      </SettingsSection>

      <SettingsSection title={m.test.title} description={m.test.description} icon={<Send className="size-4" aria-hidden="true" />}>
        <div className="space-y-3">
          <Field label={m.test.to} error={errors.test_to}>
            {(p) => <Input {...p} name="test_to" type="email" defaultValue={view.testTo} spellCheck={false} />}
          </Field>
          <Button type="submit" name="intent" value="test" variant="outline" disabled={busy}>
            <Send className="size-4" aria-hidden="true" />
            {pendingIntent === 'test' ? m.test.sending : m.test.button}
          </Button>
          <div aria-live="polite">
            {test ? (
              <div
                data-testid="mail-test-result"
                data-ok={test.ok}
                className={
                  test.ok
                    ? 'flex gap-2.5 rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-950'
                    : 'flex gap-2.5 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-950'
                }
              >
                {test.ok ? (
                  <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                ) : (
                  <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                )}
                <div className="min-w-0">
                  <p>{test.message}</p>
                  {test.detail ? (
                    <details className="mt-1.5">
                      <summary className="cursor-pointer font-medium">{m.technical}</summary>
                      <p className="mt-1 break-words font-mono text-xs">
                        {m.test.answer}: {test.detail}
                      </p>
                    </details>
                  ) : null}
                </div>
              </div>
            ) : null}
          </div>
        </div>
      </SettingsSection>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" name="intent" value="save" disabled={busy}>
          {pendingIntent === 'save' ? all.adminOps.saving : all.adminOps.save}
        </Button>
        {view.waiting > 0 ? <p className="text-sm text-slate-600">{plural(lang, view.waiting, m.state.waiting)}</p> : null}
      </div>
    </fetcher.Form>
  );
}

/**
 * The sender name: the company name (stored as no name, so it follows a rename) or one of the
 * staff's choosing (kept as typed).
 */
function SenderName({ companyName, saved, error }: { companyName: string; saved: string; error?: string }) {
  const m = useAdminT().adminMail.sender;
  const [custom, setCustom] = useState(saved !== '');
  const radio = 'size-4 shrink-0 accent-accent-700';
  return (
    <fieldset className="space-y-2" data-testid="mail-sender-name">
      <legend className="mb-1.5 block text-sm font-medium text-slate-800">{m.fromName}</legend>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="radio"
          name="from_name_mode"
          value="company"
          checked={!custom}
          onChange={() => setCustom(false)}
          className={cn(radio, 'mt-0.5')}
        />
        <span>
          {fmt(m.fromNameCompany, { company: companyName })}
          <span className="block text-slate-600">{m.fromNameCompanyHint}</span>
        </span>
      </label>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="radio" name="from_name_mode" value="custom" checked={custom} onChange={() => setCustom(true)} className={radio} />
        {m.fromNameCustom}
      </label>
      {custom ? (
        <Field label={m.fromName} hint={m.fromNameHint} error={error} className="pl-6">
          {(p) => <Input {...p} name="from_name" defaultValue={saved} />}
        </Field>
      ) : null}
    </fieldset>
  );
}

/** While SMTP_URL wins, the server fields are shown disabled; their stored values still post, unchanged. */
function EnvServerFields({ view }: { view: MailSettingsView }) {
  const v = view.values;
  return (
    <>
      <input type="hidden" name="preset" value={v.preset || 'other'} />
      <input type="hidden" name="host" value={v.host} />
      <input type="hidden" name="port" value={v.port} />
      <input type="hidden" name="security" value={v.security} />
      <input type="hidden" name="user" value={v.user} />
    </>
  );
}

/** `problem`: mail is failing or stuck (the health notice above says why): not green then. */
function MailState({ view, problem }: { view: MailSettingsView; problem: boolean }) {
  const all = useAdminT();
  const m = all.adminMail;
  const lang = useLang();
  const warn = view.state === 'none' || view.state === 'password-unreadable' || view.state === 'password-needed' || problem;
  const text =
    view.state === 'env'
      ? m.state.env
      : view.state === 'admin'
        ? m.state.admin
        : view.state === 'password-unreadable'
          ? m.state.unreadable
          : view.state === 'password-needed'
            ? m.state.passwordNeeded
            : m.state.none;
  const technical = [
    view.env.server ? m.state.envTechnical : null,
    view.env.sender ? m.state.envSenderTechnical : null,
    view.state === 'password-unreadable' ? m.state.unreadableTechnical : null,
  ].filter((t): t is string => !!t);
  return (
    <div
      role="status"
      data-testid="mail-state"
      data-state={view.state}
      className={
        warn
          ? 'flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950'
          : 'flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950'
      }
    >
      {warn ? (
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
      ) : (
        <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
      )}
      <div className="min-w-0 space-y-1">
        <p>{text}</p>
        {view.env.sender ? <p>{m.state.envSender}</p> : null}
        {view.waiting > 0 ? (
          <p className="font-semibold" data-testid="mail-waiting">
            {plural(lang, view.waiting, m.state.waiting)}
          </p>
        ) : null}
        {technical.length ? (
          <details>
            <summary className="cursor-pointer font-medium">{m.technical}</summary>
            {technical.map((t) => (
              <p key={t} className="mt-1 text-xs">
                {t}
              </p>
            ))}
          </details>
        ) : null}
      </div>
    </div>
  );
}
