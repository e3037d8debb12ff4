import { Field, Input, Select, Textarea } from '~/components/ui/field';
import { CheckboxField } from '../FormFields';
import { ImageField } from '../ImageField';
import { ListInput } from '../ListInput';

type KeysOf<V, T> = { [K in keyof V]-?: V[K] extends T ? K : never }[keyof V] & string;

/**
 * The field rows the blog and project editors share, bound to one editor form:
 * each renders the form's value of its field, writes edits back and shows the field's error.
 */
export function editorFields<V extends object>(form: {
  values: V;
  set: (patch: Partial<V>) => void;
  errors: Partial<Record<string, string>>;
}) {
  const { values, set, errors } = form;
  const patch = (field: keyof V, value: unknown) => set({ [field]: value } as Partial<V>);
  return {
    /** A one-line input. */
    text: (
      field: KeysOf<V, string | number | null | undefined>,
      label: string,
      opts: { lang?: 'tr' | 'en'; hint?: React.ReactNode; type?: string; inputMode?: 'numeric' | 'decimal' } = {},
    ) => (
      <Field label={label} error={errors[field]} hint={opts.hint}>
        {(p) => (
          <Input
            {...p}
            name={field}
            lang={opts.lang}
            type={opts.type}
            inputMode={opts.inputMode}
            value={String(values[field] ?? '')}
            onChange={(e) => patch(field, e.target.value)}
          />
        )}
      </Field>
    ),
    /** A multi-line input in one language. */
    area: (field: KeysOf<V, string>, label: string, lang: 'tr' | 'en', rows = 4) => (
      <Field label={label} error={errors[field]}>
        {(p) => (
          <Textarea
            {...p}
            name={field}
            lang={lang}
            rows={rows}
            value={String(values[field] ?? '')}
            onChange={(e) => patch(field, e.target.value)}
          />
        )}
      </Field>
    ),
    /** A choice from a fixed list, with an optional empty first option. */
    select: (field: KeysOf<V, string>, label: string, options: readonly { value: string; label: string }[], placeholder?: string) => (
      <Field label={label} error={errors[field]}>
        {(p) => (
          <Select {...p} name={field} value={String(values[field] ?? '')} onChange={(e) => patch(field, e.target.value)}>
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
    ),
    /** A list of short texts (tags, features, technologies). */
    list: (field: KeysOf<V, string[] | undefined>, label: string, opts: { placeholder: string; hint: string }) => (
      <ListInput
        name={field}
        label={label}
        values={(values[field] as string[] | undefined) ?? []}
        onChange={(next) => patch(field, next)}
        placeholder={opts.placeholder}
        hint={opts.hint}
        error={errors[field]}
      />
    ),
    /** The picture with its Turkish and English descriptions (fields image_url, image_alt_tr, image_alt_en). */
    image: (v: { image_url: string; image_alt_tr: string; image_alt_en: string }) => (
      <ImageField url={v.image_url} altTr={v.image_alt_tr} altEn={v.image_alt_en} onChange={(p) => set(p as Partial<V>)} errors={errors} />
    ),
    /** A yes/no switch. */
    checkbox: (field: KeysOf<V, boolean>, label: string) => (
      <CheckboxField name={field} label={label} checked={values[field] as boolean} onChange={(on) => patch(field, on)} />
    ),
  };
}
