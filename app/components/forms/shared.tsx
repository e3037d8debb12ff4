import { useEffect, useRef } from 'react';
import { useT } from '~/i18n/context';
import { HONEYPOT_FIELD } from '~/domain/forms/shared';
import { showToast } from '~/components/ui/toast';
import type { FormResult } from '~/domain/forms/result';

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
 * submission completes), and shows its toast.
 */
export function useFetcherResult(data: FormResult | undefined, state: string, onResult: (r: FormResult) => void) {
  const seen = useRef<FormResult | undefined>(undefined);
  const cb = useRef(onResult);
  useEffect(() => {
    cb.current = onResult;
  });
  useEffect(() => {
    if (state !== 'idle' || !data || seen.current === data) return;
    seen.current = data;
    showToast(data.toast);
    cb.current(data);
  }, [data, state]);
}
