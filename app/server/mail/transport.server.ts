import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Transporter } from 'nodemailer';
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

/** An SMTP answer that may succeed later (4xx, connection problems) as opposed to a permanent 5xx. */
export function isTemporaryMailError(err: unknown): boolean {
  const e = err as { responseCode?: number; code?: string } | null;
  if (!e) return false;
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

export async function sendMail(msg: MailMessage): Promise<MailResult> {
  const info = await (
    await transport()
  ).sendMail({
    from: msg.from ?? defaultFrom(),
    to: msg.to,
    subject: msg.subject,
    text: msg.text,
    html: msg.html,
    replyTo: msg.replyTo,
    headers: msg.headers,
  });
  if (!config().SMTP_URL) {
    const dir = path.join(config().dataDir, 'outbox');
    await fs.mkdir(dir, { recursive: true });
    const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
    await fs.writeFile(file, (info as unknown as { message: Buffer }).message);
    logger().info({ to: msg.to, subject: msg.subject, file }, 'mail written to outbox (SMTP_URL not set)');
  }
  return { messageId: info.messageId };
}

export function closeMailTransport() {
  smtp?.close();
  smtp = undefined;
}
