import { publicFormAction, type Ctx } from '../forms/index.server';
import { createContactTicket } from './contact.server';
import { CONTACT_FIELDS, contactSchema } from './schema';

/** The contact form's action: a message becomes a ticket for the staff. */
export function contactAction(request: Request, context: Ctx) {
  return publicFormAction(
    { form: 'contact', fields: CONTACT_FIELDS, schema: contactSchema, store: createContactTicket, what: 'contact message' },
    request,
    context,
  );
}
