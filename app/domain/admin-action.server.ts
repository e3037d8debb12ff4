import type { Transaction } from 'kysely';
import type { Database } from '~/server/db/schema';
import { logger } from '~/server/logger.server';
import { actorOf } from '~/domain/audit/actor.server';
import { recordAfter, recordAudit, type AuditEntry } from '~/domain/audit/audit.server';
import type { AdminSession } from '~/domain/auth/sessions.server';

/**
 * The one admin form action (pages, tickets, consultations, comments, campaigns, texts,
 * subscribers): the route names what each intent does; this runs the intent and writes its
 * audit entry after the change succeeded. Routes never write audit entries themselves
 * (eslint.config.js forbids them the writer); projects and blog posts go through
 * content-action.server.ts, which writes its entries the same way.
 */

/** What an intent did: the answer for the screen and, when something changed, its audit entry. */
export interface Outcome<R> {
  result: R;
  audit?: AuditEntry | AuditEntry[] | null;
}

/** An outcome: `done(ok(...), { action: 'delete', entity: 'page', entityId: id })`; no entry for a refusal. */
export function done<R>(result: R, audit?: Outcome<R>['audit']): Outcome<R> {
  return { result, audit };
}

export interface IntentContext {
  form: FormData;
  /** The form's `id` field ('' when absent). */
  id: string;
  /** Writes an entry inside the change's own transaction (the entry and the change together). */
  auditIn: (trx: Transaction<Database>, entry: AuditEntry) => Promise<void>;
}

type Intent<R> = (c: IntentContext) => Promise<Outcome<R>>;

export async function runAdminAction<R>(o: {
  session: Pick<AdminSession, 'id'> & Partial<Pick<AdminSession, 'accountId' | 'name' | 'email'>>;
  form: FormData;
  intents: Partial<Record<string, Intent<R>>>;
  /** The answer to an intent the screen does not have. */
  unknown: () => R;
  /**
   * A thrown error's log line and answer (without it, the error goes on up); `known` answers
   * the errors the screen explains (a refused value), which are not logged.
   */
  failure?: { log: string; level?: 'warn' | 'error'; result: (err: unknown) => R; known?: (err: unknown) => R | undefined };
}): Promise<R> {
  const actor = actorOf(o.session);
  const id = String(o.form.get('id') ?? '');
  const intent = o.intents[String(o.form.get('intent') ?? '')];
  if (!intent) return o.unknown();
  try {
    const out = await intent({ form: o.form, id, auditIn: (trx, entry) => recordAudit(actor, entry, trx) });
    for (const entry of [out.audit ?? []].flat()) await recordAfter(actor, entry);
    return out.result;
  } catch (err) {
    if (!o.failure) throw err;
    const known = o.failure.known?.(err);
    if (known !== undefined) return known;
    logger()[o.failure.level ?? 'warn']({ err, id }, o.failure.log);
    return o.failure.result(err);
  }
}
