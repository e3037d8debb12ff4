import { useState } from 'react';
import { Tabs } from 'radix-ui';
import { BLOG_CATEGORIES } from '~/domain/blog/constants';
import { blogPostSchema, type BlogFormValues } from '~/domain/blog/schema';
import { slugify } from '~/domain/blog/slug';
import type { Lang } from '~/i18n/lang';
import { blogPostPath } from '~/i18n/routes';
import { fmt } from '~/i18n/define';
import { useAdminT } from '~/i18n/admin-context';
import { Field, Input, Select, Textarea } from '~/components/ui/field';
import { EditorShell } from './editor/EditorShell';
import { fieldTabs } from './editor/field-tabs';
import { useEditorForm } from './editor/use-editor-form';
import { CheckboxField, SideBySide } from './FormBits';
import { ImageField } from './ImageField';
import { ListInput } from './ListInput';
import { MarkdownEditor } from './MarkdownEditor';

export const BLOG_TABS = ['content', 'media', 'settings'] as const;
type Tab = (typeof BLOG_TABS)[number];

/** Which tab holds each field (spec §2: tabs content, media, settings). */
const FIELD_TAB = fieldTabs<keyof BlogFormValues, Tab>({
  content: ['title_tr', 'title_en', 'excerpt_tr', 'excerpt_en', 'content_tr', 'content_en'],
  media: ['image_url', 'image_alt_tr', 'image_alt_en'],
  settings: ['category', 'tags', 'tags_en', 'is_published', 'is_featured', 'author', 'publish_date', 'slug', 'slug_en'],
});

