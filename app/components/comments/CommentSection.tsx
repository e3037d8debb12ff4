import { useRef } from 'react';
import { useFetcher } from 'react-router';
import { SiteLink } from '~/components/ui/site-link';
import MessageSquare from 'lucide-react/icons/message-square';
import Send from 'lucide-react/icons/send';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { COMMENT_FIELDS, COMMENT_MAX, COMMENT_NAME_MAX, type CommentField } from '~/domain/comments/index';
import type { FormResult } from '~/domain/forms/index';
import { comments as commentsSection } from '~/i18n/messages/comments';
import { useLang, useSection } from '~/i18n/context';
import { fmt, plural } from '~/i18n/define';
import { pathFor } from '~/i18n/routes';
import { Button } from '~/components/ui/button';
import { Field, Input, Textarea } from '~/components/ui/field';
import { Notice } from '~/components/ui/toast';
import { Honeypot, loadValidation, prepareForm, useFetcherResult, useFieldState } from '~/components/forms/shared';

/** A comment as the post page shows it: texts only (rendered as text, never as HTML), dates formatted by the server. */
export interface CommentView {
  id: string;
  name: string;
  body: string;
  date: string;
  iso: string;
  reply: string | null;
  replyDate: string | null;
  replyIso: string | null;
}

export interface CommentsData {
  items: CommentView[];
  /** The company name the staff replies are marked with. */
  company: string;
}

const EMPTY: Record<CommentField, string> = { name: '', email: '', notify: '', comment: '' };

/** The anchor of the form and its answer (a plain post lands there). */
export const COMMENT_FORM_ID = 'comment-form';

/**
 * Under a published post while comments are on: the approved comments (name,
 * date, text; the staff reply under its comment, marked with the company
 * name) and the comment form with its KVKK note. `data` null (comments off):
 * nothing, except the answer to a post that was refused.
 */
export function CommentSection({
  data,
  action,
  serverResult,
}: {
  data: CommentsData | null;
  /** The post's address: the form posts there. */
  action: string;
  /** The answer to a plain (no JavaScript) post. */
  serverResult?: FormResult | null;
}) {
  const t = useSection(commentsSection);
  const lang = useLang();
  if (!data) {
    return serverResult ? (
      <div id={COMMENT_FORM_ID} className="mt-12">
        <Notice message={serverResult.toast} />
      </div>
    ) : null;
  }
  return (
    <section aria-labelledby="comments-title" className="mt-12 scroll-mt-20 border-t border-slate-200 pt-10" id="comments">
      <h2 id="comments-title" className="flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900">
        <MessageSquare aria-hidden="true" className="size-6 text-accent-700" />
        {t.title}
        <span className="text-base font-medium text-slate-600">({plural(lang, data.items.length, t.count)})</span>
      </h2>
      {data.items.length === 0 ? (
        <p className="mt-4 text-slate-600">{t.empty}</p>
      ) : (
        <ol className="mt-6 space-y-5">
          {data.items.map((c) => (
            <li key={c.id} id={`comment-${c.id}`} className="scroll-mt-20 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
              <article aria-label={c.name}>
                <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <p className="font-semibold [overflow-wrap:anywhere] text-slate-900">{c.name}</p>
                  <time dateTime={c.iso} className="text-sm text-slate-600">
                    {c.date}
                  </time>
                </header>
                <p className="mt-2 whitespace-pre-line text-slate-800 [overflow-wrap:anywhere]" data-testid="comment-body">
                  {c.body}
                </p>
                {c.reply ? (
                  <div className="mt-4 rounded-lg border-l-4 border-accent-700 bg-white p-3 sm:p-4" data-testid="comment-reply">
                    <p className="flex flex-wrap items-baseline justify-between gap-x-4 text-sm">
                      <span className="font-semibold text-accent-800">{fmt(t.replyBy, { company: data.company })}</span>
                      {c.replyDate && c.replyIso ? (
                        <time dateTime={c.replyIso} className="text-slate-600">
                          {c.replyDate}
                        </time>
                      ) : null}
                    </p>
                    <p className="mt-1 whitespace-pre-line text-slate-800 [overflow-wrap:anywhere]">{c.reply}</p>
                  </div>
                ) : null}
              </article>
            </li>
          ))}
        </ol>
      )}
      <CommentForm action={action} serverResult={serverResult} />
    </section>
  );
}

