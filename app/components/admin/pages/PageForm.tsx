import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { Dialog, Tabs } from 'radix-ui';
import { META_DESCRIPTION_HINT, slugify } from '~/domain/pages/index';
import { staticPagePath } from '~/i18n/routes';
import { LANGS, type Lang } from '~/i18n/lang';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { Button } from '~/components/ui/button';
import { Field, Input, Select, Textarea } from '~/components/ui/field';
import { cn } from '~/components/ui/cn';
import { useResultToast, type ActionResult } from '~/components/admin/AdminKit';
import { CheckboxField, EditorTabList } from '~/components/admin/FormFields';
import { MarkdownEditor } from '~/components/admin/MarkdownEditor';
import { EDITOR_FOOTER } from '~/components/admin/EditorDialog';
import type { PageItem, PageTranslationItem } from './page-item';

const EMPTY: PageTranslationItem = { title: '', slug: '', content: '', metaDescription: '' };

/** One language's fields: title, slug (with the real address), meta description, Markdown content with its preview. */
function TranslationFields({
  lang,
  value,
  onChange,
  errors,
  origin,
  slugFollowsTitle,
}: {
  lang: Lang;
  value: PageTranslationItem;
  onChange: (patch: Partial<PageTranslationItem>, slugEdited?: boolean) => void;
  errors: Record<string, string>;
  origin: string;
  slugFollowsTitle: boolean;
}) {
  const m = useAdminT().adminPages;
  const meta = value.metaDescription;
  // Shown as text, so decoded: Turkish letters and the placeholder ellipsis read as typed, not as %xx.
  const url = decodeURI(origin + staticPagePath(value.slug || '…', lang));
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{m.form.translationHint}</p>
      <Field label={m.form.title} error={errors[`title_${lang}`]}>
        {(p) => (
          <Input
            {...p}
            name={`title_${lang}`}
            lang={lang}
            value={value.title}
            maxLength={200}
            onChange={(e) => onChange({ title: e.target.value, ...(slugFollowsTitle ? { slug: slugify(e.target.value) } : {}) })}
          />
        )}
      </Field>
      <Field
        label={m.form.slug}
        error={errors[`slug_${lang}`]}
        hint={
          <>
            {m.form.slugHint}{' '}
            <span className="font-mono break-all text-slate-800" data-testid={`page-url-${lang}`}>
              {url}
            </span>
          </>
        }
      >
        {(p) => (
          <Input
            {...p}
            name={`slug_${lang}`}
            value={value.slug}
            maxLength={120}
            spellCheck={false}
            autoCapitalize="none"
            onChange={(e) => onChange({ slug: e.target.value }, true)}
          />
        )}
      </Field>
      <Field
        label={m.form.metaDescription}
        error={errors[`meta_description_${lang}`]}
        hint={
          <span className={cn(meta.length > META_DESCRIPTION_HINT && 'font-medium text-amber-800')}>
            {fmt(meta.length > META_DESCRIPTION_HINT ? m.form.metaTooLong : m.form.metaHint, { n: meta.length })}
          </span>
        }
      >
        {(p) => (
          <Textarea
            {...p}
            name={`meta_description_${lang}`}
            lang={lang}
            value={meta}
            onChange={(e) => onChange({ metaDescription: e.target.value })}
            rows={2}
            maxLength={400}
          />
        )}
      </Field>
      <MarkdownEditor
        name={`content_${lang}`}
        lang={lang}
        label={m.form.content}
        value={value.content}
        onChange={(content) => onChange({ content })}
        error={errors[`content_${lang}`]}
        previewLabel={fmt(m.form.previewLabel, { lang: m.languages[lang] })}
      />
    </div>
  );
}

/**
 * The fields of a static page (create or edit), posted with intent `save`:
 * one tab per language (each optional, at least one filled in), then the
 * page's status and its place on the site (header, footer, careers link).
 */
