import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { data, type RouterContextProvider } from 'react-router';
import type { Database } from '~/server/db/schema';
import { logger } from '~/server/logger.server';
import { readFormData, readJsonObject } from '~/server/http/body.server';
import { requestInfo } from '~/server/http/request-info.server';
import { catalog } from '~/i18n/catalog';
import type { ActionResult } from '~/lib/action-result';
import { fieldErrors } from '~/lib/zod-errors';
import { actorOf, recordAfter, recordAudit, type AuditEntry } from '~/domain/audit/index.server';
import { roleAllows } from './access';
import { forgetSignedInSession, requireAdminAction } from './guard.server';
import { proveIdentity } from './reauth.server';
import type { AdminSession } from './sessions.server';

/**
 * The one action of every admin screen (ADR 034). The route names what each intent does;
 * this checks the request (same origin, a session, the role the access table asks for the
 * path, and owners only for `ownerOnly` intents), reads the body, runs the intent, writes
 * its audit entry after the change succeeded (or, through `auditIn`, inside the change's
 * transaction), answers unknown intents and logs/answers thrown errors. Routes never write
 * audit entries themselves (eslint.config.js forbids them the writer).
 */

const OUTCOME = Symbol('outcome');

/** What an intent did: the answer for the screen and, when something changed, its audit entry. */
export interface Outcome<R> {
  [OUTCOME]: true;
  result: R;
  audit?: AuditEntry | AuditEntry[] | null;
}

/** An outcome: `done(ok(...), { action: 'delete', entity: 'page', entityId: id })`; no entry for a refusal. */
export function done<R>(result: R, audit?: Outcome<R>['audit']): Outcome<R> {
  return { [OUTCOME]: true, result, audit };
}

/** The operations tabs' answer: a success or an error toast (`at` tells two equal answers apart), with `extra`. */
export function toast<X extends object = object>(ok: boolean, description: string, extra?: X): ActionResult & X {
  const t = catalog.tr.adminOps;
  return {
    ok,
    at: Date.now(),
    toast: ok ? { title: t.successTitle, description } : { title: t.errorTitle, description, variant: 'error' },
    ...(extra as X),
  };
}

const isOutcome = <R>(v: R | Outcome<R>): v is Outcome<R> => typeof v === 'object' && v !== null && OUTCOME in v;

/** What the action knows of the person: the signed-in session (tests may give less). */
export type ActionSession = Pick<AdminSession, 'id'> & Partial<Pick<AdminSession, 'accountId' | 'name' | 'email' | 'role'>>;

export interface IntentContext<S extends ActionSession = AdminSession> {
  /** The intent's name (a form's `intent` field, or the action's default). */
  intent: string;
  form: FormData;
  /** A JSON body's object (`body: 'json'`); empty for a form. */
  json: Record<string, unknown>;
  /** The body's `id` field ('' when absent). */
  id: string;
  session: S;
  /** The client's address ('' when unknown). */
  ip: string;
  request: Request | undefined;
  /** Writes an entry inside the change's own transaction (the entry and the change together). */
  auditIn: (trx: Transaction<Database>, entry: AuditEntry) => Promise<void>;
  /** The usual answers: a success toast, or an error toast (with field errors or more). */
  ok: <X extends object = object>(description: string, extra?: X) => ActionResult & X;
  fail: <X extends object = object>(description: string, extra?: X) => ActionResult & X;
  /** Checks values with the schema the browser uses: the data, or the field errors. */
  parse: <T>(
    schema: z.ZodType<T>,
    values: unknown,
    opts?: Parameters<typeof fieldErrors>[1],
  ) => { ok: true; data: T } | { ok: false; errors: Record<string, string> };
  /** A fresh proof of who is at the keyboard (password or code fields): undefined when proven, else the refusal's words. */
  reauth: () => Promise<string | undefined>;
}

export type Intent<R, S extends ActionSession = AdminSession> = (c: IntentContext<S>) => Promise<R | Outcome<R>>;
export type Intents<R, S extends ActionSession = AdminSession> = Partial<Record<string, Intent<R, S>>>;

