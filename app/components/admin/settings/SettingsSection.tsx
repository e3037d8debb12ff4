import { Card } from '~/components/ui/card';

/** A card with an icon, a title and an optional description, on the system tab. */
export function SettingsSection({
  title,
  description,
  children,
  icon,
}: {
  title: string;
  description?: string;
  children: React.ReactNode;
  icon?: React.ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        {icon}
        {title}
      </h3>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </Card>
  );
}
