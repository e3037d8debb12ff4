import type { z } from 'zod';
import type { ToastMessage } from '~/lib/action-result';
import { type AuditEntity, baseSummary, changedFields, withFields } from '~/domain/audit/index.server';
import { done, type AdminActionSpec } from '~/domain/auth/index.server';

/** What the projects and blog actions answer (JSON bodies from the list and the editor). */
export interface ContentActionResult {
  ok: boolean;
  toast: ToastMessage;
  errors?: Partial<Record<string, string>>;
}

/**
 * The intents shared by projects and blog posts (a JSON body: `body: 'json'`): `save` (values,
 * id to update), the flag intent (`toggle`/`visible` for projects, `publish`/`published` for
 * posts) and `delete`. Every answer has a toast in the screen's catalogue words; a failure of
 * the database shows its message.
 */
export function contentAction<T>(o: {
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
  /** The entity type, the flag's two actions, the record's form values before an update (the summary names the changed fields). */
  audit: { entity: AuditEntity; flag: { on: 'publish' | 'show'; off: 'unpublish' | 'hide' }; before: (id: string) => Promise<unknown> };
}): AdminActionSpec<ContentActionResult> & { body: 'json' } {
  const m = o.texts;
  const fail = (description: string, errors?: ContentActionResult['errors']): ContentActionResult => ({
    ok: false,
    toast: { title: m.toasts.errorTitle, description, variant: 'error' },
    errors,
  });
  const entity = o.audit.entity;
  return {
    body: 'json',
    unknown: () => fail(m.toasts.errorGeneric),
    failure: { log: o.failure, level: 'error', result: (err) => fail(err instanceof Error ? err.message : m.toasts.errorGeneric) },
    intents: {
      save: async ({ id, json, parse }) => {
        const parsed = parse(o.schema, json.values, { root: '_' });
        if (!parsed.ok) return fail(m.errors.summary, parsed.errors);
        if (id) {
          // The stored values read through the same schema, so both sides of the diff have one shape.
          const stored = o.schema.safeParse(await o.audit.before(id).catch(() => undefined));
          if (!(await o.update(id, parsed.data))) return fail(m.errors.notFound);
          const after = parsed.data as Record<string, unknown>;
          const fields = changedFields(stored.success ? (stored.data as Record<string, unknown>) : undefined, after);
          const summary = withFields(baseSummary('update', entity), fields);
          return done({ ok: true, toast: { title: m.toasts.updated } }, { action: 'update', entity, entityId: id, summary });
        }
        const createdId = ((await o.create(parsed.data)) as { id?: unknown } | undefined)?.id;
        const entityId = typeof createdId === 'string' ? createdId : null;
        return done({ ok: true, toast: { title: m.toasts.created } }, { action: 'create', entity, entityId });
      },
      [o.flag.intent]: async ({ id, json }) => {
        const on = json[o.flag.field] === true;
        if (!id || !(await o.flag.set(id, on))) return fail(m.errors.notFound);
        const action = on ? o.audit.flag.on : o.audit.flag.off;
        return done({ ok: true, toast: { title: on ? o.flag.on : o.flag.off } }, { action, entity, entityId: id });
      },
      delete: async ({ id }) => {
        if (!id || !(await o.remove(id))) return fail(m.errors.notFound);
        return done({ ok: true, toast: { title: m.toasts.deleted } }, { action: 'delete', entity, entityId: id });
      },
    },
  };
}
