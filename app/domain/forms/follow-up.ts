// First: configures zod for the CSP (browser) before this module builds a schema.
import '~/lib/zod-csp';
import { z } from 'zod';

/** An internal note's longest length (a few paragraphs: call notes, the offer's figures). */
export const FOLLOW_UP_NOTE_MAX = 4000;

/**
 * Staff's follow-up of a lead (a consultation request or a contact message): its status (one
 * of `statuses`), an internal note and the staff member handling it ('' = nobody). The same
 * rule in the admin form and on the server.
 */
export function followUpSchema<S extends readonly [string, ...string[]]>(statuses: S, noteTooLong: string) {
  return z.object({
    status: z.enum(statuses),
    note: z.string().trim().max(FOLLOW_UP_NOTE_MAX, noteTooLong),
    handler: z.string().trim().max(100),
  });
}
