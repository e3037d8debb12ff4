import { useState } from 'react';
import { Tabs } from 'radix-ui';
import { BLOG_CATEGORIES } from '~/domain/blog/constants';
import { blogPostSchema, type BlogFormValues } from '~/domain/blog/schema';
import { slugify } from '~/domain/blog/slug';
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
  // A new post's slug follows its Turkish title until the slug is edited by hand.
  const [slugTouched, setSlugTouched] = useState(!!id);
  // Likewise the English slug and the English title.
  const [slugEnTouched, setSlugEnTouched] = useState(!!id);
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
      if (!slugTouched && patch.title_tr !== undefined) v = { ...v, slug: slugify(patch.title_tr) };
      if (!slugEnTouched && patch.title_en !== undefined) v = { ...v, slug_en: slugify(patch.title_en) };
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
  const slugEnPreview = slugify(values.slug_en || values.title_en) || slugPreview;
  const publishedSlugEn = publishedSlug ? initial.slug_en : null;

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
          <Field
            label={m.fields.slug}
            error={errors.slug}
            hint={
              <>
                {m.fields.slugHint} {fmt(m.fields.slugPreview, { path: blogPostPath(slugPreview || '…', 'tr') })}
                {publishedSlug && slugPreview !== publishedSlug ? (
                  <strong className="block text-amber-800">{m.fields.slugRedirectHint}</strong>
                ) : null}
              </>
            }
          >
            {(p) => (
              <Input
                {...p}
                name="slug"
                value={values.slug}
                onChange={(e) => {
                  setSlugTouched(true);
                  set({ slug: e.target.value });
                }}
                onBlur={() => setValues((v) => ({ ...v, slug: slugify(v.slug || v.title_tr) }))}
              />
            )}
          </Field>
          <Field
            label={m.fields.slugEn}
            error={errors.slug_en}
            className="sm:col-start-2"
            hint={
              <>
                {m.fields.slugEnHint} {fmt(m.fields.slugPreview, { path: blogPostPath(slugEnPreview || '…', 'en') })}
                {publishedSlugEn && slugEnPreview !== publishedSlugEn ? (
                  <strong className="block text-amber-800">{m.fields.slugRedirectHint}</strong>
                ) : null}
              </>
            }
          >
            {(p) => (
              <Input
                {...p}
                name="slug_en"
                lang="en"
                value={values.slug_en}
                onChange={(e) => {
                  setSlugEnTouched(true);
                  set({ slug_en: e.target.value });
                }}
                onBlur={() => setValues((v) => ({ ...v, slug_en: slugify(v.slug_en || v.title_en) }))}
              />
            )}
          </Field>
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
