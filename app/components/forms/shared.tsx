import { useEffect, useRef, useState } from 'react';
import { useT } from '~/i18n/context';
import { HONEYPOT_FIELD, type FormResult } from '~/domain/forms/index';
import { prepareToasts, showToast } from '~/components/ui/toast';
import type * as ValidationModule from './validation';
import { once } from '~/lib/once';

/**
 * The honeypot: a text field bots fill and people never see. Moved off-screen
 * (not display:none, which some bots skip), hidden from assistive technology,
 * out of the tab order and never autofilled. A post with it filled is refused.
 */
export function Honeypot() {
  const t = useT().forms.shared;
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[9999px] h-px w-px overflow-hidden opacity-0">
      <label>
        {t.honeypotLabel}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/**
 * Calls `onResult` once for each new result a fetcher receives (after a
 * submission completes), and shows its toast (unless `toast` is false: the form shows it inline).
 */
export function useFetcherResult(data: FormResult | undefined, state: string, onResult: (r: FormResult) => void, toast = true) {
  const seen = useRef<FormResult | undefined>(undefined);
  const cb = useRef(onResult);
  useEffect(() => {
    cb.current = onResult;
  });
  useEffect(() => {
    if (state !== 'idle' || !data || seen.current === data) return;
    seen.current = data;
    if (toast) showToast(data.toast);
    cb.current(data);
  }, [data, state, toast]);
}

/*
 * Client-side validation is loaded on demand (./validation.ts: zod and the
 * forms' schemas), not with the page: when a visitor starts on a form
 * (`prepareForm`, on focus) or at the latest when they submit it.
 */
type Validation = typeof ValidationModule;

// A failed load is tried again by the next submit.
export const loadValidation = once((): Promise<Validation> => import('./validation'));

/** Fetches what submitting a form needs (validation, toasts) while the visitor fills it in. */
export function prepareForm() {
  loadValidation().catch(() => undefined);
  prepareToasts();
}

const waiting = new WeakSet<HTMLFormElement>();

/**
 * A public form's submit handler. `check` validates the values with the
 * loaded schemas, shows the errors and returns whether the form may be posted.
 * Once the validation is loaded (usually: `prepareForm` fetched it on focus)
 * this runs synchronously and a valid form is posted by the fetcher form as
 * before. A submit before that waits for the module, then `post`s the form if
 * it is valid; if the module cannot be loaded, the form is posted unchecked
 * (the server validates with the same schema).
 */
export function validatedSubmit(check: (v: Validation, form: HTMLFormElement) => boolean, post: (form: HTMLFormElement) => void) {
  return (e: React.FormEvent<HTMLFormElement>) => {
    const form = e.currentTarget;
    const validation = loadValidation.value();
    if (validation) {
      if (!check(validation, form)) e.preventDefault();
      return;
    }
    e.preventDefault();
    if (waiting.has(form)) return; // a second click while the validation loads
    waiting.add(form);
    loadValidation()
      .then(
        (v) => check(v, form),
        () => true,
      )
      .then((ok) => {
        if (ok) post(form);
      })
      .finally(() => waiting.delete(form));
  };
}

/**
 * A form's controlled values and per-field errors: a failed plain post's
 * values and errors come back filled in, editing a field clears its error,
 * `reject` shows a failed check's errors and focuses the first field in
 * error, `reset` empties the form after a success, `bind` wires a text field.
 */
export function useFieldState<F extends string>(empty: Record<F, string>, serverResult: FormResult | null | undefined) {
  const [values, setValues] = useState<Record<F, string>>(() =>
    serverResult && !serverResult.ok && serverResult.values ? { ...empty, ...(serverResult.values as Partial<Record<F, string>>) } : empty,
  );
  const [errors, setErrors] = useState<Record<string, string>>(() => serverResult?.fieldErrors ?? {});
  const onChange = (name: F, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!(name in e)) return e;
      const next = { ...e };
      delete next[name];
      return next;
    });
  };
  const reject = (errs: Record<string, string>, fields: readonly F[], form: HTMLFormElement) => {
    setErrors(errs);
    const first = fields.find((f) => errs[f]);
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };
  const reset = () => {
    setValues(empty);
    setErrors({});
  };
  /** A text field's name, value and change handler. */
  const bind = (name: F) => ({
    name,
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(name, e.target.value),
  });
  return { values, errors, setErrors, onChange, reject, reset, bind };
}
