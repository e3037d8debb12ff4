import { useActionData } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import MessageCircle from 'lucide-react/icons/message-circle';
import Phone from 'lucide-react/icons/phone';
import type { Route } from './+types/contact';
import { ContactForm } from '~/components/forms/ContactForm';
import { PageHero } from '~/components/sections/PageHero';
import { usePublicSettings } from '~/components/sections/layout-data';
import { contactAction } from '~/domain/tickets/index.server';
import { useLang, useT, publicTextsForMeta } from '~/i18n/context';
import { pageMeta } from '~/lib/seo';
import { mailtoHref } from '~/lib/email';
import { whatsappHref } from '~/lib/whatsapp';
import { telHref } from '~/lib/phone';
import PhoneCall from 'lucide-react/icons/phone-call';
import { requestInfo } from '~/server/http/request-info.server';

/**
 * /iletisim and /en-contact (docs/product-spec.md §2): hero, the contact form (stored as a
 * support ticket, staff notified by e-mail), and the contact details from the
 * settings: e-mail, WhatsApp (a wa.me link) and the address.
 */
export const meta: Route.MetaFunction = (args) => {
  const t = publicTextsForMeta(args).forms.contact;
  return pageMeta(args, { title: t.metaTitle, description: t.metaDescription });
};

/** A plain form post's answer (the page re-rendered with the result) is never stored by a cache. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return contactAction(request, context.get(requestInfo));
}

/** One line of the contact details: its icon, its name and its value. */
function InfoItem({
  icon: Icon,
  label,
  className,
  children,
}: {
  icon: LucideIcon;
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <li className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white/10 text-accent-100">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-slate-400">{label}</p>
        <p className={className}>{children}</p>
      </div>
    </li>
  );
}

export default function ContactPage() {
  const t = useT().forms.contact;
  const lang = useLang();
  const settings = usePublicSettings();
  const result = useActionData<typeof action>();
  const wa = whatsappHref(settings.whatsapp_number);
  const tel = telHref(settings.phone_number);
  const address = lang === 'en' ? settings.address_en || settings.address : settings.address;

  return (
    <>
      <PageHero eyebrow={t.badge} icon={MessageCircle} title={t.title} description={t.subtitle} />
      <section className="bg-slate-50 px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="mx-auto grid max-w-7xl gap-8 lg:grid-cols-3">
          <section
            aria-labelledby="contact-form-title"
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2"
          >
            <h2 id="contact-form-title" className="mb-6 text-2xl font-bold tracking-tight text-slate-900">
              {t.formTitle}
            </h2>
            <ContactForm serverResult={result} />
          </section>
          <aside aria-labelledby="contact-info-title" className="rounded-2xl bg-ink-950 p-6 text-white shadow-sm sm:p-8">
            <h2 id="contact-info-title" className="text-2xl font-bold tracking-tight">
              {t.infoTitle}
            </h2>
            <p className="mt-2 text-slate-300">{t.infoText}</p>
            <ul className="mt-8 space-y-6">
              <InfoItem icon={Mail} label={t.emailLabel}>
                <a
                  href={mailtoHref(settings.contact_email)}
                  className="font-medium break-all text-white underline-offset-4 hover:underline"
                >
                  {settings.contact_email}
                </a>
              </InfoItem>
              {tel ? (
                <InfoItem icon={PhoneCall} label={t.phoneLabel}>
                  <a href={tel} data-testid="contact-phone" className="font-medium text-white underline-offset-4 hover:underline">
                    {settings.phone_number}
                  </a>
                </InfoItem>
              ) : null}
              {settings.whatsapp_number ? (
                <InfoItem icon={Phone} label={t.whatsappLabel}>
                  {wa ? (
                    <a
                      href={wa}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="font-medium text-white underline-offset-4 hover:underline"
                      aria-label={`${t.whatsappLink}: ${settings.whatsapp_number}`}
                    >
                      {settings.whatsapp_number}
                    </a>
                  ) : (
                    settings.whatsapp_number
                  )}
                </InfoItem>
              ) : null}
              {address ? (
                <InfoItem icon={MapPin} label={t.addressLabel} className="font-medium">
                  {address}
                </InfoItem>
              ) : null}
            </ul>
            {wa ? (
              <a
                href={wa}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="contact-whatsapp"
                className="mt-8 inline-flex h-12 w-full items-center justify-center gap-2 rounded-lg bg-emerald-700 px-6 text-base font-semibold text-white shadow-sm transition-colors hover:bg-emerald-800"
              >
                <MessageCircle aria-hidden="true" className="size-5" />
                {t.whatsappLink}
              </a>
            ) : null}
          </aside>
        </div>
      </section>
    </>
  );
}
