import { describe, expect, it } from 'vitest';
import { runAdminAction } from '~/domain/auth/admin-action.server';

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};
const editor = { id: 'session-editor', role: 'editor' as const };
const owner = { id: 'session-owner', role: 'owner' as const };

describe('runAdminAction dispatch', () => {
  it('answers a name that is not an own intent (constructor, toString) as unknown', async () => {
    for (const intent of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const answer = await runAdminAction({
        session: owner,
        form: form({ intent }),
        intents: { save: async () => 'saved' },
        unknown: () => 'unknown',
      });
      expect(answer).toBe('unknown');
    }
  });

  it('runs an owners-only intent for an owner and refuses it to an editor', async () => {
    const o = { intents: { purge: async () => 'purged' }, unknown: () => 'unknown', ownerOnly: ['purge'], forbidden: () => 'forbidden' };
    expect(await runAdminAction({ ...o, session: owner, form: form({ intent: 'purge' }) })).toBe('purged');
    expect(await runAdminAction({ ...o, session: editor, form: form({ intent: 'purge' }) })).toBe('forbidden');
  });

  it('runs the default intent when the body names none, and gives the intent its name and the usual toasts', async () => {
    const answer = await runAdminAction({
      session: owner,
      form: form({ id: 'x1' }),
      intent: 'confirm',
      unknown: () => undefined,
      intents: { confirm: async ({ intent, id, ok }) => ok(`${intent} ${id}`) },
    });
    expect(answer).toMatchObject({ ok: true, toast: { title: 'Başarılı', description: 'confirm x1' } });
  });

  it('answers field errors from the schema the browser uses', async () => {
    const { z } = await import('zod');
    const schema = z.object({ name: z.string().min(2, 'short') });
    const answer = await runAdminAction({
      session: owner,
      form: form({ intent: 'save', name: 'a' }),
      unknown: () => undefined,
      intents: {
        save: async ({ form, parse, fail }) => {
          const p = parse(schema, Object.fromEntries(form));
          return p.ok ? undefined : fail('fix', { errors: p.errors });
        },
      },
    });
    expect(answer).toMatchObject({ ok: false, errors: { name: 'short' }, toast: { variant: 'error', description: 'fix' } });
  });
});
