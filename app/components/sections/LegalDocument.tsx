import { Fragment } from 'react';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import { PageHero } from './PageHero';
import { cn } from '~/components/ui/cn';
import { usePublicSettings } from './layout-data';
import { useLang, useSection } from '~/i18n/context';
import { legal } from '~/i18n/messages/legal';
import { fmt } from '~/i18n/define';
import { mailtoHref } from '~/lib/email';

export interface LegalSection {
  readonly title: string;
  readonly before: readonly string[];
  readonly list: readonly string[];
  readonly after: readonly string[];
}

/** Text with `code` spans (cookie names) and the {company} placeholder. */
export function Rich({ text, company = '' }: { text: string; company?: string }) {
  const parts = fmt(text, { company }).split(/`([^`]+)`/);
  return (
    <>
      {parts.map((part, i) =>
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

/** The legal texts' bullet list. */
export function Bullets({ items, company, className }: { items: readonly string[]; company?: string; className?: string }) {
  return (
    <ul className={cn('space-y-2 pl-1', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent-600" />
          <span>
            <Rich text={item} company={company} />
          </span>
        </li>
      ))}
    </ul>
  );
}

const TOC_LINK =
  '-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-sm text-slate-700 hover:border-accent-600 hover:text-accent-800';

/**
 * A legal text (privacy policy, terms of use): hero with the 'last updated'
 * date, a table of contents, numbered sections and a contact block with the
 * contact e-mail and address from the settings (numbered as the last section
 * when `contactNumbered`).
 */
export function LegalDocument({
  title,
  intro,
  sections,
  contact,
  contactNumbered,
  lastUpdated,
  appendix,
}: {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
  contact: { readonly title: string; readonly body: string };
  contactNumbered: boolean;
  lastUpdated: { iso: string; text: string };
  /** A part after the numbered sections (the privacy page's KVKK notice), listed unnumbered in the contents. */
  appendix?: { id: string; title: string; node: React.ReactNode };
}) {
  const t = useSection(legal);
  const lang = useLang();
  const settings = usePublicSettings();
  const company = settings.site_title;
  const entries = [...sections.map((s) => s.title), ...(contactNumbered ? [contact.title] : [])];
  const contactNumber = sections.length + 1;
  const [updatedBefore = '', updatedAfter = ''] = t.lastUpdated.split('{date}');

  return (
    <>
      <PageHero title={title} description={<Rich text={intro} company={company} />}>
        <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm text-slate-200">
          <CalendarDays aria-hidden="true" className="size-4" />
          <span>
            {updatedBefore}
            <time dateTime={lastUpdated.iso}>{lastUpdated.text}</time>
            {updatedAfter}
          </span>
        </p>
      </PageHero>

      <div className="py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[16rem_minmax(0,48rem)] lg:gap-16 lg:px-8">
          <nav aria-labelledby="legal-contents" className="lg:sticky lg:top-24 lg:self-start">
            <h2 id="legal-contents" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
              {t.contents}
            </h2>
            <ol className="mt-4 space-y-1 border-l border-slate-200">
              {entries.map((entry, i) => (
                <li key={entry}>
                  <a href={`#section-${i + 1}`} className={TOC_LINK}>
                    <span className="mr-2 font-semibold text-accent-700">{i + 1}.</span>
                    {entry}
                  </a>
                </li>
              ))}
              {appendix ? (
                <li>
                  <a href={`#${appendix.id}`} className={TOC_LINK}>
                    {appendix.title}
                  </a>
                </li>
              ) : null}
            </ol>
          </nav>

          <div className="min-w-0 space-y-12">
            {sections.map((section, i) => (
              <section key={section.title} id={`section-${i + 1}`} aria-labelledby={`section-${i + 1}-title`} className="scroll-mt-24">
                <h2 id={`section-${i + 1}-title`} className="flex items-baseline gap-3 text-xl font-bold text-slate-900 sm:text-2xl">
                  <span className="text-accent-700">{i + 1}.</span>
                  <span>{section.title}</span>
                </h2>
                <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
                  {section.before.map((p) => (
                    <p key={p}>
                      <Rich text={p} company={company} />
                    </p>
                  ))}
                  {section.list.length > 0 ? <Bullets items={section.list} company={company} /> : null}
                  {section.after.map((p) => (
                    <p key={p}>
                      <Rich text={p} company={company} />
                    </p>
                  ))}
                </div>
              </section>
            ))}

            <section
              id={contactNumbered ? `section-${contactNumber}` : undefined}
              aria-labelledby="legal-contact-title"
              className="scroll-mt-24 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8"
            >
              <h2 id="legal-contact-title" className="flex items-baseline gap-3 text-xl font-bold text-slate-900 sm:text-2xl">
                {contactNumbered ? <span className="text-accent-700">{contactNumber}.</span> : null}
                <span>{contact.title}</span>
              </h2>
              <p className="mt-4 leading-relaxed text-slate-700">{contact.body}</p>
              <dl className="mt-5 space-y-3">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <dt className="flex items-center gap-2 font-medium text-slate-900">
                    <Mail aria-hidden="true" className="size-4 text-accent-700" />
                    {t.emailLabel}
                  </dt>
                  <dd>
                    <a
                      href={mailtoHref(settings.contact_email)}
                      className="font-medium break-all text-accent-700 underline underline-offset-2 hover:text-accent-900"
                    >
                      {settings.contact_email}
                    </a>
                  </dd>
                </div>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <dt className="flex items-center gap-2 font-medium text-slate-900">
                    <MapPin aria-hidden="true" className="size-4 text-accent-700" />
                    {t.addressLabel}
                  </dt>
                  <dd className="text-slate-700">{lang === 'en' ? settings.address_en : settings.address}</dd>
                </div>
              </dl>
            </section>
            {appendix?.node}
          </div>
        </div>
      </div>
    </>
  );
}
