import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP peer (smtp-server on 127.0.0.1) for the campaign tests. It
 * records every accepted message with its headers and decoded text/HTML
 * parts, counts deliveries per recipient, and can refuse recipients per
 * attempt: `behaviour(rcpt, attempt)` returns 'accept' or an SMTP code
 * (451 temporary, 550 permanent...). `keepRaw: false` keeps only counts
 * (benchmarks).
 */
export interface CampaignMail {
  to: string;
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

export interface CampaignPeer {
  port: number;
  url: string;
  messages: CampaignMail[];
  /** Accepted messages per recipient. */
  accepted: Map<string, number>;
  /** RCPT attempts per recipient (accepted or refused). */
  attempts: Map<string, number>;
  total(): number;
  behaviour: (rcpt: string, attempt: number) => 'accept' | number;
  /** While true, finished messages get no answer (the sender waits) and are not counted. */
  hold: boolean;
  /** How many messages are waiting for an answer because of `hold`. */
  held(): number;
  /** Refuses (421) every held message. */
  dropHeld(): void;
  waitFor(count: number, ms?: number): Promise<void>;
  reset(): void;
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

function decodeBody(body: string, cte: string): string {
  const enc = cte.toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_x, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = (at < 0 ? raw : raw.slice(0, at)).replace(/\r?\n[ \t]+/g, ' ');
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { headers, body };
}

/** Parses a message: headers (unfolded), subject (decoded), the text/plain and text/html parts. */
export function parseCampaignMail(raw: string): Omit<CampaignMail, 'to'> {
  const { headers, body } = splitHead(raw);
  let text = '';
  let html = '';
  const visit = (h: Record<string, string>, b: string) => {
    const type = (h['content-type'] ?? 'text/plain').toLowerCase();
    const boundary = /boundary="?([^";]+)"?/i.exec(h['content-type'] ?? '')?.[1];
    if (type.startsWith('multipart/') && boundary) {
      for (const part of b.split(`--${boundary}`).slice(1)) {
        if (part.startsWith('--')) break;
        const p = splitHead(part.replace(/^\r?\n/, ''));
        visit(p.headers, p.body);
      }
      return;
    }
    const decoded = decodeBody(b, h['content-transfer-encoding'] ?? '7bit').replace(/\r\n/g, '\n');
    if (type.startsWith('text/html')) html += decoded;
    else if (type.startsWith('text/plain')) text += decoded;
  };
  visit(headers, body);
  return { headers, subject: decodeWords(headers.subject ?? ''), text, html };
}

/** The https target of a List-Unsubscribe header. */
export function unsubscribeLink(mail: { headers: Record<string, string> }): string {
  const m = /<(https?:\/\/[^>]+)>/.exec(mail.headers['list-unsubscribe'] ?? '');
  if (!m) throw new Error('no https List-Unsubscribe target');
  return m[1]!;
}

export async function startCampaignPeer(opts: { keepRaw?: boolean } = {}): Promise<CampaignPeer> {
  const keep = opts.keepRaw !== false;
  const messages: CampaignMail[] = [];
  const accepted = new Map<string, number>();
  const attempts = new Map<string, number>();
  let count = 0;
  let waiters: Array<{ n: number; resolve: () => void }> = [];
  const heldCallbacks: Array<(err?: Error | null) => void> = [];
  const peer: CampaignPeer = {
    port: 0,
    url: '',
    messages,
    accepted,
    attempts,
    total: () => count,
    behaviour: () => 'accept',
    hold: false,
    held: () => heldCallbacks.length,
    dropHeld() {
      for (const cb of heldCallbacks.splice(0)) {
        const err = new Error('4.3.2 closing') as Error & { responseCode: number };
        err.responseCode = 421;
        try {
          cb(err);
        } catch {
          /* the client is gone */
        }
      }
    },
    waitFor(n, ms = 60_000) {
      if (count >= n) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`SMTP peer: ${count} of ${n} messages after ${ms} ms`)), ms);
        waiters.push({
          n,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    reset() {
      messages.length = 0;
      accepted.clear();
      attempts.clear();
      count = 0;
      peer.behaviour = () => 'accept';
      peer.hold = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      const rcpt = address.address.toLowerCase();
      const attempt = (attempts.get(rcpt) ?? 0) + 1;
      attempts.set(rcpt, attempt);
      const verdict = peer.behaviour(rcpt, attempt);
      if (verdict === 'accept') return callback();
      const err = new Error(verdict >= 500 ? `5.1.1 <${rcpt}>: mailbox unavailable` : `4.7.1 <${rcpt}>: try again later`) as Error & {
        responseCode: number;
      };
      err.responseCode = verdict;
      callback(err);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => {
        if (keep) chunks.push(c);
      });
      stream.on('end', () => {
        if (peer.hold) {
          heldCallbacks.push(callback);
          return;
        }
        for (const r of session.envelope.rcptTo) {
          const rcpt = r.address.toLowerCase();
          accepted.set(rcpt, (accepted.get(rcpt) ?? 0) + 1);
          count++;
          if (keep) messages.push({ to: rcpt, ...parseCampaignMail(Buffer.concat(chunks).toString('utf8')) });
        }
        const done = waiters.filter((w) => count >= w.n);
        waiters = waiters.filter((w) => count < w.n);
        for (const w of done) w.resolve();
        callback();
      });
    },
  });
  // A client killed mid-session (the resilience tests' SIGKILL) resets its connection: smtp-server
  // reports that as an 'error' event, which with no listener would end the test process.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  peer.port = typeof address === 'object' && address ? address.port : 0;
  peer.url = `smtp://127.0.0.1:${peer.port}`;
  return peer;
}
