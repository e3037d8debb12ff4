import { Tabs } from 'radix-ui';
import { PROJECT_CATEGORIES, PROJECT_STATUSES } from '~/domain/projects/constants';
import { IconPicker } from './projects/IconPicker';
import { projectSchema, type ProjectFormValues } from '~/domain/projects/schema';
import { useAdminT } from '~/i18n/admin-context';
import { Field, Input, Select, Textarea } from '~/components/ui/field';
import { EditorShell } from './editor/EditorShell';
import { fieldTabs } from './editor/field-tabs';
import { useEditorForm } from './editor/use-editor-form';
import { CheckboxField, SideBySide } from './FormBits';
import { ImageField } from './ImageField';
import { ListInput } from './ListInput';

export const PROJECT_TABS = ['basic', 'content', 'tech', 'settings'] as const;
type Tab = (typeof PROJECT_TABS)[number];

/** Which tab holds each field (spec §2: tabs basic, content, tech, settings). */
const FIELD_TAB = fieldTabs<keyof ProjectFormValues, Tab>({
  basic: ['title_tr', 'title_en', 'short_description_tr', 'short_description_en', 'category', 'status', 'icon'],
  content: ['description_tr', 'description_en', 'features_tr', 'features_en', 'image_url', 'image_alt_tr', 'image_alt_en'],
  tech: ['tech_stack', 'version', 'release_date', 'demo_url', 'github_url', 'project_url'],
  settings: ['priority', 'is_featured', 'is_active', 'users_text', 'rating'],
});

export type { SaveResult } from './editor/use-editor-form';

/**
 * The project create/edit dialog. Values are checked with the same schema as
 * the server for instant feedback; the server's answer (toast, field errors)
 * is shown as it comes.
 */
export function ProjectEditor({
  id,
  initial,
  open,
  onClose,
}: {
  id: string | null;
  initial: ProjectFormValues;
  open: boolean;
  onClose: () => void;
}) {
  const t = useAdminT();
  const m = t.adminProjects;
  const form = useEditorForm<ProjectFormValues, Tab>({
    id,
    initial,
    firstTab: 'basic',
    tabs: PROJECT_TABS,
    fieldTab: FIELD_TAB,
    schema: projectSchema(m.errors),
    texts: m,
    onClose,
  });
  const { values, set, errors } = form;

  const text = (
    field: keyof ProjectFormValues,
    label: string,
    opts: { lang?: 'tr' | 'en'; hint?: string; type?: string; inputMode?: 'numeric' | 'decimal' } = {},
  ) => (
    <Field label={label} error={errors[field]} hint={opts.hint}>
      {(p) => (
        <Input
          {...p}
          name={field}
          lang={opts.lang}
          type={opts.type ?? 'text'}
          inputMode={opts.inputMode}
          value={String(values[field] ?? '')}
          onChange={(e) => set({ [field]: e.target.value } as Partial<ProjectFormValues>)}
        />
      )}
    </Field>
  );
  const area = (field: keyof ProjectFormValues, label: string, lang: 'tr' | 'en', rows = 4) => (
    <Field label={label} error={errors[field]}>
      {(p) => (
        <Textarea
          {...p}
          name={field}
          lang={lang}
          rows={rows}
          value={String(values[field] ?? '')}
          onChange={(e) => set({ [field]: e.target.value } as Partial<ProjectFormValues>)}
        />
      )}
    </Field>
  );

  return (
    <EditorShell form={form} editing={!!id} open={open} onClose={onClose} tabs={PROJECT_TABS} fieldTab={FIELD_TAB} t={m}>
      <Tabs.Content value="basic" className="space-y-4">
        <SideBySide>
          {text('title_tr', m.fields.titleTr, { lang: 'tr' })}
          {text('title_en', m.fields.titleEn, { lang: 'en' })}
          {area('short_description_tr', m.fields.shortTr, 'tr', 2)}
          {area('short_description_en', m.fields.shortEn, 'en', 2)}
        </SideBySide>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={m.fields.category} error={errors.category}>
            {(p) => (
              <Select
                {...p}
                name="category"
                value={values.category}
                onChange={(e) => set({ category: e.target.value as ProjectFormValues['category'] })}
              >
                <option value="">{m.fields.categoryPlaceholder}</option>
                {PROJECT_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t.projects.categories[c]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={m.fields.status} error={errors.status}>
            {(p) => (
              <Select
                {...p}
                name="status"
                value={values.status}
                onChange={(e) => set({ status: e.target.value as ProjectFormValues['status'] })}
              >
                {PROJECT_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t.projects.statuses[s]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <IconPicker value={values.icon} onChange={(icon) => set({ icon })} legend={m.fields.icon} names={m.iconNames} error={errors.icon} />
      </Tabs.Content>

      <Tabs.Content value="content" className="space-y-4">
        <SideBySide>
          {area('description_tr', m.fields.descriptionTr, 'tr', 6)}
          {area('description_en', m.fields.descriptionEn, 'en', 6)}
          <ListInput
            name="features_tr"
            label={m.fields.featuresTr}
            values={values.features_tr}
            onChange={(features_tr) => set({ features_tr })}
            placeholder={m.fields.featurePlaceholder}
            hint={m.fields.listHint}
            error={errors.features_tr}
          />
          <ListInput
            name="features_en"
            label={m.fields.featuresEn}
            values={values.features_en}
            onChange={(features_en) => set({ features_en })}
            placeholder={m.fields.featurePlaceholder}
            hint={m.fields.listHint}
            error={errors.features_en}
          />
        </SideBySide>
        <ImageField
          url={values.image_url}
          altTr={values.image_alt_tr}
          altEn={values.image_alt_en}
          onChange={(patch) => set(patch)}
          errors={errors}
        />
      </Tabs.Content>

      <Tabs.Content value="tech" className="space-y-4">
        <ListInput
          name="tech_stack"
          label={m.fields.techStack}
          values={values.tech_stack}
          onChange={(tech_stack) => set({ tech_stack })}
          placeholder={m.fields.techPlaceholder}
          hint={m.fields.listHint}
          error={errors.tech_stack}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {text('version', m.fields.version, { hint: m.fields.versionHint })}
          {text('release_date', m.fields.releaseDate, { type: 'date' })}
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          {text('demo_url', m.fields.demoUrl, { type: 'url' })}
          {text('github_url', m.fields.githubUrl, { type: 'url' })}
          {text('project_url', m.fields.projectUrl, { type: 'url' })}
        </div>
      </Tabs.Content>

      <Tabs.Content value="settings" className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-3">
          {text('priority', m.fields.priority, { hint: m.fields.priorityHint, inputMode: 'numeric' })}
          {text('users_text', m.fields.usersText, { hint: m.fields.usersHint })}
          {text('rating', m.fields.rating, { hint: m.fields.ratingHint, inputMode: 'decimal' })}
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <CheckboxField
            name="is_featured"
            label={m.fields.isFeatured}
            checked={values.is_featured}
            onChange={(is_featured) => set({ is_featured })}
          />
          <CheckboxField
            name="is_active"
            label={m.fields.isActive}
            checked={values.is_active}
            onChange={(is_active) => set({ is_active })}
          />
        </div>
      </Tabs.Content>
    </EditorShell>
  );
}
