import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import { isValidEmail } from '~/lib/email';
import { config } from '../config.server';
import { logger } from '../logger.server';

/**
 * The one way the app sends e-mail: SMTP (SMTP_URL) via nodemailer, or, when
 * no SMTP server is configured, `.eml` files in DATA_DIR/outbox (logged).
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
  if (typeof e.responseCode === 'number') return e.responseCode < 500;
  return true; // connection refused, timeout, DNS...: try again
}

let smtp: Transporter | undefined;
let outboxTransport: Transporter | undefined;

export function mailConfigured(): boolean {
  return !!config().SMTP_URL;
}

export function defaultFrom(): string {
  return config().MAIL_FROM ?? 'FunTech <no-reply@example.com>';
}

// Loaded on first use: most starts send no mail, and nodemailer takes ~40 ms to load.
async function transport(): Promise<Transporter> {
  const nodemailer = (await import('nodemailer')).default;
  if (config().SMTP_URL) {
    // A pool of reused connections. (The options go in the transport object: createTransport's
    // second argument holds message defaults.) Query options in SMTP_URL win, e.g. ?maxConnections=10.
    smtp ??= nodemailer.createTransport({ url: config().SMTP_URL, pool: true, maxConnections: 3 } as never);
    return smtp;
  }
  outboxTransport ??= nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return outboxTransport;
}

/**
 * Sends one message to one recipient. `to` must be a single address passing
 * isValidEmail, else the message is refused (InvalidRecipientError, permanent)
 * before nodemailer sees it; it is passed as an address object, which
 * nodemailer does not split (a string such as "a@x, b@y" would become two
 * recipients). A Reply-To that does not pass is left out.
 */
export async function sendMail(msg: MailMessage): Promise<MailResult> {
  const to = msg.to.trim();
  if (!isValidEmail(to)) throw new InvalidRecipientError(msg.to);
  const replyTo = msg.replyTo?.trim();
  const replyToOk = replyTo && isValidEmail(replyTo) ? replyTo : undefined;
  if (replyTo && !replyToOk) logger().warn({ subject: msg.subject }, 'mail: Reply-To is not a single valid address, left out');
  const info = await (
    await transport()
  ).sendMail({
    from: msg.from ?? defaultFrom(),
    to: { name: '', address: to },
    subject: msg.subject,
    text: msg.text,
    html: msg.html,
    replyTo: replyToOk ? { name: '', address: replyToOk } : undefined,
    headers: msg.headers,
  });
  if (!config().SMTP_URL) {
    const dir = path.join(config().dataDir, 'outbox');
    await fs.mkdir(dir, { recursive: true });
    const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
    await fs.writeFile(file, (info as unknown as { message: Buffer }).message);
    logger().info({ to, subject: msg.subject, file }, 'mail written to outbox (SMTP_URL not set)');
  }
  return { messageId: info.messageId };
}

export function closeMailTransport() {
  smtp?.close();
  smtp = undefined;
}
