/**
 * The public forms' client-side validation: the same schemas the server
 * validates with. Loaded on demand (`loadValidation()` in ./shared.tsx, when a
 * visitor starts on a form or submits it), so zod is not in a page's bundle.
 */
export { consultationSchema } from '~/domain/consultations/index';
export { contactSchema } from '~/domain/tickets/index';
export { newsletterSchema } from '~/domain/newsletter/index';
export { commentSchema } from '~/domain/comments/index';
// The one mapper of a failed parse to field errors (it needs zod at run time, so it comes along).
export { fieldErrors } from '~/lib/zod-errors';