export function PageForm({ page, origin, onDone }: { page?: PageItem; origin: string; onDone: () => void }) {
  const t = useAdminT();
  const m = t.adminPages;
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const [values, setValues] = useState<Record<Lang, PageTranslationItem>>({
    tr: page?.translations.tr ?? EMPTY,
    en: page?.translations.en ?? EMPTY,
  });
  // A new translation's slug follows its title until the slug is edited by hand.
  const [slugTouched, setSlugTouched] = useState<Record<Lang, boolean>>({ tr: !!page?.translations.tr, en: !!page?.translations.en });
  const [tab, setTab] = useState<Lang>(page && !page.translations.tr ? 'en' : 'tr');
  const [inHeader, setInHeader] = useState(page?.inHeader ?? false);
  const [inFooter, setInFooter] = useState(page?.inFooter ?? false);
  const [isCareers, setIsCareers] = useState(page?.isCareers ?? false);
  const errors = fetcher.data?.errors ?? {};
  const busy = fetcher.state !== 'idle';

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) onDone();
  }, [fetcher.state, fetcher.data, onDone]);

  // After a refused save, show the first language that has an error (state adjusted while rendering, once per answer).
  const [answer, setAnswer] = useState(fetcher.data);
  if (fetcher.data !== answer) {
    setAnswer(fetcher.data);
    const errs = fetcher.data?.errors ?? {};
    const first = LANGS.find((lang) => Object.keys(errs).some((k) => k.endsWith(`_${lang}`)));
    if (first) setTab(first);
  }

  const errorCounts = Object.fromEntries(
    LANGS.map((lang) => [lang, Object.keys(errors).filter((k) => k.endsWith(`_${lang}`) && errors[k]).length]),
  ) as Record<Lang, number>;
  const isEmpty = (lang: Lang) => !values[lang].title && !values[lang].slug && !values[lang].content;
  const labels = Object.fromEntries(
    LANGS.map((lang) => [lang, isEmpty(lang) ? `${m.languages[lang]} (${m.form.emptyTranslation})` : m.languages[lang]]),
  ) as Record<Lang, string>;

  return (
    <fetcher.Form method="post" className="space-y-5" noValidate>
      <input type="hidden" name="intent" value="save" />
      {page ? <input type="hidden" name="id" value={page.id} /> : null}
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v === 'en' ? 'en' : 'tr')}>
        <EditorTabList
          tabs={LANGS}
          labels={labels}
          errorCounts={errorCounts}
          errorsLabel={m.form.tabErrors}
          ariaLabel={m.form.languagesLabel}
        />
        {LANGS.map((lang) => (
          <Tabs.Content key={lang} value={lang} forceMount className="data-[state=inactive]:hidden">
            <TranslationFields
              lang={lang}
              value={values[lang]}
              errors={errors}
              origin={origin}
              slugFollowsTitle={!slugTouched[lang]}
              onChange={(patch, slugEdited) => {
                setValues((v) => ({ ...v, [lang]: { ...v[lang], ...patch } }));
                if (slugEdited) setSlugTouched((s) => ({ ...s, [lang]: true }));
              }}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <div className="grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-2">
        <Field label={m.form.status}>
          {(p) => (
            <Select {...p} name="status" defaultValue={page?.status ?? 'draft'}>
              <option value="draft">{m.status.draft}</option>
              <option value="published">{m.status.published}</option>
            </Select>
          )}
        </Field>
      </div>
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">{m.form.placement}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          <CheckboxField name="in_header" label={m.form.inHeader} hint={m.form.inHeaderHint} checked={inHeader} onChange={setInHeader} />
          <CheckboxField name="in_footer" label={m.form.inFooter} hint={m.form.inFooterHint} checked={inFooter} onChange={setInFooter} />
        </div>
        <CheckboxField name="is_careers" label={m.form.isCareers} hint={m.form.isCareersHint} checked={isCareers} onChange={setIsCareers} />
      </fieldset>
      <div className={EDITOR_FOOTER}>
        <Dialog.Close asChild>
          <Button variant="outline">{t.adminOps.cancel}</Button>
        </Dialog.Close>
        <Button type="submit" disabled={busy}>
          {busy ? t.adminOps.saving : t.adminOps.save}
        </Button>
      </div>
    </fetcher.Form>
  );
}
