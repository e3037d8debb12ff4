import { useEffect, useState } from 'react';
type MarkdownIt = { render(src: string): string };
import { fmt } from '~/i18n/define';
import { useAdminT } from '~/i18n/admin-context';
import { Field, Textarea } from '~/components/ui/field';
import { once } from '~/lib/once';

// markdown-it is loaded only when an editor is shown (never on public pages),
// configured as on the server: raw HTML is shown as text, unsafe links refused.
const loadRenderer = once((): Promise<MarkdownIt> =>
  import('markdown-it').then((m) => new m.default({ html: false, linkify: true, typographer: false, breaks: false })),
);

function usePreview(source: string): string | undefined {
  const [html, setHtml] = useState<string>();
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      void loadRenderer().then((md) => {
        if (live) setHtml(md.render(source));
      });
    }, 120);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [source]);
  return html;
}

/** A Markdown textarea with its live preview underneath. */
export function MarkdownEditor({
  label,
  value,
  onChange,
  error,
  name,
  lang,
  previewLabel,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  name: string;
  lang: 'tr' | 'en';
  previewLabel: string;
}) {
  const t = useAdminT().adminBlog.editor;
  const html = usePreview(value);
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Field label={label} error={error} hint={`${t.markdownHint} ${fmt(t.characters, { n: value.length })}`}>
        {(p) => (
          <Textarea
            {...p}
            name={name}
            lang={lang}
            rows={14}
            className="font-mono text-[13px] leading-relaxed"
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
      </Field>
      <section aria-label={previewLabel} className="rounded-lg border border-slate-200 bg-slate-50">
        <h4 className="border-b border-slate-200 px-3 py-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">{t.preview}</h4>
        {value.trim() && html !== undefined ? (
          <div
            lang={lang}
            data-testid={`preview-${lang}`}
            className="prose-post max-h-96 overflow-y-auto px-4 py-3 text-sm"
            // Rendered by markdown-it with html:false: tags in the source come out as text.
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : (
          <p className="px-4 py-3 text-sm text-slate-500">{t.emptyPreview}</p>
        )}
      </section>
    </div>
  );
}
