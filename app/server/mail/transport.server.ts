import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { isValidEmail } from '~/lib/email';
import { logger } from '../logger.server';
import { mailReady, mailRoute, type MailRoute, type StoredMailServer } from './server-settings.server';
import { singleton } from '../singleton.server';

/**
 * The one way the app sends e-mail: SMTP via nodemailer, to SMTP_URL or the
 * server set in Ayarlar → E-posta (server-settings.server.ts, ADR 020). With
 * neither, nothing is sent (no file stands in for delivery): queued mail waits.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  from?: string;
}

export interface MailResult {
  messageId: string;
  /** The server's last answer (e.g. "250 2.0.0 OK queued"). */
  response?: string;
}

/**
 * A message whose recipient is not one plain address (~/lib/email): never
 * handed to nodemailer, and a permanent failure (never retried).
 */
export class InvalidRecipientError extends Error {
  readonly code = 'EINVALIDRECIPIENT';
  constructor(address: string) {
    super(`not sent: the recipient ${JSON.stringify(address.slice(0, 120))} is not a single valid e-mail address`);
    this.name = 'InvalidRecipientError';
  }
}

/** An SMTP answer that may succeed later (4xx, connection problems) as opposed to a permanent 5xx or an invalid recipient. */
export function isTemporaryMailError(err: unknown): boolean {
  const e = err as { responseCode?: number; code?: string } | null;
  if (!e) return false;
  if (err instanceof InvalidRecipientError || e.code === 'EINVALIDRECIPIENT') return false;
  if (e.code === 'ENOTCONFIGURED') return true;
  if (typeof e.responseCode === 'number') return e.responseCode < 500;
  return true; // connection refused, timeout, DNS...: try again
}

/** Mail asked to leave while no sending server is set up: a temporary state (the queue holds mail until then). */
export class MailNotConfiguredError extends Error {
  readonly code = 'ENOTCONFIGURED';
  constructor() {
    super('not sent: no sending server is set up (Ayarlar → E-posta, or SMTP_URL)');
    this.name = 'MailNotConfiguredError';
  }
}

/** An answer within this long, or the attempt fails ("no answer within 15 s" on the set-up screen). */
export const SMTP_TIMEOUT_MS = 15_000;

/** nodemailer's SMTP options for a server set in the admin. */
export function smtpOptions(server: StoredMailServer, password: string | undefined, timeoutMs = SMTP_TIMEOUT_MS): SMTPTransport.Options {
  return {
    host: server.host,
    port: server.port,
    secure: server.security === 'tls',
    requireTLS: server.security === 'starttls',
    auth: server.user ? { user: server.user, pass: password ?? '' } : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    // No debug output: it would carry the AUTH exchange into the log.
    logger: false,
    debug: false,
  };
}

/** The pool of SMTP connections, for the route it was made for. */
const smtpPool = singleton('mail transport pool', (): { key: string; transport: Transporter } | undefined => undefined);

/** True when mail can leave now (SMTP_URL or the admin's set-up). */
export function mailConfigured(): Promise<boolean> {
  return mailReady();
}

// nodemailer is loaded on first use: most starts send no mail, and it takes ~40 ms to load.
async function transport(route: Exclude<MailRoute, { kind: 'none' }>): Promise<Transporter> {
  const key = route.kind === 'env' ? `env:${route.url}` : `admin:${JSON.stringify([route.server, route.password])}`;
  const held = smtpPool.peek();
  if (held?.key === key) return held.transport;
  const nodemailer = (await import('nodemailer')).default;
  // Another send made it while this one waited for the import: share it. Closing it here would
  // cut that send off mid-message (two workers' first sends after the set-up was saved).
  const now = smtpPool.peek();
  if (now?.key === key) return now.transport;
  now?.transport.close();
  // A pool of reused connections. (The options go in the transport object: createTransport's
  // second argument holds message defaults.) Query options in SMTP_URL win, e.g. ?maxConnections=10.
  const t =
    route.kind === 'env'
      ? nodemailer.createTransport({ url: route.url, pool: true, maxConnections: 3 } as never)
      : nodemailer.createTransport({ ...smtpOptions(route.server, route.password), pool: true, maxConnections: 3 } as never);
  smtpPool.set({ key, transport: t });
  return t;
}

/** A one-off transport for "Test e-postası gönder" (not pooled, closed after the message). */
export async function sendTestMessage(options: SMTPTransport.Options, msg: MailMessage & { from: string }): Promise<MailResult> {
  const nodemailer = (await import('nodemailer')).default;
  const t = nodemailer.createTransport(options);
  try {
    const info = await t.sendMail(envelope(msg, msg.from));
    return { messageId: info.messageId, response: info.response };
  } finally {
    t.close();
  }
}

function envelope(msg: MailMessage, from: string, defaultReplyTo?: string) {
  const to = msg.to.trim();
  if (!isValidEmail(to)) throw new InvalidRecipientError(msg.to);
  const replyTo = (msg.replyTo ?? defaultReplyTo)?.trim();
  const replyToOk = replyTo && isValidEmail(replyTo) ? replyTo : undefined;
  if (replyTo && !replyToOk) logger().warn({ subject: msg.subject }, 'mail: Reply-To is not a single valid address, left out');
  return {
    from,
    to: { name: '', address: to },
    subject: msg.subject,
    text: msg.text,
    html: msg.html,
    replyTo: replyToOk ? { name: '', address: replyToOk } : undefined,
    headers: msg.headers,
  };
}

/**
 * Sends one message to one recipient through the current route (SMTP_URL, or
 * the server set in the admin); with none, throws MailNotConfiguredError (a
 * temporary failure: the queue holds its mail until the set-up). `to` must be
 * a single address passing isValidEmail, else the message is refused
 * (InvalidRecipientError, permanent) before nodemailer sees it; it is passed as
 * an address object, which nodemailer does not split (a string such as
 * "a@x, b@y" would become two recipients). A Reply-To that does not pass is left
 * out; without one, the set-up's Reply-To (or the contact address) is used.
 */
export async function sendMail(msg: MailMessage): Promise<MailResult> {
  if (!isValidEmail(msg.to.trim())) throw new InvalidRecipientError(msg.to);
  const route = await mailRoute();
  const mail = envelope(msg, msg.from ?? (route.kind === 'none' ? '' : route.from), route.kind === 'none' ? undefined : route.replyTo);
  if (route.kind === 'none') throw new MailNotConfiguredError();
  const info = await (await transport(route)).sendMail(mail);
  return { messageId: info.messageId };
}

export function closeMailTransport() {
  smtpPool.peek()?.transport.close();
  smtpPool.set(undefined);
}
