import { useFetcher } from 'react-router';
import { ConfirmButton, useResultToast, type ActionResult } from '~/components/admin/AdminKit';

/**
 * One fetcher, by key, for every ConfirmRowAction: its result's toast is shown by
 * ConfirmRowActionToasts in the admin shell, not by the row. A row the action removes (a deleted
 * draft, subscriber or comment; the last one takes its whole list with it) unmounts in the same
 * render that brings the result, and a toast effect inside it does not always run.
 */
const CONFIRM_ROW_ACTION_FETCHER = 'confirm-row-action';

/** A row action that asks first, then posts `{ intent, id }` to the screen's action; the shell shows its toast. */
export function ConfirmRowAction({
  intent,
  id,
  title,
  message,
  confirmLabel,
  triggerLabel,
  variant,
  children,
}: {
  intent: string;
  id: string;
  title: string;
  message: string;
  confirmLabel: string;
  triggerLabel: string;
  variant?: React.ComponentProps<typeof ConfirmButton>['variant'];
  children: React.ReactNode;
}) {
  const fetcher = useFetcher<ActionResult>({ key: CONFIRM_ROW_ACTION_FETCHER });
  return (
    <ConfirmButton
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      triggerLabel={triggerLabel}
      variant={variant}
      disabled={fetcher.state !== 'idle'}
      onConfirm={() => fetcher.submit({ intent, id }, { method: 'post' })}
    >
      {children}
    </ConfirmButton>
  );
}

/** The toast of the last ConfirmRowAction's result (mounted once, in AdminShell). */
export function ConfirmRowActionToasts() {
  useResultToast(useFetcher<ActionResult>({ key: CONFIRM_ROW_ACTION_FETCHER }).data);
  return null;
}
