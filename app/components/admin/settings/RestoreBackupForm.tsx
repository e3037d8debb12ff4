import { useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { AlertDialog } from 'radix-ui';
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import Upload from 'lucide-react/icons/upload';
import { MAX_RESTORE_BYTES, RESTORE_PATH } from '~/domain/backup/paths';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { Button } from '~/components/ui/button';
import { Field, Input } from '~/components/ui/field';
import { showToast } from '~/components/ui/toast';
import { useResultToast, type ActionResult } from '~/components/admin/ops';

/** Restore from a backup file: posted to the restore route after a confirmation. */
export function RestoreBackupForm({ maxMb }: { maxMb: number }) {
  const t = useAdminT();
  const m = t.adminSettings;
  const fetcher = useFetcher<ActionResult & { invitations?: Array<{ email: string; link: string; mailed: boolean }> }>();
  const links = fetcher.data?.invitations?.filter((i) => i.link) ?? [];
  useResultToast(fetcher.data);
  const formRef = useRef<HTMLFormElement>(null);
  const [fileName, setFileName] = useState('');
  const [fileSize, setFileSize] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const busy = fetcher.state !== 'idle';

  // After a successful restore, start again with an empty form.
  const [seenResult, setSeenResult] = useState(fetcher.data);
  const [resetKey, setResetKey] = useState(0);
  if (fetcher.data !== seenResult) {
    setSeenResult(fetcher.data);
    if (fetcher.data?.ok) {
      setFileName('');
      setFileSize(0);
      setResetKey((k) => k + 1);
    }
  }

  return (
    <fetcher.Form
      key={resetKey}
      ref={formRef}
      method="post"
      action={RESTORE_PATH}
      encType="multipart/form-data"
      className="space-y-3"
      onSubmit={(e) => {
        // Ask first: the restore replaces the site's content.
        e.preventDefault();
        if (!fileName) {
          showToast({ title: m.toasts.restoreErrorTitle, description: m.system.restoreNoFile, variant: 'error' });
          return;
        }
        // The server refuses a larger body before reading it; say so here, in the catalogue's words.
        if (fileSize > MAX_RESTORE_BYTES) {
          showToast({ title: m.toasts.restoreErrorTitle, description: fmt(m.toasts.restoreTooLarge, { mb: maxMb }), variant: 'error' });
          return;
        }
        setConfirming(true);
      }}
    >
      <Field label={m.system.restoreFile} hint={`.json · ≤ ${maxMb} MB`}>
        {(p) => (
          <Input
            {...p}
            type="file"
            name="backup"
            accept="application/json,.json"
            className="h-auto py-1.5 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm file:font-medium"
            onChange={(e) => {
              setFileName(e.target.files?.[0]?.name ?? '');
              setFileSize(e.target.files?.[0]?.size ?? 0);
            }}
          />
        )}
      </Field>
      <Button type="submit" variant="destructive" disabled={busy}>
        <Upload className="size-4" aria-hidden="true" />
        {busy ? m.system.restoring : m.system.restoreSubmit}
      </Button>
      {links.length ? (
        // Staff accounts restored without passwords: their new invitation links, for the owner to pass on (no SMTP).
        <div
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
          role="status"
          data-testid="restored-invitations"
        >
          <p>{t.adminUsers.users.restoredLinks}</p>
          <ul className="mt-2 space-y-2">
            {links.map((i) => (
              <li key={i.email}>
                <span className="font-medium">{i.email}</span>
                <code className="mt-1 block rounded bg-white px-3 py-2 font-mono text-xs break-all text-slate-900">{i.link}</code>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
            <AlertDialog.Title className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <AlertTriangle className="size-5 text-red-700" aria-hidden="true" />
              {m.system.restoreConfirmTitle}
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-slate-700">
              {fmt(m.system.restoreConfirmMessage, { file: fileName })}
            </AlertDialog.Description>
            <div className="mt-6 flex justify-end gap-2">
              <AlertDialog.Cancel asChild>
                <Button variant="outline">{t.adminOps.cancel}</Button>
              </AlertDialog.Cancel>
              <AlertDialog.Action asChild>
                <Button
                  variant="destructive"
                  onClick={() =>
                    formRef.current &&
                    fetcher.submit(formRef.current, { action: RESTORE_PATH, method: 'post', encType: 'multipart/form-data' })
                  }
                >
                  {m.system.restoreConfirm}
                </Button>
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </fetcher.Form>
  );
}
