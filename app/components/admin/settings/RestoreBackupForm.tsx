import { useState } from 'react';
import { useFetcher } from 'react-router';
import Upload from 'lucide-react/icons/upload';
import { MAX_RESTORE_BYTES, RESTORE_PATH } from '~/site/backup/index';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { Button } from '~/components/ui/button';
import { Field, Input } from '~/components/ui/field';
import { showToast } from '~/components/ui/toast';
import { useResultToast, type ActionResult } from '~/components/admin/AdminKit';

/**
 * Restore from a backup file, step 1: the file is uploaded to the restore page, which checks it
 * and shows what the restore would do (nothing is written before the owner confirms there).
 * A plain multipart form without JavaScript; with it, a refusal shows as a toast here.
 */
export function RestoreBackupForm({ maxMb }: { maxMb: number }) {
  const t = useAdminT();
  const m = t.adminSettings;
  const r = t.adminRestore;
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const [fileName, setFileName] = useState('');
  const [fileSize, setFileSize] = useState(0);
  const busy = fetcher.state !== 'idle';

  return (
    <fetcher.Form
      method="post"
      action={RESTORE_PATH}
      encType="multipart/form-data"
      className="space-y-3"
      onSubmit={(e) => {
        if (!fileName) {
          e.preventDefault();
          showToast({ title: m.toasts.restoreErrorTitle, description: m.system.restoreNoFile, variant: 'error' });
          return;
        }
        // The server refuses a larger body before reading it; say so here, in the catalogue's words.
        if (fileSize > MAX_RESTORE_BYTES) {
          e.preventDefault();
          showToast({ title: m.toasts.restoreErrorTitle, description: fmt(m.toasts.restoreTooLarge, { mb: maxMb }), variant: 'error' });
        }
      }}
    >
      <Field label={m.system.restoreFile} hint={`${fmt(r.fileHint, { mb: maxMb })} · ${r.uploadHint}`}>
        {(p) => (
          <Input
            {...p}
            type="file"
            name="backup"
            accept="application/gzip,application/x-gzip,.gz,.tar.gz,application/json,.json"
            className="h-auto py-1.5 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm file:font-medium"
            onChange={(e) => {
              setFileName(e.target.files?.[0]?.name ?? '');
              setFileSize(e.target.files?.[0]?.size ?? 0);
            }}
          />
        )}
      </Field>
      <Button type="submit" disabled={busy}>
        <Upload className="size-4" aria-hidden="true" />
        {busy ? r.uploading : r.uploadSubmit}
      </Button>
    </fetcher.Form>
  );
}
