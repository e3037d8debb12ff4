/** What an action returns to show an outcome: a toast with JavaScript, an inline notice without. */
export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'success' | 'error';
}

/** What the operations tabs' actions return: an outcome toast, and field errors for forms. */
export interface ActionResult {
  ok: boolean;
  toast?: ToastMessage;
  errors?: Record<string, string>;
  /** Distinguishes results so the same toast can show twice in a row. */
  at?: number;
}
