/**
 * What went wrong with a message, in words staff understand (ADR 020): the
 * set-up screen's test send shows the plain reason and, behind "Teknik
 * ayrıntılar", the server's own answer (never the password).
 */
export type MailFailure = 'auth' | 'tls' | 'sender' | 'recipient' | 'timeout' | 'host' | 'connection' | 'not-configured' | 'other';

interface NodemailerError {
  code?: string;
  command?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

export function classifyMailError(err: unknown): MailFailure {
  const e = (err ?? {}) as NodemailerError;
  const text = `${e.message ?? ''} ${e.response ?? ''}`;
  if (e.code === 'ENOTCONFIGURED') return 'not-configured';
  if (e.code === 'EAUTH' || e.code === 'ENOAUTH' || (e.command?.startsWith('AUTH') ?? false) || e.responseCode === 535) return 'auth';
  if (e.code === 'ETLS' || /wrong version number|ssl|tls|certificate|EPROTO|handshake/i.test(text)) return 'tls';
  if (e.code === 'ETIMEDOUT' || /timeout|timed out|greeting never received/i.test(text)) return 'timeout';
  if (e.code === 'EDNS' || /ENOTFOUND|EAI_AGAIN|getaddrinfo/i.test(text)) return 'host';
  if (e.command === 'MAIL FROM' || (e.code === 'EMESSAGE' && (e.responseCode ?? 0) >= 500)) return 'sender';
  if (e.command === 'RCPT TO' || e.code === 'EENVELOPE' || e.code === 'EINVALIDRECIPIENT') return 'recipient';
  if (e.code === 'ECONNECTION' || e.code === 'ESOCKET' || /ECONNREFUSED|ECONNRESET|EHOSTUNREACH/i.test(text)) return 'connection';
  return 'other';
}

/** The server's answer and the error's code, one line, with `secret` (the password) blanked wherever it might appear. */
export function mailErrorDetail(err: unknown, secret?: string): string {
  const e = (err ?? {}) as NodemailerError;
  const parts = [e.code, e.command, e.response ?? e.message].filter((p): p is string => !!p);
  let line = parts.join(' · ').replace(/\s+/g, ' ').slice(0, 500);
  if (secret && secret.length >= 3) line = line.split(secret).join('••••');
  return line;
}

const SMTP_COMMANDS = /^(CONN|EHLO|HELO|LHLO|STARTTLS|AUTH\b.*|MAIL FROM|RCPT TO|DATA|API)$/;

/**
 * The plain reason of a failure stored as text (a queued mail's or a campaign
 * delivery's last_error): a mailErrorDetail line ("ESOCKET · CONN · connect
 * ECONNREFUSED …") is split back into code, command and answer; any other text
 * is classified by its words alone.
 */
export function classifyStoredError(text: string | null | undefined): MailFailure {
  if (!text) return 'other';
  const parts = text.split(' · ');
  const e: NodemailerError = {};
  if (parts.length > 1 && /^E[A-Z_]+$/.test(parts[0]!)) e.code = parts.shift();
  if (parts.length > 1 && SMTP_COMMANDS.test(parts[0]!)) e.command = parts.shift();
  e.message = parts.join(' · ');
  const code = /^([2-5]\d\d)\b/.exec(e.message)?.[1];
  if (code) e.responseCode = Number(code);
  // A refused recipient without a command (an invalid address caught before sending).
  if (/not a single valid e-mail address/.test(e.message)) e.code = 'EINVALIDRECIPIENT';
  return classifyMailError(e);
}
