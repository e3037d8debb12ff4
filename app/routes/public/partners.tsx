import { useT } from '~/i18n/context';

// Placeholder until the public website issue fills this screen.
export default function Page() {
  const t = useT();
  return <h1 className="p-8 text-3xl font-bold">{t.common.nav.home} — partners</h1>;
}
