/**
 * The public forms' client-side validation: the same schemas the server
 * validates with. Loaded on demand (`loadValidation()` in ./shared.tsx, when a
 * visitor starts on a form or submits it), so zod is not in a page's bundle.
 */
export { consultationSchema } from '~/domain/consultations/schema';
export { contactSchema } from '~/domain/tickets/schema';
export { newsletterSchema } from '~/domain/newsletter/schema';
export { commentSchema } from '~/domain/comments/schema';
// The one mapper of a failed parse to field errors (it needs zod at run time, so it comes along).
export { fieldErrors } from '~/lib/zod-errors';
