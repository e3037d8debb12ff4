import '~/lib/zod-csp';
import { z } from 'zod';

/**
 * THE mapper of a failed parse to a form's errors, on the client and the server alike: the
 * first message of each field (`z.flattenError` groups the issues by the path's first segment).
 * An issue of the whole value (no path) goes under `root` when given, and is dropped otherwise;
 * `message` turns an issue into the screen's words when the schema's messages are keys.
 */
export function fieldErrors(
  error: z.ZodError,
  o: { root?: string; message?: (issue: z.core.$ZodIssue) => string } = {},
): Record<string, string> {
  const flat = z.flattenError(error, o.message ?? ((issue) => issue.message));
  const out: Record<string, string> = {};
  const rootMessage = flat.formErrors[0];
  for (const [key, messages] of Object.entries(flat.fieldErrors as Record<string, string[] | undefined>)) {
    if (messages?.[0] !== undefined) out[key] = messages[0];
  }
  if (o.root !== undefined && rootMessage !== undefined) out[o.root] ??= rootMessage;
  return out;
}
