/** An `Accept-Encoding` list names the coding, without `q=0` (which refuses it). */
const ACCEPTS = {
  br: /(?:^|,)\s*br\s*(?:;\s*q=(?!0(?:\.0*)?\s*(?:,|$))[\d.]+)?\s*(?:,|$)/,
  gzip: /(?:^|,)\s*gzip\s*(?:;\s*q=(?!0(?:\.0*)?\s*(?:,|$))[\d.]+)?\s*(?:,|$)/,
};

/**
 * The precompressed form to send: brotli when the client takes it and it
 * exists, else gzip, else none (the bytes as they are).
 */
export function preferredEncoding(accept: string | undefined, available: { br: boolean; gzip: boolean }): 'br' | 'gzip' | undefined {
  if (!accept) return undefined;
  if (available.br && ACCEPTS.br.test(accept)) return 'br';
  if (available.gzip && ACCEPTS.gzip.test(accept)) return 'gzip';
  return undefined;
}
