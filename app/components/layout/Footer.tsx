import type { LucideIcon } from 'lucide-react';
import { SiteLink } from '~/components/ui/site-link';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import MessageCircle from 'lucide-react/icons/message-circle';
import type { Settings } from '~/domain/settings/index';
import { NewsletterForm } from '~/components/forms/NewsletterForm';
import { useLang, useT } from '~/i18n/context';
import { fmt } from '~/i18n/define';
import { pathFor } from '~/i18n/routes';
import { FOOTER_PROJECT_ANCHORS, SERVICE_ANCHORS, SERVICE_IDS } from '~/lib/anchors';
import { SiteLogo, SocialIcon, type SocialNetwork } from './Brand';
import { mailtoHref } from '~/lib/email';
import { useHasContent, useSampleHidden, useSitePageNav } from '~/components/sections/layout-data';
import { hiddenPages } from '~/site/sample/index';
import type { PageId } from '~/i18n/routes';
import { whatsappHref } from '~/lib/whatsapp';
import { telHref } from '~/lib/phone';

const SOCIAL: SocialNetwork[] = ['linkedin', 'twitter', 'instagram', 'github', 'youtube'];

const linkClass = 'rounded text-sm text-slate-300 transition-colors hover:text-white';

/** A column of links: `links` are [address, text] pairs; `children` adds other items after them. */
function Column({ title, links, children }: { title: string; links: Array<[string, string]>; children?: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map(([to, text]) => (
          <li key={to}>
            <SiteLink to={to} className={linkClass}>
              {text}
            </SiteLink>
          </li>
        ))}
        {children}
      </ul>
    </div>
  );
}

/** A line of the contact details: an icon, its name for screen readers, and the value. */
function ContactLine({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: React.ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />
      <span>
        <span className="sr-only">{label}: </span>
        {children}
      </span>
    </li>
  );
}

