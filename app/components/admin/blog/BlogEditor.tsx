import { useState } from 'react';
import { Tabs } from 'radix-ui';
import { BLOG_CATEGORIES, blogPostSchema, type BlogFormValues, slugify } from '~/domain/blog/index';
import type { Lang } from '~/i18n/lang';
import { blogPostPath } from '~/i18n/routes';
import { fmt } from '~/i18n/define';
import { useAdminT } from '~/i18n/admin-context';
import { Field, Input } from '~/components/ui/field';
import { EditorShell } from '../editor/EditorShell';
import { editorFields } from '../editor/editor-fields';
import { fieldTabs } from '../editor/field-tabs';
import { useEditorForm } from '../editor/use-editor-form';
import { SideBySide } from '../FormFields';
import { MarkdownEditor } from '../MarkdownEditor';

export const BLOG_TABS = ['content', 'media', 'settings'] as const;
type Tab = (typeof BLOG_TABS)[number];

/** Which tab holds each field (docs/product-spec.md §2: tabs content, media, settings). */
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

  const f = editorFields(form);
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
          {f.text('title_tr', m.fields.titleTr, { lang: 'tr' })}
          {f.text('title_en', m.fields.titleEn, { lang: 'en' })}
          {f.area('excerpt_tr', m.fields.excerptTr, 'tr', 2)}
          {f.area('excerpt_en', m.fields.excerptEn, 'en', 2)}
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
        {f.image(values)}
        {values.image_url ? null : <p className="text-sm text-slate-600">{m.fields.socialCardHint}</p>}
      </Tabs.Content>

      <Tabs.Content value="settings" className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {f.select(
            'category',
            m.fields.category,
            BLOG_CATEGORIES.map((c) => ({ value: c, label: t.blog.categories[c] })),
            m.fields.categoryPlaceholder,
          )}
          {f.text('author', m.fields.author, { hint: fmt(m.fields.authorHint, { company: companyName }) })}
        </div>
        {f.list('tags', m.fields.tags, { placeholder: m.fields.tagPlaceholder, hint: m.fields.tagsHint })}
        {f.list('tags_en', m.fields.tagsEn, { placeholder: m.fields.tagPlaceholderEn, hint: m.fields.tagsEnHint })}
        <div className="grid gap-4 sm:grid-cols-2">
          {f.text('publish_date', m.fields.publishDate, { hint: m.fields.publishDateHint, type: 'datetime-local' })}
          {slugField('tr')}
          {slugField('en')}
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          {f.checkbox('is_published', m.fields.isPublished)}
          {f.checkbox('is_featured', m.fields.isFeatured)}
        </div>
      </Tabs.Content>
    </EditorShell>
  );
}
