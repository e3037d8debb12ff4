import { SMTPServer } from 'smtp-server';
import { until } from './wait';

/** A message as the SMTP peer received it, with the headers and the text body decoded. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  headers: Record<string, string>;
  subject: string;
  text: string;
}

export interface SmtpPeer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Every AUTH the peer was offered (user name and password), accepted or not. */
  auths: Array<{ username: string; password: string }>;
  /** Resolves when `count` messages have arrived (or rejects after `ms`). */
  waitFor(count: number, ms?: number): Promise<ReceivedMail[]>;
  /** Refuses every later message with this SMTP code (undefined: accepts again), without a restart. */
  rejectWith(code: number | undefined): void;
  close(): Promise<void>;
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=). */
export function decodeWords(v: string): string {
  return v.replace(/\?=\s+=\?/g, '?==?').replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _cs: string, enc: string, data: string) => {
    if (enc.toUpperCase() === 'B') return Buffer.from(data, 'base64').toString('utf8');
    const bytes = data.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_x, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  });
}

function decodeQuotedPrintable(v: string): string {
  const bytes = v.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_x, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Parses a single-part text message (what the app's notifications are). */
export function parseMail(raw: string): { headers: Record<string, string>; subject: string; text: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
  }
  const cte = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const text =
    cte === 'quoted-printable' ? decodeQuotedPrintable(body) : cte === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  return { headers, subject: decodeWords(headers.subject ?? ''), text: text.replace(/\r\n/g, '\n') };
}

/**
 * A real SMTP server for tests (smtp-server), on 127.0.0.1. `rejectWith` makes
 * it refuse every message with that SMTP code (e.g. 550 permanent, 451 temporary).
 */
export async function startSmtpPeer(
  opts: {
    port?: number;
    rejectWith?: number;
    /** Requires AUTH (PLAIN/LOGIN, allowed without TLS on this local peer) with this user and password. */
    auth?: { user: string; pass: string };
    /** Refuses MAIL FROM for this sender address (553), as a provider refuses a sender not on the account. */
    refuseSender?: string;
  } = {},
): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const auths: Array<{ username: string; password: string }> = [];
  let rejectWith = opts.rejectWith;
  const server = new SMTPServer({
    authOptional: !opts.auth,
    allowInsecureAuth: true,
    disabledCommands: opts.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    onAuth(auth, _session, callback) {
      auths.push({ username: auth.username ?? '', password: auth.password ?? '' });
      if (opts.auth && auth.username === opts.auth.user && auth.password === opts.auth.pass) return callback(null, { user: auth.username });
      const err = new Error('Invalid username or password') as Error & { responseCode: number };
      err.responseCode = 535;
      return callback(err);
    },
    onMailFrom(address, _session, callback) {
      if (opts.refuseSender && address.address.toLowerCase() === opts.refuseSender.toLowerCase()) {
        const err = new Error('Sender address rejected: not owned by user') as Error & { responseCode: number };
        err.responseCode = 553;
        return callback(err);
      }
      return callback();
    },
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (rejectWith) {
          const err = new Error('rejected by test peer') as Error & { responseCode: number };
          err.responseCode = rejectWith;
          callback(err);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parseMail(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  // A client that goes away mid-session resets its connection: an 'error' event with no listener would end the test process.
  server.on('error', () => {});
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    auths,
    async waitFor(count, ms = 20_000) {
      await until(
        () => received.length >= count,
        ms,
        () => `${count} mail(s); received ${received.length}`,
      );
      return received;
    },
    rejectWith(code) {
      rejectWith = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
