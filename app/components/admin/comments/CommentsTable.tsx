import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import Check from 'lucide-react/icons/check';
import ExternalLink from 'lucide-react/icons/external-link';
import MessageSquareReply from 'lucide-react/icons/message-square-reply';
import ShieldBan from 'lucide-react/icons/shield-ban';
import Trash2 from 'lucide-react/icons/trash-2';
import { COMMENT_REPLY_MAX, COMMENT_STATUSES, COMMENTS_PAGE_SIZE, type CommentStatus } from '~/domain/comments/index';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { Badge, type BadgeTone } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { Field, Textarea } from '~/components/ui/field';
import { useResultToast, type ActionResult } from '~/components/admin/AdminKit';
import { Pagination } from '~/components/admin/Pagination';
import { AdminListTable } from '~/components/admin/list/AdminListTable';
import { ConfirmRowAction } from '~/components/admin/list/ConfirmRowAction';
import { StatusFilter } from '~/components/admin/list/StatusFilter';

export interface AdminCommentRow {
  id: string;
  name: string;
  email: string | null;
  notifyReply: boolean;
  body: string;
  language: string;
  status: CommentStatus;
  reply: string | null;
  postTitle: string;
  postPath: string;
  date: string;
  iso: string;
}

const TONES: Record<CommentStatus, BadgeTone> = { pending: 'amber', approved: 'green', spam: 'red' };

/** The comments: status filter, the list (pending first; cards on a phone) and pagination. */
export function CommentsTable({
  items,
  status,
  counts,
  page,
  total,
  loadError,
  company,
}: {
  items: AdminCommentRow[];
  status: CommentStatus | 'all';
  counts: Record<CommentStatus, number>;
  page: number;
  total: number;
  loadError: boolean;
  company: string;
}) {
  const m = useAdminT().adminComments;
  return (
    <AdminListTable
      search={<StatusFilter statuses={COMMENT_STATUSES} status={status} counts={counts} labels={m.filter} />}
      pagination={<Pagination page={page} pageSize={COMMENTS_PAGE_SIZE} total={total} />}
      caption={m.table.caption}
      rows={items}
      rowKey={(c) => c.id}
      rowProps={(c) => ({
        'data-testid': 'comment-row',
        'data-status': c.status,
        className: cn(c.status === 'pending' && 'bg-amber-50/40'),
      })}
      empty={loadError ? null : status === 'all' ? m.table.empty : m.table.emptyFilter}
      columns={[
        {
          header: m.table.comment,
          tdClassName: 'min-w-72 max-w-xl',
          cell: (c) => (
            <div className="space-y-1.5">
              <p className="font-semibold [overflow-wrap:anywhere] text-slate-900">{c.name}</p>
              {c.email ? (
                <p className="text-xs [overflow-wrap:anywhere] text-slate-600">
                  {c.email}
                  {c.notifyReply ? ` · ${m.table.notify}` : null}
                </p>
              ) : null}
              <p
                className="text-sm font-normal whitespace-pre-line [overflow-wrap:anywhere] text-slate-800"
                data-testid="admin-comment-body"
              >
                {c.body}
              </p>
              {c.language === 'en' ? <p className="text-xs text-slate-600">{m.table.english}</p> : null}
              {c.reply ? (
                <div className="mt-2 rounded-md border-l-4 border-accent-700 bg-slate-50 p-2 text-sm">
                  <p className="text-xs font-semibold text-accent-800">{m.table.yourReply}</p>
                  <p className="whitespace-pre-line [overflow-wrap:anywhere] text-slate-800">{c.reply}</p>
                </div>
              ) : null}
            </div>
          ),
        },
        {
          header: m.table.post,
          tdClassName: 'min-w-40 max-w-60',
          cell: (c) => (
            <a href={c.postPath} target="_blank" rel="noopener" className="inline-flex items-start gap-1 text-accent-800 hover:underline">
              <span className="[overflow-wrap:anywhere]">{c.postTitle}</span>
              <ExternalLink aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            </a>
          ),
        },
        {
          header: m.table.status,
          tdClassName: 'whitespace-nowrap',
          cell: (c) => (
            <Badge tone={TONES[c.status]} data-testid="comment-status">
              {m.status[c.status]}
            </Badge>
          ),
        },
        { header: m.table.date, tdClassName: 'whitespace-nowrap', cell: (c) => <time dateTime={c.iso}>{c.date}</time> },
        {
          header: m.table.actions,
          srOnly: true,
          tdClassName: 'min-w-56',
          cell: (c) => <CommentActions comment={c} company={company} />,
        },
      ]}
    />
  );
}

