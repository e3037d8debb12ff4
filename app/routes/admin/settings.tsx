import { useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { AlertDialog, Tabs } from 'radix-ui';
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import DatabaseBackup from 'lucide-react/icons/database-backup';
import Download from 'lucide-react/icons/download';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Terminal from 'lucide-react/icons/terminal';
import Upload from 'lucide-react/icons/upload';
import type { Route } from './+types/settings';
import { requireAdmin, requireAdminAction } from '~/domain/auth/guard.server';
import { getSettings, saveSettings } from '~/domain/settings/settings.server';
import { parseSettingsForm, SEO_DESCRIPTION_HINT, SEO_TITLE_HINT, SETTINGS_FIELD_TABS, SOCIAL_KEYS } from '~/domain/settings/form';
import type { Settings } from '~/domain/settings/schema';
import { MAX_RESTORE_BYTES, MAX_RESTORE_MB, RESTORE_PATH } from '~/domain/backup/paths';
import { notifyContentChanged } from '~/server/cache/invalidation.server';
import { logger } from '~/server/logger.server';
import { catalog } from '~/i18n/catalog';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { Button, buttonClass } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { cn } from '~/components/ui/cn';
import { Field, Input, Textarea } from '~/components/ui/field';
import { showToast } from '~/components/ui/toast';
import { PageHeader, useResultToast, type ActionResult } from '~/components/admin/ops';
import { BACKUP_PATH } from '~/components/admin/ops-nav';
import { readFormData } from '~/server/http/body.server';

type Tab = 'general' | 'contact' | 'seo' | 'system';
const TABS: Tab[] = ['general', 'contact', 'seo', 'system'];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { settings: await getSettings(), maxRestoreMb: MAX_RESTORE_MB };
}

export async function action({ request }: Route.ActionArgs): Promise<ActionResult> {
  await requireAdminAction(request);
  const t = catalog.tr;
  const m = t.adminSettings;
  const fail = (description: string, title = t.adminOps.errorTitle): ActionResult => ({
    ok: false,
    at: Date.now(),
    toast: { title, description, variant: 'error' },
  });

  // Backups are restored by their own route (RESTORE_PATH, app/routes/resources/admin-restore.ts).
  const form = await readFormData(request);
  const intent = form.get('intent');

  if (intent === 'save') {
    const parsed = parseSettingsForm(form, m.validation);
    if (!parsed.ok)
      return {
        ok: false,
        at: Date.now(),
        errors: parsed.errors,
        toast: { title: t.adminOps.errorTitle, description: m.validation.fixErrors, variant: 'error' },
      };
    try {
      // Maintenance mode has its own form on the system tab.
      const { maintenance_mode: _maintenance, ...rest } = parsed.value;
      await saveSettings(rest);
      return { ok: true, at: Date.now(), toast: { title: t.adminOps.successTitle, description: m.toasts.saved } };
    } catch (err) {
      logger().error({ err }, 'settings save failed');
      return fail(m.toasts.saveError);
    }
  }

  if (intent === 'maintenance') {
    try {
      await saveSettings({ maintenance_mode: form.get('maintenance_mode') === 'on' });
      return { ok: true, at: Date.now(), toast: { title: t.adminOps.successTitle, description: m.toasts.saved } };
    } catch (err) {
      logger().error({ err }, 'maintenance mode save failed');
      return fail(m.toasts.saveError);
    }
  }

  if (intent === 'clear-cache') {
    try {
      await notifyContentChanged('manual');
      return { ok: true, at: Date.now(), toast: { title: t.adminOps.successTitle, description: m.toasts.cacheCleared } };
    } catch (err) {
      logger().error({ err }, 'cache clear failed');
      return fail(m.toasts.cacheError);
    }
  }

  return fail(m.toasts.saveError);
}

function CharCount({ n, max, hint, tooLong }: { n: number; max: number; hint: string; tooLong: string }) {
  return <span className={cn(n > max && 'font-medium text-amber-800')}>{fmt(n > max ? tooLong : hint, { n })}</span>;
}

/** A text field with a live character count against an SEO length hint (spec §5: 60 and 160). */
function CountedField(props: {
  name: string;
  label: string;
  defaultValue: string;
  max: number;
  hint: string;
  tooLong: string;
  error?: string;
  multiline?: boolean;
}) {
  const [value, setValue] = useState(props.defaultValue);
  return (
    <Field
      label={props.label}
      error={props.error}
      hint={<CharCount n={value.length} max={props.max} hint={props.hint} tooLong={props.tooLong} />}
    >
      {(p) =>
        props.multiline ? (
          <Textarea {...p} name={props.name} value={value} onChange={(e) => setValue(e.target.value)} rows={3} maxLength={400} />
        ) : (
          <Input {...p} name={props.name} value={value} onChange={(e) => setValue(e.target.value)} maxLength={200} />
        )
      }
    </Field>
  );
}

