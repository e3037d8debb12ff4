import type { Settings } from '~/domain/settings/schema';

export function Footer({ settings }: { settings: Settings }) {
  return (
    <footer className="bg-ink-950 py-10 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <p>
          © {new Date().getFullYear()} {settings.site_title}
        </p>
      </div>
    </footer>
  );
}
