import { useFetcher } from 'react-router';
import { useLang, useT } from '~/i18n/context';
import { fmt } from '~/i18n/define';
import {
  formPath,
  CONSULTATION_FIELDS,
  SERVICE_DESCRIPTION_MIN,
  firstError,
  type ConsultationField,
  type FormResult,
} from '~/domain/forms/index';
import { Button } from '~/components/ui/button';
import { Field, Input, Textarea } from '~/components/ui/field';
import { Notice, showToast } from '~/components/ui/toast';
import { cn } from '~/components/ui/cn';
import { Honeypot, prepareForm, useFetcherResult, useFieldState, validatedSubmit } from './shared';
import { usePhoneRule } from '~/components/sections/layout-data';

const EMPTY: Record<ConsultationField, string> = { name: '', surname: '', email: '', phone: '', service_description: '' };

/**
 * The consultation form's state: controlled values (kept on failure, cleared
 * on success), per-field errors, client-side validation with the shared
 * schema (the first error as a toast titled 'Hata'), and the fetcher that
 * posts to the consultation page's action.
 */
export function useConsultationForm(serverResult: FormResult | null | undefined, onSuccess?: () => void) {
  const lang = useLang();
  const t = useT().forms.consultation;
  const fetcher = useFetcher<FormResult>();
  const phoneRule = usePhoneRule();
  const { values, errors, setErrors, reject, reset, bind } = useFieldState(EMPTY, serverResult);

  useFetcherResult(fetcher.data, fetcher.state, (r) => {
    if (r.ok) {
      reset();
      onSuccess?.();
    } else {
      setErrors(r.fieldErrors ?? {});
    }
  });

  const onSubmit = validatedSubmit(
    ({ consultationSchema, fieldErrors }, form) => {
      const parsed = consultationSchema(lang, phoneRule).safeParse(values);
      if (parsed.success) return true;
      const errs = fieldErrors(parsed.error);
      showToast({ title: t.errorTitle, description: firstError(errs, CONSULTATION_FIELDS), variant: 'error' });
      reject(errs, CONSULTATION_FIELDS, form);
      return false;
    },
    (form) => void fetcher.submit(form, { method: 'post', action: formPath('consultation', lang) }),
  );

  return { lang, t, fetcher, values, errors, bind, onSubmit, phoneRule, busy: fetcher.state !== 'idle' };
}

export type ConsultationForm = ReturnType<typeof useConsultationForm>;

/** The consultation form's fields and buttons (in the dialog and on the consultation page). */
export function ConsultationFormBody({
  form,
  serverResult,
  footer,
  service,
}: {
  form: ConsultationForm;
  serverResult?: FormResult | null;
  footer?: React.ReactNode;
  /** The services card the form was opened from, posted as a hidden field. */
  service?: string;
}) {
  const { t, fetcher, values, errors, bind, onSubmit, busy, lang } = form;
  const count = values.service_description.trim().length;
  return (
    <fetcher.Form
      method="post"
      action={formPath('consultation', lang)}
      noValidate
      onSubmit={onSubmit}
      onFocus={prepareForm}
      className="relative space-y-4"
    >
      {serverResult ? <Notice message={serverResult.toast} /> : null}
      <Honeypot />
      {service ? <input type="hidden" name="service" value={service} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t.name} error={errors.name}>
          {(p) => <Input {...p} {...bind('name')} autoComplete="given-name" placeholder={t.namePlaceholder} />}
        </Field>
        <Field label={t.surname} error={errors.surname}>
          {(p) => <Input {...p} {...bind('surname')} autoComplete="family-name" placeholder={t.surnamePlaceholder} />}
        </Field>
      </div>
      <Field label={t.email} error={errors.email}>
        {(p) => <Input {...p} {...bind('email')} type="email" inputMode="email" autoComplete="email" placeholder={t.emailPlaceholder} />}
      </Field>
      <Field label={t.phone} error={errors.phone}>
        {(p) => (
          <Input
            {...p}
            {...bind('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={form.phoneRule === 'international' ? t.phonePlaceholderInternational : t.phonePlaceholder}
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
        {(p) => <Textarea {...p} {...bind('service_description')} rows={5} placeholder={t.serviceDescriptionPlaceholder} />}
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

/** The consultation form on its own page: the dialog's fallback without JavaScript (and a shareable URL). */
export function ConsultationPageForm({ serverResult, className }: { serverResult?: FormResult | null; className?: string }) {
  const form = useConsultationForm(serverResult);
  return (
    <div className={cn(className)}>
      <ConsultationFormBody form={form} serverResult={serverResult} />
    </div>
  );
}
