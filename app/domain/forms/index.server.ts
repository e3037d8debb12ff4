/**
 * The public face of domain/forms/ for server code: index.ts and what other folders use from its server
 * modules. Other folders import only this and index.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export * from './index';
export { saveFollowUp } from './follow-up.server';
export { readPublicForm } from './guard.server';
export { consultationNotification, contactNotification } from './notifications.server';
export { publicFormAction } from './public-action.server';
export { type Ctx, langOf, refused, reply, values } from './reply.server';
export { takeVisitorMailTurn } from './visitor-mail.server';
export { leadStore } from './leads.server';
