import { stringify } from 'csv-stringify/sync';

/**
 * CSV exports streamed to the client. Rows come from an async iterator of
 * batches (keyset-paginated queries), and the next batch is only read when
 * the client has taken the previous one: the ReadableStream's `pull` is
 * called on demand, and React Router's Node adapter waits for the socket's
 * `drain` before reading again. Memory stays flat whatever the row count.
 */

type Cell = string | number | null | undefined;

/** A leading = + - @ makes spreadsheets evaluate a cell; phone numbers (+90 ...) are safe. */
function defuseFormula(s: string): string {
  return /^[=+\-@\t\r]/.test(s) && !/^\+[\d\s()-]+$/.test(s) ? `'${s}` : s;
}

/**
 * The field separator: a semicolon, what Excel expects where the decimal mark is a comma
 * (Turkish settings), so a double-clicked file opens in columns; LibreOffice and Numbers ask or detect it.
 */
export const CSV_SEPARATOR = ';';

/**
 * CSV lines (RFC 4180 quoting, CRLF, `;` between fields) written by csv-stringify, defused
 * against spreadsheet formula injection. `quoted_match` because the library quotes only the
 * record delimiter itself, and a lone \n or \r inside a field would split the row.
 */
export function csvLines(rows: ReadonlyArray<ReadonlyArray<Cell>>): string {
  return stringify(rows as Cell[][], {
    delimiter: CSV_SEPARATOR,
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
    cast: { string: defuseFormula },
  });
}

/** `attachment; filename=...` with an ASCII fallback and the RFC 5987 form. */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * A streamed download: `head` first, then each string the iterator yields.
 * Closing the connection early cancels the iterator (its `finally` runs).
 * When the client accepts gzip the stream is compressed here (a web
 * CompressionStream keeps the backpressure) rather than by the compression
 * middleware, whose `drain` proxy leaks a listener per backpressure wait.
 */
export function streamedDownload(opts: {
  filename: string;
  contentType: string;
  head?: string;
  chunks: AsyncIterable<string>;
  request?: Request;
}): Response {
  const encoder = new TextEncoder();
  const iterator = opts.chunks[Symbol.asyncIterator]();
  let headSent = !opts.head;
  const body = new ReadableStream<BufferSource>(
    {
      async pull(controller) {
        if (!headSent) {
          headSent = true;
          controller.enqueue(encoder.encode(opts.head));
          return;
        }
        try {
          const next = await iterator.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        } catch (err) {
          controller.error(err);
        }
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    { highWaterMark: 1 },
  );
  const headers: Record<string, string> = {
    'Content-Type': opts.contentType,
    'Content-Disposition': attachmentDisposition(opts.filename),
    'Cache-Control': 'no-store',
    Vary: 'Accept-Encoding',
  };
  if (/\bgzip\b/.test(opts.request?.headers.get('accept-encoding') ?? '')) {
    headers['Content-Encoding'] = 'gzip';
    return new Response(body.pipeThrough(new CompressionStream('gzip')), { headers });
  }
  return new Response(body, { headers });
}

/** A CSV download: UTF-8 with a byte-order mark (so spreadsheets read Turkish letters), a header line, then the rows. */
export function csvDownload(
  filename: string,
  header: string[],
  batches: AsyncIterable<ReadonlyArray<ReadonlyArray<string | number | null>>>,
  request?: Request,
) {
  async function* lines() {
    for await (const rows of batches) {
      if (rows.length) yield csvLines(rows);
    }
  }
  return streamedDownload({
    filename,
    contentType: 'text/csv; charset=utf-8',
    head: '\uFEFF' + csvLines([header]),
    chunks: lines(),
    request,
  });
}
