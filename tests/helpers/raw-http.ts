import net from 'node:net';

/**
 * A minimal HTTP/1.1 client over a plain socket, for hostile-input tests:
 * unlike fetch() and node:http it sends the request line and headers exactly
 * as given (dot segments, NUL and non-UTF-8 bytes in the path, conflicting
 * headers) and copes with a server that answers before reading the whole
 * body and closes the connection. Localhost only.
 */
export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Set when the connection failed or was reset (with or without an answer before it). */
  error?: string;
}

export interface RawRequest {
  method: string;
  /** The request target, sent as bytes (latin1 for a string). */
  path: string | Buffer;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** Send the body with Transfer-Encoding: chunked instead of Content-Length. */
  chunked?: boolean;
  timeoutMs?: number;
}

function decodeChunked(buf: Buffer): Buffer {
  const out: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = buf.indexOf('\r\n', at);
    if (eol < 0) break;
    const size = parseInt(buf.subarray(at, eol).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    out.push(buf.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
  return Buffer.concat(out);
}

function parse(raw: Buffer): Omit<RawResponse, 'error'> | undefined {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const head = raw.subarray(0, end).toString('latin1').split('\r\n');
  const m = /^HTTP\/1\.[01] (\d{3})/.exec(head[0] ?? '');
  if (!m) return undefined;
  const headers: Record<string, string> = {};
  for (const line of head.slice(1)) {
    const i = line.indexOf(':');
    if (i <= 0) continue;
    const k = line.slice(0, i).trim().toLowerCase();
    const v = line.slice(i + 1).trim();
    headers[k] = headers[k] !== undefined ? `${headers[k]}, ${v}` : v;
  }
  let body = raw.subarray(end + 4);
  if ((headers['transfer-encoding'] ?? '').includes('chunked')) body = decodeChunked(body);
  return { status: Number(m[1]), headers, body };
}

export function rawRequest(base: string, req: RawRequest): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  const body = req.body === undefined ? undefined : Buffer.isBuffer(req.body) ? req.body : Buffer.from(req.body, 'utf8');
  const lines = [`${req.method} `];
  const head: Buffer[] = [];
  const headers: Record<string, string> = { host: `${hostname}:${port}`, connection: 'close', ...req.headers };
  if (body !== undefined) {
    if (req.chunked) headers['transfer-encoding'] = 'chunked';
    else headers['content-length'] ??= String(body.length);
  }
  head.push(Buffer.from(lines[0]!, 'latin1'), Buffer.isBuffer(req.path) ? req.path : Buffer.from(req.path, 'latin1'));
  head.push(
    Buffer.from(
      ` HTTP/1.1\r\n${Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('')}\r\n`,
      'latin1',
    ),
  );

  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let settled = false;
    const socket = net.connect({ host: hostname, port: Number(port) });
    const finish = (error?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const parsed = parse(Buffer.concat(chunks));
      resolve(
        parsed
          ? { ...parsed, ...(error ? { error } : {}) }
          : { status: 0, headers: {}, body: Buffer.alloc(0), error: error ?? 'no answer' },
      );
    };
    const timer = setTimeout(() => finish('timeout'), req.timeoutMs ?? 60_000);
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('end', () => finish());
    socket.on('close', () => finish());
    socket.on('error', (err: NodeJS.ErrnoException) => finish(err.code ?? err.message));
    socket.on('connect', async () => {
      try {
        socket.write(Buffer.concat(head));
        if (body === undefined) return;
        // Large bodies go in 64 KB pieces, waiting for the socket to drain (the server may answer and close half-way).
        const piece = 64 * 1024;
        for (let at = 0; at < body.length && !socket.destroyed; at += piece) {
          const part = body.subarray(at, at + piece);
          const data = req.chunked ? Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n')]) : part;
          if (!socket.write(data)) await new Promise<void>((r) => socket.once('drain', r).once('close', r));
        }
        if (req.chunked && !socket.destroyed) socket.write('0\r\n\r\n');
      } catch {
        /* the server closed the connection: its answer (if any) is read above */
      }
    });
  });
}
