import { Link } from 'react-router';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Mail from 'lucide-react/icons/mail';
import { mailtoHref } from '~/lib/email';
import { buttonClass } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { cn } from '~/components/ui/cn';

/** The texts a lead's card needs (adminConsultations.detail and adminTickets.detail both have them). */
interface LeadDetailTexts {
  title: string;
  email: string;
  received: string;
  language: string;
  languages: { tr: string; en: string };
  reply: string;
  replyHint?: string;
  back: string;
}

/** One row of the card's facts. */
export function LeadFact({
  label,
  className,
  children,
  ...rest
}: { label: string; className?: string; children: React.ReactNode } & Omit<React.ComponentProps<'dd'>, 'children'>) {
  return (
    <>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className={cn('text-slate-900', className)} {...rest}>
        {children}
      </dd>
    </>
  );
}

/**
 * An opened lead (a consultation request or a contact message): its title and status, its facts
 * (`facts` first, then the address, `afterEmail`, the date and the language), the sender's text,
 * `children` (the follow-up form), then reply, `actions` and back to the list.
 */
export function LeadDetailCard({
  texts,
  titleId,
  title,
  badge,
  email,
  replySubject,
  iso,
  date,
  language,
  facts,
  afterEmail,
  bodyLabel,
  body,
  bodyTestId,
  actions,
  backTo,
  children,
  ...rest
}: {
  texts: LeadDetailTexts;
  titleId: string;
  title: React.ReactNode;
  badge: React.ReactNode;
  email: string;
  /** The reply link's subject in the sender's language. */
  replySubject: string;
  iso: string;
  date: string;
  language: string;
  facts: React.ReactNode;
  afterEmail?: React.ReactNode;
  bodyLabel: string;
  body: string;
  bodyTestId: string;
  actions?: React.ReactNode;
  backTo: string;
  children: React.ReactNode;
  'data-testid'?: string;
}) {
  // A link only for a plain address (a stored value cannot add mailto parameters); otherwise the text.
  const reply = mailtoHref(email, { subject: replySubject });
  return (
    <Card className="mb-6 p-5 sm:p-6" aria-labelledby={titleId} {...rest}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{texts.title}</p>
          <h3 id={titleId} className="mt-1 text-lg font-semibold break-words text-slate-900">
            {title}
          </h3>
        </div>
        {badge}
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {facts}
        <LeadFact label={texts.email} className="break-all">
          {reply ? (
            <a href={reply} className="text-accent-800 hover:underline">
              {email}
            </a>
          ) : (
            <span data-testid="unlinked-email">{email}</span>
          )}
        </LeadFact>
        {afterEmail}
        <LeadFact label={texts.received}>
          <time dateTime={iso}>{date}</time>
        </LeadFact>
        <LeadFact label={texts.language}>{language === 'en' ? texts.languages.en : texts.languages.tr}</LeadFact>
      </dl>
      <h4 className="mt-5 text-sm font-medium text-slate-600">{bodyLabel}</h4>
      <p className="mt-1 rounded-xl bg-slate-50 p-4 text-sm break-words whitespace-pre-line text-slate-900" data-testid={bodyTestId}>
        {body}
      </p>
      {children}
      <div className="mt-5 flex flex-wrap items-center gap-2">
        {reply ? (
          <a href={reply} className={buttonClass('primary', 'sm')} title={texts.replyHint}>
            <Mail className="size-4" aria-hidden="true" />
            {texts.reply}
          </a>
        ) : null}
        {actions}
        <Link to={backTo} className={buttonClass('ghost', 'sm')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {texts.back}
        </Link>
      </div>
    </Card>
  );
}
