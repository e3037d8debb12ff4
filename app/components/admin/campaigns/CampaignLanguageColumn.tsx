import { useState } from 'react';
import { Tabs } from 'radix-ui';
import Eye from 'lucide-react/icons/eye';
import PencilLine from 'lucide-react/icons/pencil-line';
import { MAX_CONTENT, MAX_SUBJECT } from '~/domain/campaigns/index';
import { useAdminT } from '~/i18n/admin-context';
import type { Lang } from '~/i18n/lang';
import { Field, Input, Textarea } from '~/components/ui/field';
import type { CampaignFormState } from './campaign-form-state';
import { CampaignEmailPreview } from './CampaignEmailPreview';

/** One language's subject and content (write / preview tabs) in the campaign form. */
export function CampaignLanguageColumn({
  lang,
  values,
  errors,
  onChange,
}: {
  lang: Lang;
  values: CampaignFormState;
  errors: Record<string, string>;
  onChange: (patch: Partial<CampaignFormState>) => void;
}) {
  const t = useAdminT().adminCampaigns.form;
  const subjectKey = `subject_${lang}` as const;
  const contentKey = `content_${lang}` as const;
  const [tab, setTab] = useState('write');
  return (
    <fieldset className="min-w-0 space-y-4 rounded-xl border border-slate-200 p-4" data-testid={`campaign-${lang}`}>
      <legend className="px-1 text-sm font-semibold text-slate-900">
        {t.languages[lang]} <span className="font-normal text-slate-500 uppercase">({lang})</span>
      </legend>
      <Field label={t.subject} error={errors[subjectKey]}>
        {(p) => (
          <Input
            {...p}
            name={subjectKey}
            value={values[subjectKey]}
            maxLength={MAX_SUBJECT}
            onChange={(e) => onChange({ [subjectKey]: e.target.value })}
          />
        )}
      </Field>
      <Tabs.Root value={tab} onValueChange={setTab}>
        <div className="mb-1.5 flex items-end justify-between gap-2">
          <span className="text-sm font-medium text-slate-800" id={`content-label-${lang}`}>
            {t.content}
          </span>
          <Tabs.List className="inline-flex gap-1 rounded-lg bg-slate-100 p-0.5" aria-label={`${t.languages[lang]} ${t.content}`}>
            <Tabs.Trigger
              value="write"
              className="inline-flex items-center gap-1.5 rounded-md px-2.5 py-1 text-xs font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
            >
              <PencilLine className="size-3.5" aria-hidden="true" />
              {t.write}
            </Tabs.Trigger>
            <Tabs.Trigger
              value="preview"
              className="inline-flex items-center gap-1.5 rounded-md px-2.5 py-1 text-xs font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
            >
              <Eye className="size-3.5" aria-hidden="true" />
              {t.preview}
            </Tabs.Trigger>
          </Tabs.List>
        </div>
        <Tabs.Content value="write">
          <Textarea
            name={contentKey}
            aria-labelledby={`content-label-${lang}`}
            aria-invalid={!!errors[contentKey]}
            aria-describedby={errors[contentKey] ? `content-error-${lang}` : `content-hint-${lang}`}
            rows={12}
            maxLength={MAX_CONTENT}
            value={values[contentKey]}
            onChange={(e) => onChange({ [contentKey]: e.target.value })}
            className="font-mono text-[13px] leading-relaxed"
          />
          <p id={`content-hint-${lang}`} className="mt-1 text-xs text-slate-600">
            {t.contentHint}
          </p>
        </Tabs.Content>
        <Tabs.Content value="preview">
          <CampaignEmailPreview lang={lang} subject={values[subjectKey]} content={values[contentKey]} />
        </Tabs.Content>
      </Tabs.Root>
      {errors[contentKey] ? (
        <p id={`content-error-${lang}`} className="text-sm text-red-700" role="alert">
          {errors[contentKey]}
        </p>
      ) : null}
    </fieldset>
  );
}
