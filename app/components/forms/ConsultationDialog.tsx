import { useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { Dialog } from 'radix-ui';
import { MessageSquare, X } from 'lucide-react';
import { useLang, useT } from '~/i18n/context';
import { fmt } from '~/i18n/define';
import { formPath } from '~/domain/forms/paths';
import { fieldErrors, firstError } from '~/domain/forms/shared';
import { CONSULTATION_FIELDS, SERVICE_DESCRIPTION_MIN, consultationSchema, type ConsultationField } from '~/domain/consultations/schema';
import type { FormResult } from '~/domain/forms/result';
import { Button, buttonClass, type ButtonVariant } from '~/components/ui/button';
import { Field, Input, Textarea } from '~/components/ui/field';
import { Notice, showToast } from '~/components/ui/toast';
import { cn } from '~/components/ui/cn';
import { Honeypot, useFetcherResult } from './shared';

type Values = Record<ConsultationField, string>;
const EMPTY: Values = { name: '', surname: '', email: '', phone: '', service_description: '' };

function initialValues(r?: FormResult | null): Values {
  if (!r || r.ok || !r.values) return EMPTY;
  return { ...EMPTY, ...(r.values as Partial<Values>) };
}

/**
 * The consultation form's state: controlled values (kept on failure, cleared
 * on success), per-field errors, client-side validation with the shared
 * schema (the first error as a toast titled 'Hata'), and the fetcher that
 * posts to the consultation page's action.
 */
function useConsultationForm(serverResult: FormResult | null | undefined, onSuccess?: () => void) {
  const lang = useLang();
  const t = useT().forms.consultation;
  const fetcher = useFetcher<FormResult>();
  const [values, setValues] = useState<Values>(() => initialValues(serverResult));
  const [errors, setErrors] = useState<Record<string, string>>(() => serverResult?.fieldErrors ?? {});

  useFetcherResult(fetcher.data, fetcher.state, (r) => {
    if (r.ok) {
      setValues(EMPTY);
      setErrors({});
      onSuccess?.();
    } else {
      setErrors(r.fieldErrors ?? {});
    }
  });

  const onChange = (name: ConsultationField, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!(name in e)) return e;
      const next = { ...e };
      delete next[name];
      return next;
    });
  };

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    const parsed = consultationSchema(lang).safeParse(values);
    if (!parsed.success) {
      e.preventDefault();
      const errs = fieldErrors(parsed.error);
      setErrors(errs);
      showToast({ title: t.errorTitle, description: firstError(errs, CONSULTATION_FIELDS), variant: 'error' });
      const first = CONSULTATION_FIELDS.find((f) => errs[f]);
      if (first) e.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    }
  };

  return { lang, t, fetcher, values, errors, onChange, onSubmit, busy: fetcher.state !== 'idle' };
}

function ConsultationFormBody({
  form,
  serverResult,
  footer,
}: {
  form: ReturnType<typeof useConsultationForm>;
  serverResult?: FormResult | null;
  footer?: React.ReactNode;
}) {
  const { t, fetcher, values, errors, onChange, onSubmit, busy, lang } = form;
  const count = values.service_description.trim().length;
  return (
    <fetcher.Form method="post" action={formPath('consultation', lang)} noValidate onSubmit={onSubmit} className="relative space-y-4">
      {serverResult ? <Notice message={serverResult.toast} /> : null}
      <Honeypot />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t.name} error={errors.name}>
          {(p) => (
            <Input
              {...p}
              name="name"
              autoComplete="given-name"
              placeholder={t.namePlaceholder}
              value={values.name}
              onChange={(e) => onChange('name', e.target.value)}
            />
          )}
        </Field>
        <Field label={t.surname} error={errors.surname}>
          {(p) => (
            <Input
              {...p}
              name="surname"
              autoComplete="family-name"
              placeholder={t.surnamePlaceholder}
              value={values.surname}
              onChange={(e) => onChange('surname', e.target.value)}
            />
          )}
        </Field>
      </div>
      <Field label={t.email} error={errors.email}>
        {(p) => (
          <Input
            {...p}
            type="email"
            name="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t.emailPlaceholder}
            value={values.email}
            onChange={(e) => onChange('email', e.target.value)}
          />
        )}
      </Field>
      <Field label={t.phone} error={errors.phone}>
        {(p) => (
          <Input
            {...p}
            type="tel"
            name="phone"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t.phonePlaceholder}
            value={values.phone}
            onChange={(e) => onChange('phone', e.target.value)}
          />
        )}
      </Field>
      <Field
        label={t.serviceDescription}
        error={errors.service_description}
        hint={
          <span className="flex justify-between gap-2">
            <span>{fmt(t.counterHint, { min: SERVICE_DESCRIPTION_MIN })}</span>
            <span data-testid="consultation-counter" className={count >= SERVICE_DESCRIPTION_MIN ? 'text-emerald-700' : undefined}>
              {fmt(t.counter, { count, min: SERVICE_DESCRIPTION_MIN })}
            </span>
          </span>
        }
      >
        {(p) => (
          <Textarea
            {...p}
            name="service_description"
            rows={5}
            placeholder={t.serviceDescriptionPlaceholder}
            value={values.service_description}
            onChange={(e) => onChange('service_description', e.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        {footer}
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t.submitting : t.submit}
        </Button>
      </div>
    </fetcher.Form>
  );
}

/**
 * The consultation call to action (home services section, services page).
 * A link to the consultation page, so it works before and without JavaScript;
 * once the page is interactive it opens the dialog instead (Radix Dialog:
 * focus trapped, Escape closes, labelled by its title and description).
 */
export function ConsultationButton({
  className,
  variant = 'primary',
  size = 'lg',
  label,
}: {
  className?: string;
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  label?: string;
}) {
  const lang = useLang();
  const t = useT().forms.consultation;
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLAnchorElement>(null);
  const form = useConsultationForm(null, () => setOpen(false));
  return (
    <>
      <a
        ref={triggerRef}
        href={formPath('consultation', lang)}
        className={buttonClass(variant, size, className)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
          e.preventDefault();
          setOpen(true);
        }}
      >
        <MessageSquare aria-hidden="true" className="h-4 w-4" />
        {label ?? t.button}
      </a>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/60 backdrop-blur-sm" />
          <Dialog.Content
            onCloseAutoFocus={(e) => {
              e.preventDefault();
              triggerRef.current?.focus();
            }}
            className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none sm:p-8"
          >
            <div className="mb-6 pr-8">
              <Dialog.Title className="text-xl font-semibold text-slate-900">{t.title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">{t.description}</Dialog.Description>
            </div>
            <ConsultationFormBody
              form={form}
              footer={
                <Dialog.Close asChild>
                  <Button variant="outline">{t.cancel}</Button>
                </Dialog.Close>
              }
            />
            <Dialog.Close asChild>
              <button
                type="button"
                aria-label={t.close}
                className="absolute top-4 right-4 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:outline-none"
              >
                <X aria-hidden="true" className="h-5 w-5" />
              </button>
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}

/** The consultation form on its own page: the dialog's fallback without JavaScript (and a shareable URL). */
export function ConsultationPageForm({ serverResult, className }: { serverResult?: FormResult | null; className?: string }) {
  const form = useConsultationForm(serverResult);
  return (
    <div className={cn(className)}>
      <ConsultationFormBody form={form} serverResult={serverResult} />
    </div>
  );
}
