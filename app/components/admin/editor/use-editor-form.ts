import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import type { z } from 'zod';
import { fieldErrors } from '~/lib/zod-errors';
import { showToast, type ToastMessage } from '~/components/ui/toast';

/** What the editor's save answers (site/content-action.server.ts). */
export interface SaveResult {
  ok: boolean;
  toast?: ToastMessage;
  errors?: Partial<Record<string, string>>;
}

/**
 * The state of a tabbed create/edit dialog (projects, blog posts): the
 * values, the field errors (one clears when its field is edited), the open
 * tab (the first with an error after a failed check) and the save, checked
 * first with the server's schema, then posted as JSON (intent `save`).
 */
export function useEditorForm<V extends object, Tab extends string>(o: {
  id: string | null;
  initial: V;
  firstTab: Tab;
  tabs: readonly Tab[];
  fieldTab: Record<keyof V, Tab>;
  schema: z.ZodType;
  texts: { toasts: { errorTitle: string }; errors: { summary: string } };
  onClose: () => void;
  /** Values that follow others (a new post's slug follows its title). */
  derive?: (next: V, patch: Partial<V>) => V;
}) {
  const fetcher = useFetcher<SaveResult>();
  const [values, setValues] = useState<V>(o.initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [tab, setTab] = useState<Tab>(o.firstTab);
  const busy = fetcher.state !== 'idle';

  const set = (patch: Partial<V>) => {
    setValues((v) => (o.derive ? o.derive({ ...v, ...patch }, patch) : { ...v, ...patch }));
    // An error clears when its field is edited.
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) delete next[k];
      return next;
    });
  };

  function showErrors(errs: Partial<Record<string, string>>) {
    setErrors(errs);
    const first = o.tabs.find((tb) => Object.keys(errs).some((f) => o.fieldTab[f as keyof V] === tb));
    if (first) setTab(first);
  }

  // A refused save shows its field errors (state adjusted while rendering, once per answer) ...
  const [seen, setSeen] = useState(fetcher.data);
  if (fetcher.data !== seen) {
    setSeen(fetcher.data);
    if (fetcher.data && !fetcher.data.ok && fetcher.data.errors) showErrors(fetcher.data.errors);
  }
  // ... and every answer its toast; a saved one closes the dialog.
  useEffect(() => {
    const r = fetcher.data;
    if (!r) return;
    if (r.toast) showToast(r.toast);
    if (r.ok) o.onClose();
    // Reacts to each new answer only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data]);

  function save() {
    const parsed = o.schema.safeParse(values);
    if (!parsed.success) {
      showErrors(fieldErrors(parsed.error));
      showToast({ title: o.texts.toasts.errorTitle, description: o.texts.errors.summary, variant: 'error' });
      return;
    }
    void fetcher.submit({ intent: 'save', id: o.id, values } as never, { method: 'post', encType: 'application/json' });
  }

  return { values, setValues, set, errors, tab, setTab, busy, save };
}

export type EditorForm<V extends object, Tab extends string> = ReturnType<typeof useEditorForm<V, Tab>>;
