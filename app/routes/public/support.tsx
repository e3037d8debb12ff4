import { SiteLink } from '~/components/ui/site-link';
import ArrowRight from 'lucide-react/icons/arrow-right';
import BookOpen from 'lucide-react/icons/book-open';
import CircleHelp from 'lucide-react/icons/circle-question-mark';
import Clock from 'lucide-react/icons/clock';
import Headphones from 'lucide-react/icons/headphones';
import LifeBuoy from 'lucide-react/icons/life-buoy';
import Mail from 'lucide-react/icons/mail';
import MessagesSquare from 'lucide-react/icons/messages-square';
import type { Route } from './+types/support';
import { PageHero } from '~/components/sections/PageHero';
import { usePublicSettings, useSampleHidden } from '~/components/sections/layout-data';
import { Badge } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { support } from '~/i18n/messages/support';
import { useLang, useSection, sectionForMeta } from '~/i18n/context';
import { pathFor } from '~/i18n/routes';
import { pageMeta } from '~/lib/seo';
import { mailtoHref } from '~/lib/email';

export function meta(args: Route.MetaArgs) {
  const t = sectionForMeta(args, support);
  return pageMeta(args, { title: t.meta.title, description: t.meta.description });
}

const CARD = 'flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8';
const ICON = 'flex size-12 items-center justify-center rounded-xl';

export default function SupportPage() {
  const t = useSection(support);
  const lang = useLang();
  const settings = usePublicSettings();
  // Sample claims the owner removed (ADR 026): "Canlı Destek – Yakında", the documentation page.
  const hidden = useSampleHidden();
  const showLive = !hidden('support.live');
  const showDocs = !hidden('page.documentation');
  const columns = ['md:grid-cols-1', 'md:grid-cols-1', 'md:grid-cols-2', 'md:grid-cols-3'][1 + Number(showLive) + Number(showDocs)];
  const channels = t.channels;

  return (
    <>
      <PageHero eyebrow={t.hero.eyebrow} icon={LifeBuoy} title={t.hero.title} description={t.hero.description} />

      <section aria-labelledby="support-channels" className="bg-slate-50 py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="support-channels" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {channels.title}
          </h2>
          <ul className={cn('mt-8 grid gap-6', columns)}>
            {showLive ? (
              <li className={cn(CARD, 'border-dashed bg-slate-50/60 shadow-none')}>
                <div className="flex items-start justify-between gap-4">
                  <span className={cn(ICON, 'bg-slate-200 text-slate-600')}>
                    <MessagesSquare aria-hidden="true" className="size-6" />
                  </span>
                  <Badge tone="amber">{channels.live.status}</Badge>
                </div>
                <h3 className="mt-6 text-lg font-semibold text-slate-900">{channels.live.title}</h3>
                <p className="mt-2 flex-1 text-slate-600">{channels.live.description}</p>
              </li>
            ) : null}
            <li className={CARD}>
              <span className={cn(ICON, 'bg-accent-50 text-accent-700')}>
                <Mail aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-6 text-lg font-semibold text-slate-900">{channels.email.title}</h3>
              <p className="mt-2 flex-1 text-slate-600">{channels.email.description}</p>
              <a href={mailtoHref(settings.support_email)} className={buttonClass('primary', 'md', 'mt-6 self-start')}>
                <Mail aria-hidden="true" className="size-4" />
                {channels.email.action}
              </a>
              <p className="mt-3 text-sm break-all text-slate-600">{settings.support_email}</p>
            </li>
            {showDocs ? (
              <li className={CARD}>
                <span className={cn(ICON, 'bg-accent-50 text-accent-700')}>
                  <BookOpen aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-6 text-lg font-semibold text-slate-900">{channels.docs.title}</h3>
                <p className="mt-2 flex-1 text-slate-600">{channels.docs.description}</p>
                <SiteLink to={pathFor('documentation', lang)} className={buttonClass('outline', 'md', 'mt-6 self-start')}>
                  {channels.docs.action}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </SiteLink>
              </li>
            ) : null}
          </ul>
        </div>
      </section>

      <section className="py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
          <section className={CARD} aria-labelledby="support-hours">
            <div className="flex items-center gap-3">
              <span className={cn(ICON, 'bg-accent-50 text-accent-700')}>
                <Clock aria-hidden="true" className="size-6" />
              </span>
              <h2 id="support-hours" className="text-xl font-bold text-slate-900 sm:text-2xl">
                {t.hours.title}
              </h2>
            </div>
            <p className="mt-4 text-slate-600">{t.hours.description}</p>
            <dl className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200">
              {showLive ? (
                <div className="flex flex-wrap items-center justify-between gap-2 px-4 py-4">
                  <dt className="flex items-center gap-2 font-medium text-slate-900">
                    <Headphones aria-hidden="true" className="size-5 text-slate-500" />
                    {t.hours.live}
                  </dt>
                  <dd>
                    <Badge tone="amber">{t.hours.liveValue}</Badge>
                  </dd>
                </div>
              ) : null}
              <div className="flex flex-wrap items-center justify-between gap-2 px-4 py-4">
                <dt className="flex items-center gap-2 font-medium text-slate-900">
                  <Mail aria-hidden="true" className="size-5 text-slate-500" />
                  {t.hours.email}
                </dt>
                <dd className="text-slate-700">{t.hours.emailValue}</dd>
              </div>
            </dl>
          </section>

          <div className={cn(CARD, 'bg-accent-50/60')}>
            <div className="flex items-center gap-3">
              <span className={cn(ICON, 'bg-white text-accent-700 shadow-sm')}>
                <CircleHelp aria-hidden="true" className="size-6" />
              </span>
              <h2 className="text-xl font-bold text-slate-900 sm:text-2xl">{t.more.title}</h2>
            </div>
            <p className="mt-4 flex-1 text-slate-700">{t.more.description}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <SiteLink to={pathFor('faq', lang)} className={buttonClass('primary')}>
                {t.more.faq}
                <ArrowRight aria-hidden="true" className="size-4" />
              </SiteLink>
              <SiteLink to={pathFor('contact', lang)} className={buttonClass('outline')}>
                {t.more.contact}
              </SiteLink>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
