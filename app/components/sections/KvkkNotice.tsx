import { Fragment } from 'react';
import { usePublicSettings } from './layout-data';
import { useLang, useSection } from '~/i18n/context';
import { legal } from '~/i18n/messages/legal';
import { fmt } from '~/i18n/define';
import { mailtoHref } from '~/lib/email';

/** Text with `code` spans (cookie names), as the legal document shows them. */
function Code({ text }: { text: string }) {
  return (
    <>
      {text.split(/`([^`]+)`/).map((part, i) =>
        i % 2 === 1 ? (
          <code key={i} className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] text-slate-900">
            {part}
          </code>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

function List({ items, ordered = false }: { items: readonly string[]; ordered?: boolean }) {
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <Tag className={ordered ? 'list-[lower-alpha] space-y-1.5 pl-6' : 'space-y-2 pl-1'}>
      {items.map((item) =>
        ordered ? (
          <li key={item}>{item}</li>
        ) : (
          <li key={item} className="flex gap-3">
            <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent-600" />
            <span>{item}</span>
          </li>
        ),
      )}
    </Tag>
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
  const h3 = 'text-lg font-semibold text-slate-900';
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24" data-testid="kvkk-notice">
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900 sm:text-2xl">
        {t.title}
      </h2>
      <div className="mt-4 space-y-6 leading-relaxed text-slate-700">
        <p>{t.intro}</p>
        <div>
          <h3 className={h3}>{t.controllerTitle}</h3>
          <dl className="mt-3 grid gap-x-4 gap-y-2 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:grid-cols-[12rem_minmax(0,1fr)]">
            {rows.map(([label, value]) => (
              <Fragment key={label}>
                <dt className="font-medium text-slate-900">{label}</dt>
                <dd data-testid={`kvkk-${label}`}>{value}</dd>
              </Fragment>
            ))}
          </dl>
        </div>
        <div>
          <h3 className={h3}>{t.purposesTitle}</h3>
          <div className="mt-3">
            <List items={t.purposes} />
          </div>
        </div>
        <div>
          <h3 className={h3}>{t.retentionTitle}</h3>
          <div className="mt-3">
            <List items={t.retention} />
          </div>
        </div>
        <div>
          <h3 className={h3}>{t.recipientsTitle}</h3>
          <div className="mt-3">
            <List items={t.recipients} />
          </div>
        </div>
        <div>
          <h3 className={h3}>{t.cookiesTitle}</h3>
          <p className="mt-3">
            <Code text={t.cookies} />
          </p>
        </div>
        <div>
          <h3 className={h3}>{t.rightsTitle}</h3>
          <div className="mt-3">
            <List items={t.rights} ordered />
          </div>
        </div>
        <div>
          <h3 className={h3}>{t.applyTitle}</h3>
          <p className="mt-3">{fmt(t.apply, { legalAddress: address, email: s.contact_email })}</p>
          {identity.kep ? <p className="mt-2">{fmt(t.applyKep, { kep: identity.kep })}</p> : null}
        </div>
      </div>
    </section>
  );
}