/** What a screen's action is, apart from where the request comes from (a domain module may export it). */
export interface AdminActionSpec<R, S extends ActionSession = AdminSession> {
  intents: Intents<R, S>;
  /** The answer to an intent the screen does not have (default: the `error` toast). */
  unknown?: () => R;
  /** The words of the error toast answering an unknown intent and (by default) an unexpected failure. */
  error?: string;
  /** The intent when the body names none (a form with one button). */
  intent?: string;
  /** Intents only owners may run (the access table gates the whole path); their refusal. */
  ownerOnly?: readonly string[];
  forbidden?: () => R;
  /** A body over this many bytes (by its Content-Length) is not read: `tooLarge` answers. */
  maxBytes?: number;
  tooLarge?: () => R;
  /**
   * A thrown error's log line and answer (default: the `error` toast; without `failure`, the error goes
   * on up); `known` answers the errors the screen explains (a refused value), which are not logged.
   */
  failure?: {
    log: string;
    level?: 'warn' | 'error';
    result?: (err: unknown, intent: string) => R;
    known?: (err: unknown) => R | undefined;
  };
}

/** The request itself (the route's action args): the gate and the body are read here. */
interface FromRequest {
  request: Request;
  context?: Readonly<RouterContextProvider>;
  /** `form` (default), `json` (an object, else 400), `none` (the intent reads the body: an upload). */
  body?: 'form' | 'json' | 'none';
}

/** A session and form already in hand (tests, and routes written before the request form). */
interface Given<S> {
  session: S;
  form: FormData;
  ip?: string;
  request?: Request;
}

export async function runAdminAction<R, S extends ActionSession = AdminSession>(
  o: AdminActionSpec<R, S> & (FromRequest | Given<S>),
): Promise<R> {
  let session: S;
  let form = new FormData();
  let json: Record<string, unknown> = {};
  let ip = '';
  if ('session' in o) {
    ({ session, form } = o);
    ip = o.ip ?? '';
  } else {
    session = (await requireAdminAction(o.request, o.context)) as unknown as S;
    if (o.context) forgetSignedInSession(o.context);
    ip = o.context?.get(requestInfo).clientIp ?? '';
    if (o.maxBytes && o.tooLarge && Number(o.request.headers.get('content-length') ?? 0) > o.maxBytes) return o.tooLarge();
    if (o.body === 'json') {
      const body = await readJsonObject(o.request);
      if (!body) throw data({ ok: false, error: 'bad-request' }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
      json = body;
    } else if (o.body !== 'none') form = await readFormData(o.request);
  }
  const t = catalog.tr;
  const error = () => toast(false, o.error ?? '') as R;
  const field = (name: string) => json[name] ?? form.get(name);
  const name = String(field('intent') ?? '') || o.intent || '';
  const rawId = field('id');
  const id = typeof rawId === 'string' ? rawId : '';
  // Own keys only: an intent named `constructor` is unknown, not Object's.
  const intent = Object.hasOwn(o.intents, name) ? o.intents[name] : undefined;
  if (!intent) return o.unknown ? o.unknown() : error();
  if (o.ownerOnly?.includes(name) && !roleAllows(session.role ?? 'shared', 'owner')) {
    if (o.forbidden) return o.forbidden();
    throw data({ ok: false, error: 'forbidden' }, { status: 403 });
  }
  const actor = actorOf(session);
  try {
    const out = await intent({
      intent: name,
      form,
      json,
      id,
      session,
      ip,
      request: o.request,
      auditIn: (trx, entry) => recordAudit(actor, entry, trx),
      ok: (description, extra) => toast(true, description, extra) as never,
      fail: (description, extra) => toast(false, description, extra) as never,
      parse: (schema, values, opts) => {
        const parsed = schema.safeParse(values);
        return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: fieldErrors(parsed.error, opts) };
      },
      reauth: async () => {
        const proof = await proveIdentity(
          session as Parameters<typeof proveIdentity>[0],
          { password: form.get('currentPassword'), code: form.get('currentCode') },
          ip,
        );
        const a = t.adminUsers.account;
        return proof === 'ok' ? undefined : proof === 'missing' ? a.reauthMissing : proof === 'locked' ? a.reauthLocked : a.reauthWrong;
      },
    });
    if (!isOutcome(out)) return out;
    for (const entry of [out.audit ?? []].flat()) await recordAfter(actor, entry);
    return out.result;
  } catch (err) {
    if (!o.failure) throw err;
    const known = o.failure.known?.(err);
    if (known !== undefined) return known;
    logger()[o.failure.level ?? 'warn']({ err, id, intent: name }, o.failure.log);
    return o.failure.result ? o.failure.result(err, name) : error();
  }
}
