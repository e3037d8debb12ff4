import { useEffect, useRef, useState } from 'react';
import ImagePlus from 'lucide-react/icons/image-plus';
import Loader2 from 'lucide-react/icons/loader-circle';
import Trash2 from 'lucide-react/icons/trash';
import { IMAGE_ACCEPT, looksLikeAcceptedImage, MAX_UPLOAD_BYTES, UPLOAD_URL } from '~/domain/media/index';
import { responsiveImage } from '~/lib/images';
import { useAdminT } from '~/i18n/admin-context';
import { Button } from '~/components/ui/button';
import { Field, Input } from '~/components/ui/field';
import { showToast } from '~/components/ui/toast';
import { SideBySide } from './FormFields';

interface UploadAnswer {
  ok: boolean;
  url?: string;
  toast?: { title: string; description?: string };
}

/**
 * An image with its alternative texts (required in both languages when there is
 * an image). The file is checked in the browser for speed (size, type) and sent
 * to the upload endpoint, which is the authority (streaming limit, sniffing,
 * re-encoding); its answer's toast is shown (docs/product-spec.md §8).
 */
export function ImageField({
  url,
  altTr,
  altEn,
  onChange,
  errors,
  label,
  hint,
  name,
}: {
  url: string;
  altTr: string;
  altEn: string;
  onChange: (patch: { image_url?: string; image_alt_tr?: string; image_alt_en?: string }) => void;
  errors: Partial<Record<string, string>>;
  label?: string;
  /** Shown under the buttons instead of the general upload hint. */
  hint?: string;
  /** In a posted form: the fields' names are `<name>.url`, `<name>.alt_tr`, `<name>.alt_en`, and the fieldset's id is `name`. */
  name?: string;
}) {
  const t = useAdminT().media;
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  // After an upload the Turkish alt text gets the focus: the requirement is met where the image was chosen.
  const altTrInput = useRef<HTMLInputElement>(null);
  const focusAltNext = useRef(false);
  useEffect(() => {
    if (focusAltNext.current && url) {
      focusAltNext.current = false;
      altTrInput.current?.focus();
    }
  }, [url]);

  async function upload(file: File) {
    if (file.size > MAX_UPLOAD_BYTES) {
      showToast({ title: t.tooLargeTitle, description: t.tooLargeMessage, variant: 'error' });
      return;
    }
    if (!looksLikeAcceptedImage(file.type)) {
      showToast({ title: t.invalidTypeTitle, description: t.invalidTypeMessage, variant: 'error' });
      return;
    }
    setBusy(true);
    try {
      const body = new FormData();
      body.append('file', file);
      const r = await fetch(UPLOAD_URL, { method: 'POST', body, credentials: 'same-origin' });
      const answer = (await r.json().catch(() => ({ ok: false }))) as UploadAnswer;
      if (answer.ok && answer.url) {
        onChange({ image_url: answer.url });
        if (!altTr.trim()) focusAltNext.current = true;
        showToast({ title: answer.toast?.title ?? t.successTitle, description: answer.toast?.description ?? t.successMessage });
      } else {
        showToast({
          title: answer.toast?.title ?? t.failedTitle,
          description: answer.toast?.description ?? t.failedMessage,
          variant: 'error',
        });
      }
    } catch {
      showToast({ title: t.failedTitle, description: t.failedMessage, variant: 'error' });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  const preview = url ? responsiveImage(url, { sizes: '320px' }) : undefined;
  return (
    <fieldset id={name} className="min-w-0 scroll-mt-24 space-y-4 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{label ?? t.field.label}</legend>
      {name ? <input type="hidden" name={`${name}.url`} value={url} /> : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex aspect-video w-full shrink-0 items-center justify-center overflow-hidden rounded-lg border border-dashed border-slate-300 bg-slate-50 sm:w-64">
          {preview ? (
            <img {...preview} alt={altTr || t.field.preview} className="h-full w-full object-cover" data-testid="image-preview" />
          ) : (
            <ImagePlus className="size-8 text-slate-400" aria-hidden="true" />
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <input
            ref={input}
            type="file"
            accept={IMAGE_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="image-file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void upload(file);
            }}
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => input.current?.click()} disabled={busy}>
              {busy ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <ImagePlus className="size-4" aria-hidden="true" />}
              {busy ? t.field.uploading : url ? t.field.replace : t.field.choose}
            </Button>
            {url ? (
              <Button variant="ghost" onClick={() => onChange({ image_url: '' })} disabled={busy}>
                <Trash2 className="size-4" aria-hidden="true" />
                {t.field.remove}
              </Button>
            ) : null}
          </div>
          <p className="text-xs text-slate-600">{hint ?? t.field.hint}</p>
          {url ? (
            <p className="truncate font-mono text-xs text-slate-500" title={url}>
              <span className="sr-only">{t.field.urlLabel}: </span>
              {url}
            </p>
          ) : null}
          {errors.image_url ? (
            <p className="text-sm text-red-700" role="alert">
              {errors.image_url}
            </p>
          ) : null}
        </div>
      </div>
      {url && (!altTr.trim() || !altEn.trim()) && !errors.image_alt_tr && !errors.image_alt_en ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="alt-needed">
          {t.field.altNeeded}
        </p>
      ) : null}
      {url ? (
        <SideBySide>
          <Field label={`${t.field.altTr} *`} error={errors.image_alt_tr} hint={t.field.altHint}>
            {(p) => (
              <Input
                {...p}
                ref={altTrInput}
                name={name ? `${name}.alt_tr` : 'image_alt_tr'}
                value={altTr}
                onChange={(e) => onChange({ image_alt_tr: e.target.value })}
              />
            )}
          </Field>
          <Field label={`${t.field.altEn} *`} error={errors.image_alt_en}>
            {(p) => (
              <Input
                {...p}
                name={name ? `${name}.alt_en` : 'image_alt_en'}
                lang="en"
                value={altEn}
                onChange={(e) => onChange({ image_alt_en: e.target.value })}
              />
            )}
          </Field>
        </SideBySide>
      ) : null}
    </fieldset>
  );
}
