import { useState } from 'react';
import Download from 'lucide-react/icons/download';
import { useAdminT } from '~/i18n/admin-context';
import { buttonClass } from '~/components/ui/button';
import { showToast } from '~/components/ui/toast';
import { BACKUP_PATH } from '~/components/admin/SectionNavs';

export function BackupDownloadButton() {
  const t = useAdminT();
  const m = t.adminSettings;
  const [busy, setBusy] = useState(false);
  // With JavaScript the download goes through fetch, so a failure shows the spec's toast; without, the link downloads directly.
  const onClick = async (e: React.MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const r = await fetch(BACKUP_PATH, { credentials: 'same-origin' });
      if (!r.ok) throw new Error(`HTTP ${r.status}`);
      const blob = await r.blob();
      const name = /filename="([^"]+)"/.exec(r.headers.get('content-disposition') ?? '')?.[1] ?? 'backup.json';
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      showToast({ title: t.adminOps.errorTitle, description: m.toasts.backupError, variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <a href={BACKUP_PATH} download onClick={onClick} className={buttonClass('outline', 'md')} aria-disabled={busy}>
      <Download className="size-4" aria-hidden="true" />
      {busy ? m.system.backupPreparing : m.system.backupDownload}
    </a>
  );
}
