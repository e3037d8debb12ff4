import { useLang } from '~/i18n/context';

/** Newsletter sign-up (footer). Minimal placeholder; the full version follows. */
export function NewsletterForm() {
  const lang = useLang();
  return (
    <form method="post" action="/form/newsletter" className="flex gap-2">
      <input type="email" name="email" aria-label={lang === 'en' ? 'E-mail' : 'E-posta'} className="rounded border px-2" />
      <button type="submit">{lang === 'en' ? 'Subscribe' : 'Abone Ol'}</button>
    </form>
  );
}
