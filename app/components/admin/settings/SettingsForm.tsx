import { useState } from 'react';
import { useFetcher } from 'react-router';
import { Tabs } from 'radix-ui';
import { IMAGE_SETTING_KEYS, SEO_DESCRIPTION_HINT, SEO_TITLE_HINT, SETTINGS_FIELD_TABS, SOCIAL_KEYS } from '~/domain/settings/form';
import type { Settings } from '~/domain/settings/schema';
import { useAdminT } from '~/i18n/admin-context';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Field, Input, Textarea } from '~/components/ui/field';
import { useResultToast, type ActionResult } from '~/components/admin/ops';
import { SETTINGS_PANEL, SettingsFrame, useRequestedSettingsTab, type SettingsTab } from './SettingsFrame';
import { SettingsCountedField } from './SettingsCountedField';
import { SettingsToggle } from './SettingsToggle';
import { MilestonesEditor } from './MilestonesEditor';

/** The settings page: the general, contact and SEO tabs, one form saved together (intent `save`). */
export function SettingsForm({ settings: s }: { settings: Settings }) {
  const t = useAdminT();
  const m = t.adminSettings;
  const requested = useRequestedSettingsTab();
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const [tab, setTab] = useState<SettingsTab>(requested && requested !== 'system' ? requested : 'general');
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
  const tabHasError = (id: SettingsTab) => Object.keys(errors).some((k) => SETTINGS_FIELD_TABS[k] === id);
  return (
    <SettingsFrame maintenance={s.maintenance_mode} tab={tab} onTabChange={setTab} tabHasError={tabHasError}>
      <fetcher.Form method="post" key={formKey} noValidate className="max-w-3xl">
        <input type="hidden" name="intent" value="save" />
        {IMAGE_SETTING_KEYS.flatMap((k) =>
          (['url', 'alt_tr', 'alt_en'] as const).map((f) => <input key={`${k}.${f}`} type="hidden" name={`${k}.${f}`} value={s[k][f]} />),
        )}
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
            <SettingsToggle
              name="newsletter_enabled"
              label={m.general.newsletterEnabled}
              hint={m.general.newsletterEnabledHint}
              defaultChecked={s.newsletter_enabled}
            />
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
      <Tabs.Content value="system" forceMount className={SETTINGS_PANEL} />
    </SettingsFrame>
  );
}
