import { buttonClass, type ButtonVariant } from '~/components/ui/button';
import { useLang } from '~/i18n/context';

/** Opens the consultation dialog. Minimal placeholder; the full version follows. */
export function ConsultationButton({ className, variant = 'primary' }: { className?: string; variant?: ButtonVariant }) {
  const lang = useLang();
  return (
    <a href={lang === 'en' ? '/en-consultation' : '/danismanlik-talebi'} className={buttonClass(variant, 'md', className)}>
      {lang === 'en' ? 'Request a consultation' : 'Danışmanlık Talep Et'}
    </a>
  );
}
