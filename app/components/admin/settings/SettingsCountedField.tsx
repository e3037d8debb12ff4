import { useState } from 'react';
import { fmt } from '~/i18n/define';
import { cn } from '~/components/ui/cn';
import { Field, Input, Textarea } from '~/components/ui/field';

function CharCount({ n, max, hint, tooLong }: { n: number; max: number; hint: string; tooLong: string }) {
  return <span className={cn(n > max && 'font-medium text-amber-800')}>{fmt(n > max ? tooLong : hint, { n })}</span>;
}

/** A text field with a live character count against an SEO length hint (docs/product-spec.md §5: 60 and 160). */
export function SettingsCountedField(props: {
  name: string;
  label: string;
  defaultValue: string;
  max: number;
  hint: string;
  tooLong: string;
  error?: string;
  multiline?: boolean;
}) {
  const [value, setValue] = useState(props.defaultValue);
  return (
    <Field
      label={props.label}
      error={props.error}
      hint={<CharCount n={value.length} max={props.max} hint={props.hint} tooLong={props.tooLong} />}
    >
      {(p) =>
        props.multiline ? (
          <Textarea {...p} name={props.name} value={value} onChange={(e) => setValue(e.target.value)} rows={3} maxLength={400} />
        ) : (
          <Input {...p} name={props.name} value={value} onChange={(e) => setValue(e.target.value)} maxLength={200} />
        )
      }
    </Field>
  );
}
