import { useFetcher } from 'react-router';
import { FOLLOW_UP_NOTE_MAX } from '~/domain/forms/index';
import type { StaffChoice } from '~/domain/auth/index';
import { Button } from '~/components/ui/button';
import { Field, Select, Textarea } from '~/components/ui/field';
import { useResultToast, type ActionResult } from '~/components/admin/AdminKit';

export interface FollowUpTexts {
  title: string;
  status?: string;
  handler: string;
  handlerNone: string;
  handlerHint: string;
  handlerUnknown: string;
  note: string;
  noteHint: string;
  noteTooLong: string;
  save: string;
  saving: string;
}

/**
 * A lead's follow-up: status (when `statuses` is given; contact messages keep their
 * status buttons), the staff member handling it and an internal note, saved together as intent
 * `follow-up`. A plain form post: it works before the scripts load; the server checks every value.
 */
export function FollowUpForm<S extends string>({
  id,
  status,
  statuses,
  handlerId,
  note,
  staff,
  texts,
}: {
  id: string;
  status: S;
  statuses?: ReadonlyArray<{ value: S; label: string }>;
  handlerId: string | null;
  note: string;
  staff: StaffChoice[];
  texts: FollowUpTexts;
}) {
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const busy = fetcher.state !== 'idle';
  const unknownHandler = handlerId !== null && !staff.some((s) => s.id === handlerId);
  return (
    <fetcher.Form method="post" className="mt-5 space-y-4 rounded-xl border border-slate-200 p-4" data-testid="follow-up">
      <h4 className="text-sm font-semibold text-slate-900">{texts.title}</h4>
      <input type="hidden" name="intent" value="follow-up" />
      <input type="hidden" name="id" value={id} />
      <div className="grid gap-4 sm:grid-cols-2">
        {statuses ? (
          <Field label={texts.status ?? ''}>
            {(p) => (
              <Select {...p} name="status" defaultValue={status} key={`${id}-${status}`}>
                {statuses.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        ) : (
          <input type="hidden" name="status" value={status} />
        )}
        <Field label={texts.handler} hint={texts.handlerHint}>
          {(p) => (
            <Select {...p} name="handler" defaultValue={handlerId ?? ''} key={`${id}-${handlerId ?? ''}`}>
              <option value="">{texts.handlerNone}</option>
              {unknownHandler ? (
                <option value={handlerId} disabled>
                  {texts.handlerUnknown}
                </option>
              ) : null}
              {staff.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field label={texts.note} hint={texts.noteHint}>
        {(p) => <Textarea {...p} name="note" rows={4} maxLength={FOLLOW_UP_NOTE_MAX} defaultValue={note} key={`${id}-note-${note}`} />}
      </Field>
      <Button type="submit" size="sm" disabled={busy} aria-busy={busy}>
        {busy ? texts.saving : texts.save}
      </Button>
    </fetcher.Form>
  );
}
