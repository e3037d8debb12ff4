import { expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import {
  createOrResetOwner,
  deleteAccount,
  getAccountByEmail,
  hasAccounts,
  setAccountDisabled,
  setAccountRole,
} from '~/domain/auth/accounts.server';
import { createSession, findSession } from '~/domain/auth/sessions.server';
import { db } from '~/server/db/index.server';

/**
 * Two owners acting on each other at the same moment (two requests in flight, on PostgreSQL
 * through two pool connections) must never leave the site without an active owner: exactly one
 * of the two writes goes through. And once an owner has existed, the shared password never
 * opens the panel again, whatever happens to the accounts.
 */
const ROUNDS = 20;
const PASSWORD = 'owner-passphrase-2026';

async function twoOwners(): Promise<[string, string]> {
  await createOrResetOwner({ email: 'one@example.com', name: 'Bir', password: PASSWORD });
  await createOrResetOwner({ email: 'two@example.com', name: 'İki', password: PASSWORD });
  return [(await getAccountByEmail('one@example.com'))!.id, (await getAccountByEmail('two@example.com'))!.id];
}

const activeOwners = async () =>
  (await db().selectFrom('admin_accounts').select('id').where('role', '=', 'owner').where('status', '=', 'active').execute()).length;

describeEachEngine('the last active owner', () => {
  const actions = {
    disable: (id: string) => setAccountDisabled(id, true),
    demote: (id: string) => setAccountRole(id, 'editor'),
    delete: (id: string) => deleteAccount(id),
  };
  for (const [name, act] of Object.entries(actions)) {
    it(`two owners who ${name} each other at once: one goes through, one active owner remains (${ROUNDS} rounds)`, async () => {
      const outcomes: string[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const [one, two] = await twoOwners();
        const results = await Promise.allSettled([act(two), act(one)]);
        const refused = results.filter((r) => r.status === 'rejected');
        outcomes.push(`${results.length - refused.length}/${refused.length}`);
        expect(await activeOwners(), `round ${round}: ${outcomes.join(' ')}`).toBe(1);
        expect(refused).toHaveLength(1);
        expect(String((refused[0] as PromiseRejectedResult).reason)).toContain('last-owner');
      }
    });
  }

  it('once an owner has existed, the shared password never opens the panel again', async () => {
    await twoOwners();
    expect(await hasAccounts()).toBe(true);
    // Every owner gone by a hand edit of the database: still no way in with the shared password.
    await db().deleteFrom('sessions').execute();
    await db().deleteFrom('admin_accounts').execute();
    expect(await hasAccounts()).toBe(true);
    const shared = await createSession({ ip: '203.0.113.9', userAgent: 'test', accountId: null });
    expect(await findSession(shared)).toBeUndefined();
    // The way back is the command line's recovery (admin:create-owner).
    await createOrResetOwner({ email: 'back@example.com', name: 'Geri', password: PASSWORD });
    expect(await activeOwners()).toBe(1);
  });
});