function Toggle({ name, label, hint, defaultChecked }: { name: string; label: string; hint?: string; defaultChecked: boolean }) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-600/40">
      <input type="checkbox" name={name} defaultChecked={defaultChecked} className="mt-0.5 size-4 accent-accent-700" />
      <span>
        <span className="block text-sm font-medium text-slate-900">{label}</span>
        {hint ? <span className="mt-0.5 block text-xs text-slate-600">{hint}</span> : null}
      </span>
    </label>
  );
}

function Section({
  title,
  description,
  children,
  icon,
}: {
  title: string;
  description?: string;
  children: React.ReactNode;
  icon?: React.ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        {icon}
        {title}
      </h3>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </Card>
  );
}

function BackupDownload() {
  const t = useAdminT();
  const m = t.adminSettings;
  const [busy, setBusy] = useState(false);
  // With JavaScript the download goes through fetch, so a failure shows the spec's toast; without, the link downloads directly.
  const onClick = async (e: React.MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const r = await fetch(BACKUP_PATH, { credentials: 'same-origin' });
      if (!r.ok) throw new Error(`HTTP ${r.status}`);
      const blob = await r.blob();
      const name = /filename="([^"]+)"/.exec(r.headers.get('content-disposition') ?? '')?.[1] ?? 'backup.json';
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      showToast({ title: t.adminOps.errorTitle, description: m.toasts.backupError, variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <a href={BACKUP_PATH} download onClick={onClick} className={buttonClass('outline', 'md')} aria-disabled={busy}>
      <Download className="size-4" aria-hidden="true" />
      {busy ? m.system.backupPreparing : m.system.backupDownload}
    </a>
  );
}

function RestoreForm({ maxMb }: { maxMb: number }) {
  const t = useAdminT();
  const m = t.adminSettings;
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const formRef = useRef<HTMLFormElement>(null);
  const [fileName, setFileName] = useState('');
  const [fileSize, setFileSize] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const busy = fetcher.state !== 'idle';

  // After a successful restore, start again with an empty form.
  const [seenResult, setSeenResult] = useState(fetcher.data);
  const [resetKey, setResetKey] = useState(0);
  if (fetcher.data !== seenResult) {
    setSeenResult(fetcher.data);
    if (fetcher.data?.ok) {
      setFileName('');
      setFileSize(0);
      setResetKey((k) => k + 1);
    }
  }

  return (
    <fetcher.Form
      key={resetKey}
      ref={formRef}
      method="post"
      action={RESTORE_PATH}
      encType="multipart/form-data"
      className="space-y-3"
      onSubmit={(e) => {
        // Ask first: the restore replaces the site's content.
        e.preventDefault();
        if (!fileName) {
          showToast({ title: m.toasts.restoreErrorTitle, description: m.system.restoreNoFile, variant: 'error' });
          return;
        }
        // The server refuses a larger body before reading it; say so here, in the catalogue's words.
        if (fileSize > MAX_RESTORE_BYTES) {
          showToast({ title: m.toasts.restoreErrorTitle, description: fmt(m.toasts.restoreTooLarge, { mb: maxMb }), variant: 'error' });
          return;
        }
        setConfirming(true);
      }}
    >
      <Field label={m.system.restoreFile} hint={`.json · ≤ ${maxMb} MB`}>
        {(p) => (
          <Input
            {...p}
            type="file"
            name="backup"
            accept="application/json,.json"
            className="h-auto py-1.5 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm file:font-medium"
            onChange={(e) => {
              setFileName(e.target.files?.[0]?.name ?? '');
              setFileSize(e.target.files?.[0]?.size ?? 0);
            }}
          />
        )}
      </Field>
      <Button type="submit" variant="destructive" disabled={busy}>
        <Upload className="size-4" aria-hidden="true" />
        {busy ? m.system.restoring : m.system.restoreSubmit}
      </Button>
      <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
            <AlertDialog.Title className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <AlertTriangle className="size-5 text-red-700" aria-hidden="true" />
              {m.system.restoreConfirmTitle}
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-slate-700">
              {fmt(m.system.restoreConfirmMessage, { file: fileName })}
            </AlertDialog.Description>
            <div className="mt-6 flex justify-end gap-2">
              <AlertDialog.Cancel asChild>
                <Button variant="outline">{t.adminOps.cancel}</Button>
              </AlertDialog.Cancel>
              <AlertDialog.Action asChild>
                <Button
                  variant="destructive"
                  onClick={() =>
                    formRef.current &&
                    fetcher.submit(formRef.current, { action: RESTORE_PATH, method: 'post', encType: 'multipart/form-data' })
                  }
                >
                  {m.system.restoreConfirm}
                </Button>
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </fetcher.Form>
  );
}

