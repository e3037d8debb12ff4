/** Where routes import the one admin action from; it lives beside the gate it runs (auth/). ADR 034. */
export * from './auth/admin-action.server';
