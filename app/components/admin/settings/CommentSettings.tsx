import type { Settings } from '~/domain/settings/index';
import { useAdminT } from '~/i18n/admin-context';
import { SettingsToggle } from './SettingsToggle';

/** Ayarlar → Genel: blog comments on or off, and how they are approved. */
export function CommentSettings({ settings: s }: { settings: Settings }) {
  const m = useAdminT().adminComments.settings;
  const option = (value: Settings['comments_moderation'], label: string, hint: string) => (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg p-2 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-600/40">
      <input
        type="radio"
        name="comments_moderation"
        value={value}
        defaultChecked={s.comments_moderation === value}
        className="mt-0.5 size-4 accent-accent-700"
      />
      <span>
        <span className="block text-sm font-medium text-slate-900">{label}</span>
        <span className="mt-0.5 block text-xs text-slate-600">{hint}</span>
      </span>
    </label>
  );
  return (
    <div className="space-y-3">
      <SettingsToggle name="comments_enabled" label={m.enabled} hint={m.enabledHint} defaultChecked={s.comments_enabled} />
      <fieldset className="rounded-xl border border-slate-200 bg-white p-3">
        <legend className="px-1 text-sm font-medium text-slate-900">{m.moderation}</legend>
        {option('manual', m.manual, m.manualHint)}
        {option('trusted', m.trusted, m.trustedHint)}
      </fieldset>
    </div>
  );
}
