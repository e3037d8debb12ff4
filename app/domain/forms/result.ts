import type { ToastMessage } from '~/lib/action-result';

/**
 * What a public form action answers, to the fetcher (JavaScript: a toast and
 * field errors) and to the page (no JavaScript: the same texts rendered by the
 * server, with the submitted values kept on failure).
 */
export interface FormResult {
  ok: boolean;
  code: 'created' | 'reactivated' | 'invalid' | 'duplicate' | 'rate_limited' | 'too_large' | 'spam' | 'disabled' | 'not_found' | 'error';
  toast: ToastMessage;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
}
