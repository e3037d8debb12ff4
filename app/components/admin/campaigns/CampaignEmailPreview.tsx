import { useEffect, useState } from 'react';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import type { Lang } from '~/i18n/lang';

const PREVIEW_PATH = '/admin/e-bulten/kampanyalar/onizleme';

/**
 * The e-mail as recipients will see it, rendered by the server (same code as
 * the real send), fetched from a resource route so typing re-runs no loader.
 */
export function CampaignEmailPreview({ lang, subject, content }: { lang: Lang; subject: string; content: string }) {
  const t = useAdminT().adminCampaigns.form;
  const [html, setHtml] = useState<string | null>(null);
  const ready = subject.trim() !== '' && content.trim() !== '';
  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(PREVIEW_PATH, { method: 'POST', body: new URLSearchParams({ lang, subject, content }), signal: controller.signal })
        .then((r) => (r.ok ? r.text() : Promise.reject(new Error(String(r.status)))))
        .then(setHtml)
        .catch(() => {
          /* aborted or failed: keep the last preview */
        });
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [ready, lang, subject, content]);
  if (!ready)
    return <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">{t.previewEmpty}</p>;
  return html ? (
    <iframe
      title={fmt(t.previewFrame, { lang: t.languages[lang] })}
      srcDoc={html}
      sandbox=""
      className="h-[28rem] w-full rounded-lg border border-slate-200 bg-slate-100"
      data-testid={`campaign-preview-${lang}`}
    />
  ) : (
    <p className="p-6 text-center text-sm text-slate-600">{t.previewLoading}</p>
  );
}
