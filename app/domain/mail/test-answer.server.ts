import { classifyMailError, mailErrorDetail, type MailFailure } from '~/server/mail/errors';

/**
 * What a test send may show of the answer of a host the owner typed in: only an SMTP reply
 * (three digits, then the server's words). Anything else that answered (an SSH banner, a web
 * server, a database) is "not an e-mail server" with no detail, and a local network error
 * (refused, no answer, name not found, TLS) shows its code only: the screen is never a window
 * onto what listens on some host and port. The raw error goes to the server log only.
 */
interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
}

const SMTP_REPLY = /^[2-5]\d\d(?:[ -]|$)/;

export function isSmtpReply(text: unknown): text is string {
  return typeof text === 'string' && SMTP_REPLY.test(text);
}

export type TestFailure = { failure: MailFailure | 'not-mail-server'; detail: string };

export function testFailure(err: unknown, secret?: string): TestFailure {
  const e = (err ?? {}) as SmtpError;
  if (typeof e.responseCode === 'number' && isSmtpReply(e.response))
    return { failure: classifyMailError(err), detail: mailErrorDetail(err, secret) };
  // Something answered, but not in SMTP (nodemailer's EPROTOCOL carries the foreign greeting).
  if (e.code === 'EPROTOCOL' || (typeof e.response === 'string' && e.response.trim() !== ''))
    return { failure: 'not-mail-server', detail: '' };
  const code = typeof e.code === 'string' && /^[A-Z_]{2,32}$/.test(e.code) ? e.code : '';
  return { failure: classifyMailError(err), detail: code };
}

/** The server's answer to an accepted message, when it is an SMTP reply. */
export function acceptedDetail(response: string, secret?: string): string {
  return isSmtpReply(response) ? mailErrorDetail({ response }, secret) : '';
}
