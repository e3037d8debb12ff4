import { Link } from 'react-router';
import FilePen from 'lucide-react/icons/file-pen';
import Trash2 from 'lucide-react/icons/trash';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import type { Lang } from '~/i18n/lang';
import { Badge } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { ConfirmRowAction } from '~/components/admin/list/ConfirmRowAction';
import { languagesLabel } from './campaign-row';

export interface DraftRow {
  id: string;
  subject: string;
  languages: Lang[];
  saved: string;
}

/** Saved drafts, last saved first: "Aç" loads one into the form above (`?taslak=<id>`), "Sil" asks first. */
export function CampaignDrafts({ drafts, openId }: { drafts: readonly DraftRow[]; openId?: string }) {
  const t = useAdminT().adminCampaigns;
  return (
    <Card className="p-0">
      <ul aria-label={t.drafts.title} className="divide-y divide-slate-100" data-testid="campaign-drafts">
        {drafts.map((d) => {
          const subject = d.subject || t.drafts.untitled;
          return (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{subject}</p>
                <p className="text-xs text-slate-600">
                  {d.languages.length > 0 ? `${languagesLabel(d.languages)} · ` : null}
                  {fmt(t.drafts.savedAt, { date: d.saved })}
                </p>
              </div>
              <div className="flex shrink-0 items-center gap-2">
                {d.id === openId ? (
                  <Badge tone="blue">{t.drafts.opened}</Badge>
                ) : (
                  <Link to={`?taslak=${d.id}`} className={buttonClass('outline', 'sm')}>
                    <FilePen className="size-4" aria-hidden="true" />
                    {t.drafts.open}
                    <span className="sr-only">: {subject}</span>
                  </Link>
                )}
                <ConfirmRowAction
                  intent="delete-draft"
                  id={d.id}
                  title={t.drafts.deleteTitle}
                  message={fmt(t.drafts.deleteMessage, { subject })}
                  confirmLabel={t.drafts.deleteConfirm}
                  triggerLabel={`${t.drafts.delete}: ${subject}`}
                  variant="ghost"
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  {t.drafts.delete}
                </ConfirmRowAction>
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