/** Scrolls to the top without changing the address (the live-support link, docs/product-spec.md §2). */
function scrollToTop(e: React.MouseEvent<HTMLAnchorElement>) {
  e.preventDefault();
  window.scrollTo({ top: 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
}

export function Footer({ settings }: { settings: Settings }) {
  const lang = useLang();
  const t = useT().footer;
  const services = pathFor('services', lang);
  const projects = pathFor('projects', lang);
  const social = SOCIAL.filter((n) => settings.social_links[n]);
  const address = lang === 'en' ? settings.address_en || settings.address : settings.address;
  const whatsapp = whatsappHref(settings.whatsapp_number);
  const tel = telHref(settings.phone_number);
  // Pages removed with the sample content (ADR 026) leave the footer.
  const hidden = useSampleHidden();
  const gone = hiddenPages(['page.investors', 'page.documentation'].filter(hidden));
  // A section with nothing to show yet (no project, no post) is not linked either.
  const hasContent = useHasContent();
  const shown = (id: PageId) => !gone.includes(id) && (id === 'projects' || id === 'blog' ? hasContent(id) : true);
  const pageNav = useSitePageNav();
  const footerProjects = FOOTER_PROJECT_ANCHORS.filter((a) => !hidden(`footer.projects.${a}`));

  return (
    <footer className="bg-ink-950 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 pt-16 pb-8 sm:px-6 lg:px-8">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,2.7fr)]">
          <div>
            <SiteLink to={pathFor('home', lang)} className="inline-flex items-center gap-2.5 rounded-lg text-lg font-bold text-white">
              <SiteLogo logo={settings.brand.logo} logoDark={settings.brand.logo_dark} />
              <span className={(settings.brand.logo || settings.brand.logo_dark) && !settings.brand.show_name ? 'sr-only' : undefined}>
                {settings.site_title}
              </span>
            </SiteLink>
            <p className="mt-4 max-w-sm text-sm leading-relaxed text-slate-400">{t.tagline}</p>
            <ul className="mt-6 space-y-3 text-sm">
              <ContactLine icon={Mail} label={t.contact.email}>
                <a href={mailtoHref(settings.contact_email)} className={linkClass}>
                  {settings.contact_email}
                </a>
              </ContactLine>
              {tel ? (
                <ContactLine icon={Phone} label={t.contact.phone}>
                  <a href={tel} className={linkClass} data-testid="footer-phone">
                    {settings.phone_number}
                  </a>
                </ContactLine>
              ) : null}
              {address ? (
                <ContactLine icon={MapPin} label={t.contact.location}>
                  {address}
                </ContactLine>
              ) : null}
            </ul>
            {whatsapp ? (
              <a
                href={whatsapp}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="footer-whatsapp"
                className="mt-6 inline-flex h-10 items-center gap-2 rounded-lg bg-emerald-700 px-4 text-sm font-semibold text-white transition-colors hover:bg-emerald-800"
              >
                <MessageCircle aria-hidden="true" className="size-4" />
                {t.contact.whatsapp}
              </a>
            ) : null}
            {social.length > 0 ? (
              <div className="mt-6">
                <h2 className="sr-only">{t.social.title}</h2>
                <ul className="flex flex-wrap gap-2">
                  {social.map((n) => (
                    <li key={n}>
                      <a
                        href={settings.social_links[n]}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={t.social[n]}
                        className="inline-flex size-10 items-center justify-center rounded-lg bg-white/5 text-slate-300 ring-1 ring-white/10 transition-colors hover:bg-white/10 hover:text-white"
                      >
                        <SocialIcon network={n} />
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>

          <nav aria-label={t.label} className="grid grid-cols-2 gap-8 sm:grid-cols-3 xl:grid-cols-5">
            <Column
              title={t.services.title}
              links={SERVICE_IDS.map((id) => [`${services}#${SERVICE_ANCHORS[id][lang]}`, t.services[id]])}
            />
            {footerProjects.length > 0 ? (
              <Column title={t.projects.title} links={footerProjects.map((a) => [`${projects}#${a}`, t.projects[a]])} />
            ) : null}
            <Column
              title={t.corporate.title}
              links={[
                ...(['about', 'investors', 'partners', 'blog'] as const)
                  .filter(shown)
                  .map((id): [string, string] => [pathFor(id, lang), t.corporate[id]]),
                // The static pages placed in the footer (Sayfalar → "Sitede yeri").
                ...pageNav.footer.map((link): [string, string] => [link.path, link.title]),
              ]}
            />
            <Column
              title={t.support.title}
              links={(['support', 'faq', 'documentation', 'contact'] as const)
                .filter(shown)
                .map((id) => [pathFor(id, lang), t.support[id]])}
            >
              {hidden('support.live') ? null : (
                <li>
                  <a href="#live-support" className={linkClass} onClick={scrollToTop}>
                    {t.support.liveSupport}
                  </a>
                </li>
              )}
            </Column>
            <Column title={t.legal.title} links={(['privacy', 'terms'] as const).map((id) => [pathFor(id, lang), t.legal[id]])} />
          </nav>
        </div>

        {settings.newsletter_enabled ? (
          <section
            aria-labelledby="footer-newsletter"
            className="mt-12 grid gap-6 rounded-2xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-8 lg:grid-cols-2 lg:items-center"
          >
            <div>
              <h2 id="footer-newsletter" className="text-lg font-semibold text-white">
                {t.newsletter.title}
              </h2>
              <p className="mt-1 text-sm text-slate-400">{t.newsletter.text}</p>
            </div>
            <div className="footer-newsletter">
              <NewsletterForm />
            </div>
          </section>
        ) : null}

        <div className="mt-12 border-t border-white/10 pt-8 text-sm text-slate-400">
          <p>{fmt(t.rights, { year: new Date().getFullYear(), company: settings.site_title })}</p>
        </div>
      </div>
    </footer>
  );
}
