import { useFetcher } from 'react-router';
import { ConfirmButton, useResultToast, type ActionResult } from '~/components/admin/AdminKit';

/** A row action that asks first, then posts `{ intent, id }` to the screen's action and shows its toast. */
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
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
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
