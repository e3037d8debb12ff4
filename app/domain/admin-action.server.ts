/** Where routes import the one admin action from; it lives beside the gate it runs (auth/). ADR 034. */
export {
  done,
  runAdminAction,
  type ActionSession,
  type AdminActionSpec,
  type Intent,
  type IntentContext,
  type Intents,
  type Outcome,
} from '~/domain/auth/admin-action.server';