function MaintenanceForm({ enabled }: { enabled: boolean }) {
  const t = useAdminT();
  const m = t.adminSettings;
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  return (
    <fetcher.Form method="post" key={String(enabled)} className="space-y-3">
      <input type="hidden" name="intent" value="maintenance" />
      <Toggle name="maintenance_mode" label={m.system.maintenanceMode} hint={m.system.maintenanceHint} defaultChecked={enabled} />
      <Button type="submit" variant="outline" disabled={fetcher.state !== 'idle'}>
        {fetcher.state !== 'idle' ? t.adminOps.saving : t.adminOps.save}
      </Button>
    </fetcher.Form>
  );
}

function ClearCache() {
  const t = useAdminT();
  const m = t.adminSettings;
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="clear-cache" />
      <Button type="submit" variant="outline" disabled={fetcher.state !== 'idle'}>
        <RefreshCw className={cn('size-4', fetcher.state !== 'idle' && 'animate-spin motion-reduce:animate-none')} aria-hidden="true" />
        {m.system.cacheClear}
      </Button>
    </fetcher.Form>
  );
}

export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const m = t.adminSettings;
  const s: Settings = loaderData.settings;
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const [tab, setTab] = useState<Tab>('general');
  const errors = fetcher.data?.errors ?? {};
  const busy = fetcher.state !== 'idle';
  // The form is keyed on the saved settings, so it shows what the server stored after a save or a restore.
  const formKey = JSON.stringify({ ...s, maintenance_mode: null });

  // Open the first tab that has an error, once per result (state adjusted while rendering).
  const [seenResult, setSeenResult] = useState(fetcher.data);
  if (fetcher.data !== seenResult) {
    setSeenResult(fetcher.data);
    const first = Object.keys(fetcher.data?.errors ?? {})[0];
    if (first && SETTINGS_FIELD_TABS[first]) setTab(SETTINGS_FIELD_TABS[first]);
  }

  const text = (
    name: string,
    label: string,
    value: string,
    opts: { hint?: React.ReactNode; type?: string; maxLength?: number; autoComplete?: string } = {},
  ) => (
    <Field label={label} error={errors[name]} hint={opts.hint}>
      {(p) => (
        <Input
          {...p}
          name={name}
          type={opts.type ?? 'text'}
          defaultValue={value}
          maxLength={opts.maxLength}
          autoComplete={opts.autoComplete ?? 'off'}
        />
      )}
    </Field>
  );
  const tabHasError = (id: Tab) => Object.keys(errors).some((k) => SETTINGS_FIELD_TABS[k] === id);
  const panel = 'space-y-5 data-[state=inactive]:hidden focus:outline-none';

  return (
    <div>
      <PageHeader title={m.title} description={m.description} />
      {s.maintenance_mode ? (
        <p
          role="status"
          className="mb-6 flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900"
          data-testid="maintenance-banner"
        >
          <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
          {m.system.maintenanceOn}
        </p>
      ) : null}
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as Tab)}>
        <Tabs.List aria-label={m.tabs.label} className="mb-6 inline-flex flex-wrap gap-1 rounded-xl bg-slate-200/60 p-1">
          {TABS.map((id) => (
            <Tabs.Trigger
              key={id}
              value={id}
              className="rounded-lg px-3 py-1.5 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
            >
              {m.tabs[id]}
              {tabHasError(id) ? <span className="ml-1.5 inline-block size-2 rounded-full bg-red-600" aria-hidden="true" /> : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        <fetcher.Form method="post" key={formKey} noValidate className="max-w-3xl">
          <input type="hidden" name="intent" value="save" />
          <Tabs.Content value="general" forceMount className={panel}>
            <Card className="space-y-5 p-5 sm:p-6">
              {text('site_title', m.general.siteTitle, s.site_title, { hint: m.general.siteTitleHint, maxLength: 80 })}
              <Field label={m.general.siteDescription} error={errors.site_description} hint={m.general.siteDescriptionHint}>
                {(p) => <Textarea {...p} name="site_description" defaultValue={s.site_description} rows={3} maxLength={300} />}
              </Field>
              <div className="grid gap-5 sm:grid-cols-2">
                {text('founder_name', m.general.founderName, s.founder_name, { hint: m.general.founderNameHint, maxLength: 120 })}
                {text('founder_linkedin', m.general.founderLinkedin, s.founder_linkedin, { type: 'url', maxLength: 300 })}
              </div>
              <Toggle
                name="newsletter_enabled"
                label={m.general.newsletterEnabled}
                hint={m.general.newsletterEnabledHint}
                defaultChecked={s.newsletter_enabled}
              />
            </Card>
          </Tabs.Content>

          <Tabs.Content value="contact" forceMount className={panel}>
            <Card className="space-y-5 p-5 sm:p-6">
              <div className="grid gap-5 sm:grid-cols-2">
                {text('contact_email', m.contact.contactEmail, s.contact_email, { type: 'email', hint: m.contact.contactEmailHint })}
                {text('support_email', m.contact.supportEmail, s.support_email, { type: 'email', hint: m.contact.supportEmailHint })}
                {text('phone_number', m.contact.phone, s.phone_number, { type: 'tel', maxLength: 40, hint: m.contact.phoneHint })}
                {text('whatsapp_number', m.contact.whatsapp, s.whatsapp_number, { type: 'tel', maxLength: 40 })}
                {text('address', m.contact.address, s.address, { maxLength: 200 })}
                {text('address_en', m.contact.addressEn, s.address_en, { maxLength: 200 })}
              </div>
            </Card>
            <Card className="p-5 sm:p-6">
              <h3 className="text-base font-semibold text-slate-900">{m.contact.socialTitle}</h3>
              <p className="mt-1 text-sm text-slate-600">{m.contact.socialHint}</p>
              <div className="mt-4 grid gap-5 sm:grid-cols-2">
                {SOCIAL_KEYS.map((k) => (
                  <div key={k}>{text(`social_links.${k}`, m.contact[k], s.social_links[k], { type: 'url', maxLength: 300 })}</div>
                ))}
              </div>
            </Card>
          </Tabs.Content>

          <Tabs.Content value="seo" forceMount className={panel}>
            <Card className="space-y-5 p-5 sm:p-6">
              <CountedField
                name="seo_settings.meta_title"
                label={m.seo.metaTitle}
                defaultValue={s.seo_settings.meta_title}
                max={SEO_TITLE_HINT}
                hint={m.seo.metaTitleHint}
                tooLong={m.seo.metaTitleTooLong}
                error={errors['seo_settings.meta_title']}
              />
              <CountedField
                name="seo_settings.meta_description"
                label={m.seo.metaDescription}
                defaultValue={s.seo_settings.meta_description}
                max={SEO_DESCRIPTION_HINT}
                hint={m.seo.metaDescriptionHint}
                tooLong={m.seo.metaDescriptionTooLong}
                error={errors['seo_settings.meta_description']}
                multiline
              />
              {text('seo_settings.keywords', m.seo.keywords, s.seo_settings.keywords, { hint: m.seo.keywordsHint, maxLength: 400 })}
            </Card>
          </Tabs.Content>

          <div className={cn('mt-6 flex justify-end', tab === 'system' && 'hidden')}>
            <Button type="submit" disabled={busy}>
              {busy ? t.adminOps.saving : t.adminOps.save}
            </Button>
          </div>
        </fetcher.Form>

        {/* The system tab: maintenance mode and the tools, each its own form. */}
        <Tabs.Content value="system" forceMount className={cn(panel, 'max-w-3xl')}>
          <Section title={m.system.maintenanceTitle} icon={<AlertTriangle className="size-4 text-amber-700" aria-hidden="true" />}>
            <MaintenanceForm enabled={s.maintenance_mode} />
          </Section>
          <Section
            title={m.system.backupTitle}
            description={m.system.backupDescription}
            icon={<DatabaseBackup className="size-4 text-slate-600" aria-hidden="true" />}
          >
            <BackupDownload />
          </Section>
          <Section
            title={m.system.restoreTitle}
            description={m.system.restoreDescription}
            icon={<Upload className="size-4 text-slate-600" aria-hidden="true" />}
          >
            <RestoreForm maxMb={loaderData.maxRestoreMb} />
          </Section>
          <Section
            title={m.system.cacheTitle}
            description={m.system.cacheDescription}
            icon={<RefreshCw className="size-4 text-slate-600" aria-hidden="true" />}
          >
            <ClearCache />
          </Section>
          <Section
            title={m.system.importTitle}
            description={m.system.importDescription}
            icon={<Terminal className="size-4 text-slate-600" aria-hidden="true" />}
          >
            <code className="block rounded-lg bg-ink-950 px-4 py-3 font-mono text-sm text-slate-100">
              npm run import:legacy -- ./export
            </code>
          </Section>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
