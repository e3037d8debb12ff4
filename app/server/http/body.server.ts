import { data } from 'react-router';

/**
 * The fields of a form post. A body that is not a form (wrong or missing
 * content type, malformed or truncated multipart) is the client's error:
 * answered 400, never 500.
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data({ ok: false, error: 'bad-request' }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  }
}

/**
 * A JSON body that must be an object (`{...}`): anything else (malformed, `null`, a number, an
 * array) is the client's error, answered 400 by the caller. Undefined then.
 */
export async function readJsonObject(request: Request): Promise<Record<string, unknown> | undefined> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return undefined;
  }
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
}
