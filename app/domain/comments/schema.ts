// First: configures zod for the CSP (browser) before this module builds a schema.
import '~/lib/zod-csp';
import { z } from 'zod';
import { comments } from '~/i18n/messages/comments';
import { perLang } from '~/i18n/lang';
import { isValidEmail } from '../forms';
import { COMMENT_MAX, COMMENT_MIN, COMMENT_NAME_MAX } from './constants';

/**
 * The comment form (browser and server): a name, an optional e-mail address
 * (required only for a reply notification), the notification box, and the
 * comment, 2 to 2000 characters once trimmed. Messages in the page language.
 */
export const commentSchema = perLang((lang) => {
  const m = comments[lang].errors;
  return z
    .object({
      name: z.string().trim().min(1, m.name).max(COMMENT_NAME_MAX, m.nameTooLong),
      email: z
        .string()
        .trim()
        .refine((v) => v === '' || isValidEmail(v), m.email),
      notify: z.string().transform((v) => v === 'on' || v === 'true' || v === '1'),
      comment: z.string().trim().min(COMMENT_MIN, m.commentTooShort).max(COMMENT_MAX, m.commentTooLong),
    })
    .superRefine((v, ctx) => {
      if (v.notify && v.email === '') ctx.addIssue({ code: 'custom', path: ['email'], message: m.notifyNeedsEmail });
    });
});

export type CommentInput = z.output<ReturnType<typeof commentSchema>>;
