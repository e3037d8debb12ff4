import { useFetcher } from 'react-router';
import Send from 'lucide-react/icons/send';
import { useLang, useT } from '~/i18n/context';
import { formPath, CONTACT_FIELDS, type ContactField, type FormResult } from '~/domain/forms/index';
import { Button } from '~/components/ui/button';
import { Field, Input, Textarea } from '~/components/ui/field';
import { Notice } from '~/components/ui/toast';
import { Honeypot, prepareForm, useFetcherResult, useFieldState, validatedSubmit } from './shared';
import { usePhoneRule } from '~/components/sections/layout-data';

const EMPTY: Record<ContactField, string> = { firstName: '', lastName: '', email: '', phone: '', message: '' };

/**
 * The contact form (docs/product-spec.md §2, §4, §5, §8): per-field errors in the page
 * language that clear when their field is edited; while sending the button is
 * disabled and reads 'Gönderiliyor...'; success resets the fields and errors;
 * failure shows the destructive toast. Posts to the contact page's action: a
 * plain form post without JavaScript (the page re-renders with the answer).
 */
export function ContactForm({ serverResult }: { serverResult?: FormResult | null }) {
  const lang = useLang();
  const t = useT().forms.contact;
  const fetcher = useFetcher<FormResult>();
  const phoneRule = usePhoneRule();
  const { values, errors, setErrors, reject, reset, bind: input } = useFieldState(EMPTY, serverResult);
  const busy = fetcher.state !== 'idle';

  useFetcherResult(fetcher.data, fetcher.state, (r) => {
    if (r.ok) {
      reset();
    } else setErrors(r.fieldErrors ?? {});
  });

  const onSubmit = validatedSubmit(
    ({ contactSchema, fieldErrors }, form) => {
      const parsed = contactSchema(lang, phoneRule).safeParse(values);
      if (parsed.success) return true;
      reject(fieldErrors(parsed.error), CONTACT_FIELDS, form);
      return false;
    },
    (form) => void fetcher.submit(form, { method: 'post', action: formPath('contact', lang) }),
  );

  return (
    <fetcher.Form
      method="post"
      action={formPath('contact', lang)}
      noValidate
      onSubmit={onSubmit}
      onFocus={prepareForm}
      className="relative space-y-5"
    >
      {serverResult ? <Notice message={serverResult.toast} /> : null}
      <Honeypot />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t.firstName} error={errors.firstName}>
          {(p) => <Input {...p} {...input('firstName')} autoComplete="given-name" placeholder={t.firstNamePlaceholder} />}
        </Field>
        <Field label={t.lastName} error={errors.lastName}>
          {(p) => <Input {...p} {...input('lastName')} autoComplete="family-name" placeholder={t.lastNamePlaceholder} />}
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t.email} error={errors.email}>
          {(p) => <Input {...p} {...input('email')} type="email" inputMode="email" autoComplete="email" placeholder={t.emailPlaceholder} />}
        </Field>
        <Field label={t.phone} error={errors.phone}>
          {(p) => (
            <Input
              {...p}
              {...input('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={phoneRule === 'international' ? t.phonePlaceholderInternational : t.phonePlaceholder}
            />
          )}
        </Field>
      </div>
      <Field label={t.message} error={errors.message}>
        {(p) => <Textarea {...p} {...input('message')} rows={6} placeholder={t.messagePlaceholder} />}
      </Field>
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy} className="w-full sm:w-auto">
        <Send aria-hidden="true" className="h-4 w-4" />
        {busy ? t.sending : t.submit}
      </Button>
    </fetcher.Form>
  );
}
