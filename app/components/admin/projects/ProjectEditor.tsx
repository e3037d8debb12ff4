import { Tabs } from 'radix-ui';
import { PROJECT_CATEGORIES, PROJECT_STATUSES, projectSchema, type ProjectFormValues } from '~/domain/projects/index';
import { useAdminT } from '~/i18n/admin-context';
import { EditorShell } from '../editor/EditorShell';
import { editorFields } from '../editor/editor-fields';
import { fieldTabs } from '../editor/field-tabs';
import { useEditorForm } from '../editor/use-editor-form';
import { SideBySide } from '../FormFields';
import { IconPicker } from './IconPicker';

export const PROJECT_TABS = ['basic', 'content', 'tech', 'settings'] as const;
type Tab = (typeof PROJECT_TABS)[number];

/** Which tab holds each field (docs/product-spec.md §2: tabs basic, content, tech, settings). */
const FIELD_TAB = fieldTabs<keyof ProjectFormValues, Tab>({
  basic: ['title_tr', 'title_en', 'short_description_tr', 'short_description_en', 'category', 'status', 'icon'],
  content: ['description_tr', 'description_en', 'features_tr', 'features_en', 'image_url', 'image_alt_tr', 'image_alt_en'],
  tech: ['tech_stack', 'version', 'release_date', 'demo_url', 'github_url', 'project_url'],
  settings: ['priority', 'is_featured', 'is_active', 'users_text', 'rating'],
});

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

  const f = editorFields(form);
  const { text, area, list, checkbox } = f;

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
          {f.select(
            'category',
            m.fields.category,
            PROJECT_CATEGORIES.map((c) => ({ value: c, label: t.projects.categories[c] })),
            m.fields.categoryPlaceholder,
          )}
          {f.select(
            'status',
            m.fields.status,
            PROJECT_STATUSES.map((s) => ({ value: s, label: t.projects.statuses[s] })),
          )}
        </div>
        <IconPicker value={values.icon} onChange={(icon) => set({ icon })} legend={m.fields.icon} names={m.iconNames} error={errors.icon} />
      </Tabs.Content>

      <Tabs.Content value="content" className="space-y-4">
        <SideBySide>
          {area('description_tr', m.fields.descriptionTr, 'tr', 6)}
          {area('description_en', m.fields.descriptionEn, 'en', 6)}
          {list('features_tr', m.fields.featuresTr, { placeholder: m.fields.featurePlaceholder, hint: m.fields.listHint })}
          {list('features_en', m.fields.featuresEn, { placeholder: m.fields.featurePlaceholder, hint: m.fields.listHint })}
        </SideBySide>
        {f.image(values)}
      </Tabs.Content>

      <Tabs.Content value="tech" className="space-y-4">
        {list('tech_stack', m.fields.techStack, { placeholder: m.fields.techPlaceholder, hint: m.fields.listHint })}
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
          {checkbox('is_featured', m.fields.isFeatured)}
          {checkbox('is_active', m.fields.isActive)}
        </div>
      </Tabs.Content>
    </EditorShell>
  );
}