/** The blog post create/edit dialog: Turkish and English side by side, Markdown with a live preview. */
export function BlogEditor({
  id,
  initial,
  publishedSlug,
  companyName,
  onClose,
}: {
  id: string | null;
  initial: BlogFormValues;
  /** The current slug when the post is published (changing it leaves a redirect). */
  publishedSlug: string | null;
  companyName: string;
  onClose: () => void;
}) {
  const t = useAdminT();
  const m = t.adminBlog;
  // A new post's slug in each language follows that language's title until the slug is edited by hand.
  const [slugTouched, setSlugTouched] = useState<Record<Lang, boolean>>({ tr: !!id, en: !!id });
  const form = useEditorForm<BlogFormValues, Tab>({
    id,
    initial,
    firstTab: 'content',
    tabs: BLOG_TABS,
    fieldTab: FIELD_TAB,
    schema: blogPostSchema(m.errors),
    texts: m,
    onClose,
    derive: (next, patch) => {
      let v = next;
      if (!slugTouched.tr && patch.title_tr !== undefined) v = { ...v, slug: slugify(patch.title_tr) };
      if (!slugTouched.en && patch.title_en !== undefined) v = { ...v, slug_en: slugify(patch.title_en) };
      return v;
    },
  });
  const { values, setValues, set, errors } = form;

  const text = (field: 'title_tr' | 'title_en' | 'author', label: string, lang?: 'tr' | 'en', hint?: string) => (
    <Field label={label} error={errors[field]} hint={hint}>
      {(p) => <Input {...p} name={field} lang={lang} value={values[field]} onChange={(e) => set({ [field]: e.target.value })} />}
    </Field>
  );
  const slugPreview = slugify(values.slug || values.title_tr);
  const slugs = {
    tr: { field: 'slug', title: 'title_tr', label: m.fields.slug, hint: m.fields.slugHint, preview: slugPreview, published: publishedSlug },
    en: {
      field: 'slug_en',
      title: 'title_en',
      label: m.fields.slugEn,
      hint: m.fields.slugEnHint,
      preview: slugify(values.slug_en || values.title_en) || slugPreview,
      published: publishedSlug ? initial.slug_en : null,
    },
  } as const;
  // The address field of one language: its hint shows the real address, and warns when a published post's address changes.
  const slugField = (lang: Lang) => {
    const s = slugs[lang];
    return (
      <Field
        label={s.label}
        error={errors[s.field]}
        className={lang === 'en' ? 'sm:col-start-2' : undefined}
        hint={
          <>
            {s.hint} {fmt(m.fields.slugPreview, { path: blogPostPath(s.preview || '…', lang) })}
            {s.published && s.preview !== s.published ? (
              <strong className="block text-amber-800">{m.fields.slugRedirectHint}</strong>
            ) : null}
          </>
        }
      >
        {(p) => (
          <Input
            {...p}
            name={s.field}
            lang={lang === 'en' ? 'en' : undefined}
            value={values[s.field]}
            onChange={(e) => {
              setSlugTouched((touched) => ({ ...touched, [lang]: true }));
              set({ [s.field]: e.target.value });
            }}
            onBlur={() => setValues((v) => ({ ...v, [s.field]: slugify(v[s.field] || v[s.title]) }))}
          />
        )}
      </Field>
    );
  };

  return (
    <EditorShell form={form} editing={!!id} onClose={onClose} tabs={BLOG_TABS} fieldTab={FIELD_TAB} t={m}>
      <Tabs.Content value="content" className="space-y-4">
        <SideBySide>
          {text('title_tr', m.fields.titleTr, 'tr')}
          {text('title_en', m.fields.titleEn, 'en')}
          <Field label={m.fields.excerptTr} error={errors.excerpt_tr}>
            {(p) => (
              <Textarea
                {...p}
                name="excerpt_tr"
                lang="tr"
                rows={2}
                value={values.excerpt_tr}
                onChange={(e) => set({ excerpt_tr: e.target.value })}
              />
            )}
          </Field>
          <Field label={m.fields.excerptEn} error={errors.excerpt_en}>
            {(p) => (
              <Textarea
                {...p}
                name="excerpt_en"
                lang="en"
                rows={2}
                value={values.excerpt_en}
                onChange={(e) => set({ excerpt_en: e.target.value })}
              />
            )}
          </Field>
          <MarkdownEditor
            name="content_tr"
            lang="tr"
            label={m.fields.contentTr}
            value={values.content_tr}
            onChange={(content_tr) => set({ content_tr })}
            error={errors.content_tr}
            previewLabel={fmt(m.editor.previewLabel, { lang: t.adminProjects.langTr })}
          />
          <MarkdownEditor
            name="content_en"
            lang="en"
            label={m.fields.contentEn}
            value={values.content_en}
            onChange={(content_en) => set({ content_en })}
            error={errors.content_en}
            previewLabel={fmt(m.editor.previewLabel, { lang: t.adminProjects.langEn })}
          />
        </SideBySide>
      </Tabs.Content>

      <Tabs.Content value="media" className="space-y-4">
        <ImageField
          url={values.image_url}
          altTr={values.image_alt_tr}
          altEn={values.image_alt_en}
          onChange={(patch) => set(patch)}
          errors={errors}
        />
        {values.image_url ? null : <p className="text-sm text-slate-600">{m.fields.socialCardHint}</p>}
      </Tabs.Content>

      <Tabs.Content value="settings" className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={m.fields.category} error={errors.category}>
            {(p) => (
              <Select
                {...p}
                name="category"
                value={values.category}
                onChange={(e) => set({ category: e.target.value as BlogFormValues['category'] })}
              >
                <option value="">{m.fields.categoryPlaceholder}</option>
                {BLOG_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t.blog.categories[c]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {text('author', m.fields.author, undefined, fmt(m.fields.authorHint, { company: companyName }))}
        </div>
        <ListInput
          name="tags"
          label={m.fields.tags}
          values={values.tags}
          onChange={(tags) => set({ tags })}
          placeholder={m.fields.tagPlaceholder}
          hint={m.fields.tagsHint}
          error={errors.tags}
        />
        <ListInput
          name="tags_en"
          label={m.fields.tagsEn}
          values={values.tags_en ?? []}
          onChange={(tags_en) => set({ tags_en })}
          placeholder={m.fields.tagPlaceholderEn}
          hint={m.fields.tagsEnHint}
          error={errors.tags_en}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={m.fields.publishDate} error={errors.publish_date} hint={m.fields.publishDateHint}>
            {(p) => (
              <Input
                {...p}
                name="publish_date"
                type="datetime-local"
                value={values.publish_date}
                onChange={(e) => set({ publish_date: e.target.value })}
              />
            )}
          </Field>
          {slugField('tr')}
          {slugField('en')}
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <CheckboxField
            name="is_published"
            label={m.fields.isPublished}
            checked={values.is_published}
            onChange={(is_published) => set({ is_published })}
          />
          <CheckboxField
            name="is_featured"
            label={m.fields.isFeatured}
            checked={values.is_featured}
            onChange={(is_featured) => set({ is_featured })}
          />
        </div>
      </Tabs.Content>
    </EditorShell>
  );
}