/** The moderation buttons: intent, the status it sets (the button is hidden once the comment has it) and icon. */
const MODERATION = [
  ['approve', 'approved', Check],
  ['spam', 'spam', ShieldBan],
] as const;

/** Approve, spam, reply, delete: each posts `{ intent, id }` to the screen's action and shows its toast. */
function CommentActions({ comment: c, company }: { comment: AdminCommentRow; company: string }) {
  const m = useAdminT().adminComments;
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const busy = fetcher.state !== 'idle';
  const [replying, setReplying] = useState(false);
  return (
    <div className="flex w-full flex-col gap-2">
      <div className="flex flex-wrap justify-end gap-2">
        {MODERATION.filter(([, status]) => c.status !== status).map(([intent, , Icon]) => (
          <Button
            key={intent}
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => fetcher.submit({ intent, id: c.id }, { method: 'post' })}
            aria-label={fmt(m.actions[`${intent}Label`], { name: c.name })}
          >
            <Icon className="size-4" aria-hidden="true" />
            {m.actions[intent]}
          </Button>
        ))}
        {c.status !== 'spam' ? (
          <Button
            variant="outline"
            size="sm"
            aria-expanded={replying}
            aria-controls={`reply-${c.id}`}
            aria-label={fmt(c.reply ? m.actions.editReplyLabel : m.actions.replyLabel, { name: c.name })}
            onClick={() => setReplying((v) => !v)}
          >
            <MessageSquareReply className="size-4" aria-hidden="true" />
            {c.reply ? m.actions.editReply : m.actions.reply}
          </Button>
        ) : null}
        <ConfirmRowAction
          intent="delete"
          id={c.id}
          title={m.actions.deleteTitle}
          message={fmt(m.actions.deleteMessage, { name: c.name })}
          confirmLabel={m.actions.deleteConfirm}
          triggerLabel={fmt(m.actions.deleteLabel, { name: c.name })}
          variant="outline"
        >
          <Trash2 className="size-4 text-red-700" aria-hidden="true" />
          {m.actions.delete}
        </ConfirmRowAction>
      </div>
      {replying ? <ReplyForm comment={c} company={company} onDone={() => setReplying(false)} /> : null}
    </div>
  );
}

function ReplyForm({ comment: c, company, onDone }: { comment: AdminCommentRow; company: string; onDone: () => void }) {
  const m = useAdminT().adminComments;
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const busy = fetcher.state !== 'idle';
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) done.current();
  }, [fetcher.state, fetcher.data]);
  const hint = [fmt(m.reply.hint, { company }), c.notifyReply && c.email && !c.reply ? m.reply.notifyHint : ''].filter(Boolean).join(' ');
  return (
    <fetcher.Form method="post" id={`reply-${c.id}`} className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-left">
      <input type="hidden" name="intent" value="reply" />
      <input type="hidden" name="id" value={c.id} />
      <Field label={m.reply.label} hint={hint} error={fetcher.data?.errors?.reply}>
        {(p) => <Textarea {...p} ref={ref} name="reply" rows={4} maxLength={COMMENT_REPLY_MAX} defaultValue={c.reply ?? ''} />}
      </Field>
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? m.reply.saving : m.reply.save}
        </Button>
      </div>
    </fetcher.Form>
  );
}
