import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { Dialog } from 'radix-ui';
import { META_DESCRIPTION_HINT, slugify } from '~/domain/pages/schema';
import { staticPagePath } from '~/i18n/routes';
import type { Lang } from '~/i18n/lang';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { Button } from '~/components/ui/button';
import { Field, Input, Select, Textarea } from '~/components/ui/field';
import { cn } from '~/components/ui/cn';
import { useResultToast, type ActionResult } from '~/components/admin/ops';
import type { PageItem } from './page-item';

/** The fields of a static page (create or edit), posted with intent `save`. */
export function PageForm({ page, onDone }: { page?: PageItem; onDone: () => void }) {
  const t = useAdminT();
  const m = t.adminPages;
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const [title, setTitle] = useState(page?.title ?? '');
  const [slug, setSlug] = useState(page?.slug ?? '');
  const [slugTouched, setSlugTouched] = useState(!!page);
  const [language, setLanguage] = useState<Lang>(page?.language ?? 'tr');
  const [meta, setMeta] = useState(page?.metaDescription ?? '');
  const errors = fetcher.data?.errors ?? {};
  const busy = fetcher.state !== 'idle';

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) onDone();
  }, [fetcher.state, fetcher.data, onDone]);

  return (
    <fetcher.Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value="save" />
      {page ? <input type="hidden" name="id" value={page.id} /> : null}
      <Field label={m.form.title} error={errors.title}>
        {(p) => (
          <Input
            {...p}
            name="title"
            value={title}
            required
            maxLength={200}
            onChange={(e) => {
              setTitle(e.target.value);
              if (!slugTouched) setSlug(slugify(e.target.value));
            }}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={m.form.language}>
          {(p) => (
            <Select {...p} name="language" value={language} onChange={(e) => setLanguage(e.target.value === 'en' ? 'en' : 'tr')}>
              <option value="tr">{m.languages.tr}</option>
              <option value="en">{m.languages.en}</option>
            </Select>
          )}
        </Field>
        <Field label={m.form.status}>
          {(p) => (
            <Select {...p} name="status" defaultValue={page?.status ?? 'draft'}>
              <option value="draft">{m.status.draft}</option>
              <option value="published">{m.status.published}</option>
            </Select>
          )}
        </Field>
      </div>
      <Field label={m.form.slug} error={errors.slug} hint={fmt(m.form.slugHint, { path: staticPagePath(slug || '…', language) })}>
        {(p) => (
          <Input
            {...p}
            name="slug"
            value={slug}
            required
            maxLength={120}
            spellCheck={false}
            autoCapitalize="none"
            onChange={(e) => {
              setSlugTouched(true);
              setSlug(e.target.value);
            }}
          />
        )}
      </Field>
      <Field
        label={m.form.metaDescription}
        error={errors.meta_description}
        hint={
          <span className={cn(meta.length > META_DESCRIPTION_HINT && 'font-medium text-amber-800')}>
            {fmt(meta.length > META_DESCRIPTION_HINT ? m.form.metaTooLong : m.form.metaHint, { n: meta.length })}
          </span>
        }
      >
        {(p) => <Textarea {...p} name="meta_description" value={meta} onChange={(e) => setMeta(e.target.value)} rows={2} maxLength={400} />}
      </Field>
      <Field label={m.form.content} error={errors.content}>
        {(p) => <Textarea {...p} name="content" defaultValue={page?.content ?? ''} required rows={12} className="font-mono text-[13px]" />}
      </Field>
      <div className="flex justify-end gap-2 pt-2">
        <Dialog.Close asChild>
          <Button variant="outline">{t.adminOps.cancel}</Button>
        </Dialog.Close>
        <Button type="submit" disabled={busy}>
          {busy ? t.adminOps.saving : page ? m.form.submitUpdate : m.form.submitCreate}
        </Button>
      </div>
    </fetcher.Form>
  );
}
