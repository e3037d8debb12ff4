import type { RequestInfo } from '~/server/http/request-info.server';
import { FORM_BODY_LIMIT_BYTES } from './paths';
import { HONEYPOT_FIELD, field } from './shared';

/** C0 control characters other than tab, line feed and carriage return, and DEL. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** How much of an over-long body (sent without a length) is read and discarded before giving up on the connection. */
const DRAIN_LIMIT = 1024 * 1024;

export type Refusal = 'rate_limited' | 'too_large' | 'spam';

/** HTTP status of each refusal. */
export const REFUSAL_STATUS: Record<Refusal, number> = { rate_limited: 429, too_large: 413, spam: 400 };

/** Reads at most `limit` bytes of the body; undefined when it is longer. */
async function readLimited(request: Request, limit: number): Promise<Uint8Array | undefined> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      // Discard a moderate remainder so the client receives the 413; drop the connection past that.
      while (total <= DRAIN_LIMIT) {
        const next = await reader.read();
        if (next.done) return undefined;
        total += next.value.byteLength;
      }
      await reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/**
 * The body of a public form post, after the abuse checks: the rate and size
 * limits decided by the HTTP layer (context.formGuard), the body size counted
 * while reading (for bodies sent without a length), and the honeypot field
 * (a hidden input humans never fill). A refused post is never stored.
 */
export async function readPublicForm(
  request: Request,
  context: Pick<RequestInfo, 'formGuard'> | undefined,
): Promise<{ ok: true; form: FormData } | { ok: false; refusal: Refusal }> {
  if (context?.formGuard) return { ok: false, refusal: context.formGuard };
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > FORM_BODY_LIMIT_BYTES) return { ok: false, refusal: 'too_large' };
  const bytes = await readLimited(request, FORM_BODY_LIMIT_BYTES);
  if (!bytes) return { ok: false, refusal: 'too_large' };
  let form: FormData;
  try {
    form = await new Response(bytes as BodyInit, {
      headers: { 'Content-Type': request.headers.get('content-type') ?? 'application/x-www-form-urlencoded' },
    }).formData();
  } catch {
    form = new FormData();
  }
  if (field(form, HONEYPOT_FIELD).trim() !== '') return { ok: false, refusal: 'spam' };
  // Control characters (NUL...) are never typed by a person, and PostgreSQL cannot store NUL in text.
  for (const [, v] of form) if (typeof v === 'string' && CONTROL_CHARS.test(v)) return { ok: false, refusal: 'spam' };
  return { ok: true, form };
}
