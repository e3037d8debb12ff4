import { useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { Tabs } from 'radix-ui';
import {
  parseSettingsForm,
  SEO_DESCRIPTION_HINT,
  SEO_TITLE_HINT,
  SETTINGS_FIELD_TABS,
  SOCIAL_KEYS,
  type Settings,
} from '~/domain/settings/index';
import { useAdminT } from '~/i18n/admin-context';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Field, Input, Textarea } from '~/components/ui/field';
import { useResultToast, type ActionResult } from '~/components/admin/AdminKit';
import { SETTINGS_PANEL, SettingsFrame, useRequestedSettingsTab, type SettingsTab } from './SettingsFrame';
import { SettingsCountedField } from './SettingsCountedField';
import { SettingsToggle } from './SettingsToggle';
import { SettingsImageField } from './SettingsImageField';
import { showToast } from '~/components/ui/toast';
import { MilestonesEditor } from './MilestonesEditor';
import { CommentSettings } from './CommentSettings';

/** The settings page: the general, contact and SEO tabs, one form saved together (intent `save`). */
export function SettingsForm({ settings: s }: { settings: Settings }) {
  const t = useAdminT();
  const m = t.adminSettings;
  const requested = useRequestedSettingsTab();
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const [tab, setTab] = useState<SettingsTab>(requested && requested !== 'system' ? requested : 'general');
  // The browser checks the form with the server's schema first (parseSettingsForm); the server checks again.
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const errors = clientErrors ?? fetcher.data?.errors ?? {};
  const formRef = useRef<HTMLFormElement>(null);
  useFieldAnchor(formRef, setTab);
  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    const parsed = parseSettingsForm(new FormData(e.currentTarget), m.validation);
    if (parsed.ok) return setClientErrors(null);
    e.preventDefault();
    setClientErrors(parsed.errors);
    const first = Object.keys(parsed.errors)[0];
    if (first && SETTINGS_FIELD_TABS[first]) setTab(SETTINGS_FIELD_TABS[first]);
    showToast({ title: t.adminOps.errorTitle, description: m.validation.fixErrors, variant: 'error' });
  };
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
  const tabHasError = (id: SettingsTab) => Object.keys(errors).some((k) => SETTINGS_FIELD_TABS[k] === id);
  return (
    <SettingsFrame tab={tab} onTabChange={setTab} tabHasError={tabHasError}>
      <fetcher.Form method="post" key={formKey} noValidate className="max-w-3xl" ref={formRef} onSubmit={submit}>
        <input type="hidden" name="intent" value="save" />
        <Tabs.Content value="general" forceMount className={SETTINGS_PANEL}>
          <Card className="space-y-5 p-5 sm:p-6">
            {text('site_title', m.general.siteTitle, s.site_title, { hint: m.general.siteTitleHint, maxLength: 80 })}
            <Field label={m.general.siteDescription} error={errors.site_description} hint={m.general.siteDescriptionHint}>
              {(p) => <Textarea {...p} name="site_description" defaultValue={s.site_description} rows={3} maxLength={300} />}
            </Field>
            <div className="grid gap-5 sm:grid-cols-2">
              {text('founder_name', m.general.founderName, s.founder_name, { hint: m.general.founderNameHint, maxLength: 120 })}
              {text('founder_linkedin', m.general.founderLinkedin, s.founder_linkedin, { type: 'url', maxLength: 300 })}
            </div>
            <SettingsImageField
              name="founder_photo"
              label={m.general.founderPhoto}
              hint={m.general.founderPhotoHint}
              value={s.founder_photo}
              errors={errors}
            />
            <SettingsImageField
              name="hero_image"
              label={m.general.heroImage}
              hint={m.general.heroImageHint}
              value={s.hero_image}
              errors={errors}
            />
            <SettingsToggle
              name="newsletter_enabled"
              label={m.general.newsletterEnabled}
              hint={m.general.newsletterEnabledHint}
              defaultChecked={s.newsletter_enabled}
            />
            <CommentSettings settings={s} />
          </Card>
          <MilestonesEditor initial={s.milestones} errors={errors} />
        </Tabs.Content>

        <Tabs.Content value="contact" forceMount className={SETTINGS_PANEL}>
          <Card className="space-y-5 p-5 sm:p-6">
            <div className="grid gap-5 sm:grid-cols-2">
              {text('contact_email', m.contact.contactEmail, s.contact_email, { type: 'email', hint: m.contact.contactEmailHint })}
              {text('support_email', m.contact.supportEmail, s.support_email, { type: 'email', hint: m.contact.supportEmailHint })}
              {text('phone_number', m.contact.phone, s.phone_number, { type: 'tel', maxLength: 40, hint: m.contact.phoneHint })}
              {text('whatsapp_number', m.contact.whatsapp, s.whatsapp_number, { type: 'tel', maxLength: 40 })}
              {text('address', m.contact.address, s.address, { maxLength: 200 })}
              {text('address_en', m.contact.addressEn, s.address_en, { maxLength: 200 })}
            </div>
            <SettingsToggle
              name="phone_international"
              label={m.contact.phoneInternational}
              hint={m.contact.phoneInternationalHint}
              defaultChecked={s.phone_international}
            />
          </Card>
          <Card className="p-5 sm:p-6" id="legal_identity">
            <h3 className="text-base font-semibold text-slate-900">{t.adminSite.legal.title}</h3>
            <p className="mt-1 text-sm text-slate-600">{t.adminSite.legal.description}</p>
            <div className="mt-4 grid gap-5 sm:grid-cols-2">
              {text('legal_identity.name', t.adminSite.legal.legalName, s.legal_identity.name, {
                maxLength: 200,
                hint: t.adminSite.legal.legalNameHint,
              })}
              {text('legal_identity.address', t.adminSite.legal.legalAddress, s.legal_identity.address, {
                maxLength: 300,
                hint: t.adminSite.legal.legalAddressHint,
              })}
              {text('legal_identity.mersis', t.adminSite.legal.mersisNumber, s.legal_identity.mersis, { maxLength: 24 })}
              {text('legal_identity.tax_number', t.adminSite.legal.taxNumber, s.legal_identity.tax_number, { maxLength: 100 })}
              {text('legal_identity.kep', t.adminSite.legal.kepAddress, s.legal_identity.kep, {
                type: 'email',
                maxLength: 200,
                hint: t.adminSite.legal.kepAddressHint,
              })}
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

        <Tabs.Content value="seo" forceMount className={SETTINGS_PANEL}>
          <Card className="space-y-5 p-5 sm:p-6">
            <SettingsCountedField
              name="seo_settings.meta_title"
              label={m.seo.metaTitle}
              defaultValue={s.seo_settings.meta_title}
              max={SEO_TITLE_HINT}
              hint={m.seo.metaTitleHint}
              tooLong={m.seo.metaTitleTooLong}
              error={errors['seo_settings.meta_title']}
            />
            <SettingsCountedField
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

        <div className="mt-6 flex justify-end">
          <Button type="submit" disabled={busy}>
            {busy ? t.adminOps.saving : t.adminOps.save}
          </Button>
        </div>
      </fetcher.Form>
      {/* The system tab is its own route (SETTINGS_SYSTEM_PATH); an empty panel keeps its tab's aria-controls valid. */}
      <Tabs.Content value="brand" forceMount className={SETTINGS_PANEL} />
      <Tabs.Content value="mail" forceMount className={SETTINGS_PANEL} />
      <Tabs.Content value="system" forceMount className={SETTINGS_PANEL} />
      <Tabs.Content value="users" forceMount className={SETTINGS_PANEL} />
    </SettingsFrame>
  );
}

/**
 * A link to one field (`/admin/ayarlar#contact_email`, from the launch
 * checklist): opens the field's tab, then focuses the field (an image
 * setting: its first button) and brings it into view.
 */
function useFieldAnchor(formRef: React.RefObject<HTMLFormElement | null>, setTab: (tab: SettingsTab) => void) {
  const { hash } = useLocation();
  useEffect(() => {
    const field = decodeURIComponent(hash.slice(1));
    const tab = SETTINGS_FIELD_TABS[field] ?? SETTINGS_FIELD_TABS[`${field}.url`];
    if (!tab || tab === 'system') return;
    setTab(tab);
    // After the tab has been shown.
    const frame = requestAnimationFrame(() => {
      const form = formRef.current;
      const target =
        form?.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"]:not([type="hidden"])`) ??
        form?.querySelector<HTMLElement>(`fieldset[id="${CSS.escape(field)}"] button`);
      target?.focus({ preventScroll: true });
      target?.scrollIntoView({ block: 'center' });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, setTab, formRef]);
}
