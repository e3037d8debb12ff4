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
