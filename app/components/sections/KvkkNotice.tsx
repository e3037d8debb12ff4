import { Fragment } from 'react';
import { Bullets, Rich } from './LegalDocument';
import { usePublicSettings } from './layout-data';
import { useLang, useSection } from '~/i18n/context';
import { legal } from '~/i18n/messages/legal';
import { fmt } from '~/i18n/define';
import { mailtoHref } from '~/lib/email';

/** One part of the notice: its heading and what it says. */
function Part({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      {children}
    </div>
  );
}

/**
 * The privacy page's KVKK information notice: the data controller from the legal
 * identity settings (the site's name and address until they are filled in; the launch checklist
 * asks for them), what each form collects and why, the legal basis, retention, recipients,
 * cookies, the rights of article 11 and how to apply. Texts from the catalogue (Metinler).
 */
export function KvkkNotice({ id }: { id: string }) {
  const t = useSection(legal).privacy.kvkk;
  const lang = useLang();
  const s = usePublicSettings();
  const identity = s.legal_identity;
  const name = identity.name || s.site_title;
  const address = identity.address || (lang === 'en' ? s.address_en || s.address : s.address);
  const rows: Array<[string, React.ReactNode]> = [
    [t.nameLabel, name],
    [t.addressLabel, address],
    ...(identity.mersis ? [[t.mersisLabel, identity.mersis] as [string, string]] : []),
    ...(identity.tax_number ? [[t.taxLabel, identity.tax_number] as [string, string]] : []),
    ...(identity.kep ? [[t.kepLabel, identity.kep] as [string, string]] : []),
    [
      t.emailLabel,
      <a
        key="e"
        href={mailtoHref(s.contact_email)}
        className="break-all text-accent-700 underline underline-offset-2 hover:text-accent-900"
      >
        {s.contact_email}
      </a>,
    ],
  ];
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24" data-testid="kvkk-notice">
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900 sm:text-2xl">
        {t.title}
      </h2>
      <div className="mt-4 space-y-6 leading-relaxed text-slate-700">
        <p>{t.intro}</p>
        <Part title={t.controllerTitle}>
          <dl className="mt-3 grid gap-x-4 gap-y-2 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:grid-cols-[12rem_minmax(0,1fr)]">
            {rows.map(([label, value]) => (
              <Fragment key={label}>
                <dt className="font-medium text-slate-900">{label}</dt>
                <dd data-testid={`kvkk-${label}`}>{value}</dd>
              </Fragment>
            ))}
          </dl>
        </Part>
        <Part title={t.purposesTitle}>
          <Bullets items={t.purposes} className="mt-3" />
        </Part>
        <Part title={t.retentionTitle}>
          <Bullets items={t.retention} className="mt-3" />
        </Part>
        <Part title={t.recipientsTitle}>
          <Bullets items={t.recipients} className="mt-3" />
        </Part>
        <Part title={t.cookiesTitle}>
          <p className="mt-3">
            <Rich text={t.cookies} />
          </p>
        </Part>
        <Part title={t.rightsTitle}>
          <ol className="mt-3 list-[lower-alpha] space-y-1.5 pl-6">
            {t.rights.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        </Part>
        <Part title={t.applyTitle}>
          <p className="mt-3">{fmt(t.apply, { legalAddress: address, email: s.contact_email })}</p>
          {identity.kep ? <p className="mt-2">{fmt(t.applyKep, { kep: identity.kep })}</p> : null}
        </Part>
      </div>
    </section>
  );
}
