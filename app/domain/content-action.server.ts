import type { z } from 'zod';
import { data } from 'react-router';
import { readJsonObject } from '~/server/http/body.server';
import { fieldErrors } from '~/lib/zod-errors';
import type { ToastMessage } from '~/lib/action-result';
import { logger } from '~/server/logger.server';
import { auditor } from '~/domain/audit/audit.server';
import type { AuditEntity } from '~/domain/audit/constants';
import { baseSummary, changedFields, withFields } from '~/domain/audit/summary';
import type { AdminSession } from '~/domain/auth/sessions.server';

/** What the projects and blog actions answer (JSON bodies from the list and the editor). */
export interface ContentActionResult {
  ok: boolean;
  toast: ToastMessage;
  errors?: Partial<Record<string, string>>;
}

/**
 * The admin action shared by projects and blog posts. The body is JSON:
 * `save` (values, id to update), the flag intent (`toggle`/`visible` for
 * projects, `publish`/`published` for posts) and `delete`. Every answer has a
 * toast in the screen's catalogue words; a failure of the database shows its message.
 */
export async function runContentAction<T>(
  request: Request,
  o: {
    texts: {
      toasts: { errorTitle: string; errorGeneric: string; created: string; updated: string; deleted: string };
      errors: { summary: string; notFound: string };
    };
    schema: z.ZodType<T>;
    create: (values: T) => Promise<unknown>;
    update: (id: string, values: T) => Promise<unknown>;
    remove: (id: string) => Promise<boolean>;
    flag: { intent: string; field: string; set: (id: string, on: boolean) => Promise<boolean>; on: string; off: string };
    /** The log line of an unexpected failure. */
    failure: string;
    /**
     * The audit log: who acts (the session), the entity type, the flag's two actions
     * and the record's form values before an update (the summary names the changed fields).
     */
    audit: {
      session: Pick<AdminSession, 'id'>;
      entity: AuditEntity;
      flag: { on: 'publish' | 'show'; off: 'unpublish' | 'hide' };
      before: (id: string) => Promise<unknown>;
    };
  },
): Promise<ContentActionResult> {
  const m = o.texts;
  const fail = (description: string, errors?: ContentActionResult['errors']): ContentActionResult => ({
    ok: false,
    toast: { title: m.toasts.errorTitle, description, variant: 'error' },
    errors,
  });
  // Not a JSON object (`null`, a number, malformed; the panel always sends one): 400, not a 500.
  const body = (await readJsonObject(request)) as
    (Record<string, unknown> & { intent?: string; id?: unknown; values?: unknown }) | undefined;
  if (!body) throw data({ ok: false, error: 'bad-request' }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  const id = typeof body.id === 'string' && body.id ? body.id : null;
  const audit = auditor(o.audit.session);
  const entity = o.audit.entity;
  try {
    switch (body.intent) {
      case 'save': {
        const parsed = o.schema.safeParse(body.values);
        if (!parsed.success) return fail(m.errors.summary, fieldErrors(parsed.error, { root: '_' }));
        if (id) {
          // The stored values read through the same schema, so both sides of the diff have one shape.
          const stored = o.schema.safeParse(await o.audit.before(id).catch(() => undefined));
          const updated = await o.update(id, parsed.data);
          if (!updated) return fail(m.errors.notFound);
          const after = parsed.data as Record<string, unknown>;
          const fields = changedFields(stored.success ? (stored.data as Record<string, unknown>) : undefined, after);
          await audit({ action: 'update', entity, entityId: id, summary: withFields(baseSummary('update', entity), fields) });
          return { ok: true, toast: { title: m.toasts.updated } };
        }
        const created = await o.create(parsed.data);
        const createdId = (created as { id?: unknown } | undefined)?.id;
        await audit({ action: 'create', entity, entityId: typeof createdId === 'string' ? createdId : null });
        return { ok: true, toast: { title: m.toasts.created } };
      }
      case o.flag.intent: {
        const on = body[o.flag.field] === true;
        if (!id || !(await o.flag.set(id, on))) return fail(m.errors.notFound);
        await audit({ action: on ? o.audit.flag.on : o.audit.flag.off, entity, entityId: id });
        return { ok: true, toast: { title: on ? o.flag.on : o.flag.off } };
      }
      case 'delete': {
        if (!id || !(await o.remove(id))) return fail(m.errors.notFound);
        await audit({ action: 'delete', entity, entityId: id });
        return { ok: true, toast: { title: m.toasts.deleted } };
      }
      default:
        return fail(m.toasts.errorGeneric);
    }
  } catch (err) {
    logger().error({ err }, o.failure);
    return fail(err instanceof Error ? err.message : m.toasts.errorGeneric);
  }
}