function CommentForm({ action, serverResult }: { action: string; serverResult?: FormResult | null }) {
  const t = useSection(commentsSection);
  const lang = useLang();
  const fetcher = useFetcher<FormResult>();
  const { values, errors, setErrors, onChange, reject, reset, bind } = useFieldState(EMPTY, serverResult);
  const busy = fetcher.state !== 'idle';
  const waiting = useRef(false);

  // The answer shows inline (no toast).
  useFetcherResult(fetcher.data, fetcher.state, (r) => (r.ok ? reset() : setErrors(r.fieldErrors ?? {})), false);

  // With JavaScript: checked with the server's schema, then posted by the fetcher (the answer shows inline).
  // Without it the browser posts the form to the post's address and the page comes back with the answer.
  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    if (waiting.current) return;
    waiting.current = true;
    loadValidation()
      .then(
        ({ commentSchema, fieldErrors }) => {
          const parsed = commentSchema(lang).safeParse(values);
          if (parsed.success) return true;
          reject(fieldErrors(parsed.error), COMMENT_FIELDS, form);
          return false;
        },
        () => true,
      )
      .then((ok) => {
        if (ok) void fetcher.submit(form, { method: 'post', action });
      })
      .finally(() => (waiting.current = false));
  };

  const result = fetcher.data ?? serverResult ?? null;
  const notifyChecked = values.notify === 'on';

  return (
    <div id={COMMENT_FORM_ID} className="mt-10 grid scroll-mt-24 gap-6 lg:grid-cols-3">
      <form
        method="post"
        action={`${action}#${COMMENT_FORM_ID}`}
        noValidate
        onSubmit={onSubmit}
        onFocus={prepareForm}
        aria-labelledby="comment-form-title"
        className="relative space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:col-span-2"
      >
        <h3 id="comment-form-title" className="text-xl font-semibold text-slate-900">
          {t.formTitle}
        </h3>
        <div aria-live="polite">{result ? <Notice message={result.toast} /> : null}</div>
        <Honeypot />
        <Field label={t.name} error={errors.name}>
          {(p) => <Input {...p} {...bind('name')} autoComplete="name" maxLength={COMMENT_NAME_MAX} />}
        </Field>
        <Field label={t.email} error={errors.email} hint={t.emailHint}>
          {(p) => <Input {...p} {...bind('email')} type="email" inputMode="email" autoComplete="email" />}
        </Field>
        <label className="flex cursor-pointer items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            name="notify"
            checked={notifyChecked}
            onChange={(e) => onChange('notify', e.target.checked ? 'on' : '')}
            className="mt-0.5 size-4 accent-accent-700"
          />
          <span>{t.notify}</span>
        </label>
        <Field
          label={t.comment}
          error={errors.comment}
          hint={`${t.commentHint} ${fmt(t.counter, { count: values.comment.length, max: COMMENT_MAX })}`}
        >
          {(p) => <Textarea {...p} {...bind('comment')} rows={5} maxLength={COMMENT_MAX} />}
        </Field>
        <Button type="submit" size="lg" disabled={busy} aria-busy={busy} className="w-full sm:w-auto">
          <Send aria-hidden="true" className="size-4" />
          {busy ? t.sending : t.submit}
        </Button>
      </form>
      <aside aria-labelledby="comment-privacy-title" className="rounded-2xl bg-slate-50 p-5 text-sm text-slate-700 sm:p-6">
        <h3 id="comment-privacy-title" className="flex items-center gap-2 font-semibold text-slate-900">
          <ShieldCheck aria-hidden="true" className="size-4 text-accent-700" />
          {t.privacyTitle}
        </h3>
        <p className="mt-2">{t.privacy}</p>
        <p className="mt-3">
          <SiteLink
            to={pathFor('privacy', lang)}
            className="font-medium text-accent-800 underline underline-offset-4 hover:text-accent-900"
          >
            {t.privacyLink}
          </SiteLink>
        </p>
      </aside>
    </div>
  );
}
