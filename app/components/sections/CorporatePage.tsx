import { SiteLink } from '~/components/ui/site-link';
import type { LucideIcon } from 'lucide-react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Check from 'lucide-react/icons/check';
import Mail from 'lucide-react/icons/mail';
import { CtaBand, ON_DARK_SECONDARY } from './CtaBand';
import { PageHero } from './PageHero';
import { usePublicSettings } from './layout-data';
import { buttonClass } from '~/components/ui/button';
import { useLang } from '~/i18n/context';
import { fmt } from '~/i18n/define';
import { pathFor } from '~/i18n/routes';
import { mailtoHref } from '~/lib/email';

export interface InfoBlock {
  readonly title: string;
  readonly description: string;
  readonly points: readonly string[];
}

/**
 * A short corporate page (investors, partners): hero, two info blocks, and a
 * call to action to the contact page and the contact e-mail from the settings.
 */
export function CorporatePage({
  eyebrow,
  icon,
  title,
  description,
  blocks,
  cta,
}: {
  eyebrow: string;
  icon: LucideIcon;
  title: string;
  description: string;
  blocks: ReadonlyArray<InfoBlock & { icon: LucideIcon; link?: { to: string; label: string } }>;
  cta: { readonly title: string; readonly description: string; readonly action: string };
}) {
  const lang = useLang();
  const settings = usePublicSettings();
  return (
    <>
      <PageHero eyebrow={eyebrow} icon={icon} title={title} description={fmt(description, { company: settings.site_title })} />

      <section className="py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="grid gap-6 md:grid-cols-2">
            {blocks.map(({ icon: Icon, title: blockTitle, description: text, points, link }) => (
              <section
                key={blockTitle}
                aria-label={blockTitle}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md sm:p-8"
              >
                <span className="flex size-12 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h2 className="mt-6 text-xl font-bold text-slate-900 sm:text-2xl">{blockTitle}</h2>
                <p className="mt-3 leading-relaxed text-slate-600">{text}</p>
                <ul className="mt-6 flex-1 space-y-3 border-t border-slate-100 pt-6">
                  {points.map((point) => (
                    <li key={point} className="flex items-start gap-3 text-slate-700">
                      <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
                        <Check aria-hidden="true" className="size-3.5" />
                      </span>
                      {point}
                    </li>
                  ))}
                </ul>
                {link ? (
                  <SiteLink
                    to={link.to}
                    className="mt-6 inline-flex items-center gap-2 self-start font-semibold text-accent-700 underline-offset-4 hover:text-accent-900 hover:underline"
                  >
                    {link.label}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </SiteLink>
                ) : null}
              </section>
            ))}
          </div>
        </div>
      </section>

      <CtaBand title={cta.title} description={cta.description}>
        <SiteLink to={pathFor('contact', lang)} className={buttonClass('inverse', 'lg')}>
          {cta.action}
          <ArrowRight aria-hidden="true" className="size-4" />
        </SiteLink>
        <a href={mailtoHref(settings.contact_email)} className={ON_DARK_SECONDARY}>
          <Mail aria-hidden="true" className="size-4" />
          {settings.contact_email}
        </a>
      </CtaBand>
    </>
  );
}
