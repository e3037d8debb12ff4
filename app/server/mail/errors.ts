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
