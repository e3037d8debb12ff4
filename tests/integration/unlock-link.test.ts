import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { config, parseConfig, setConfig } from '~/server/config.server';
import { closeMailTransport } from '~/server/mail/transport.server';
import { acceptInvitation, inviteAccount } from '~/domain/auth/accounts.server';
import { attemptSignIn, MAX_ATTEMPTS, pairLockKey } from '~/domain/auth/lockout.server';
import { liftWithUnlockLink, pairLockedOnly, requestUnlockLink, UNLOCK_LINK_MS } from '~/domain/auth/unlock-link.server';

/**
 * "Kilidi e-postayla aç" on each engine: the owner whose own address got locked for their account
 * (one wrong answer under guard) lifts that one lock through a link mailed to the account's own
 * address: used once, 15 minutes, only from the address that asked; one answer whether or not
 * the account exists; one mail per account per 15 minutes. It signs no one in.
 */
const wrong = async () => false;
const right = async () => true;
const OWNER = 'unlock-owner@example.com';
const HOME = '198.51.100.7';
const STRANGER = '203.0.113.50';

describeEachEngine('unlock by e-mail', (ctx) => {
  const original = config();
  const configure = (publicUrl: string | undefined) =>
    setConfig(
      parseConfig({
        ...process.env,
        LOG_LEVEL: 'silent',
        DATA_DIR: ctx.test.dataDir,
        SMTP_URL: 'smtp://127.0.0.1:2525',
        PUBLIC_URL: publicUrl,
        DATABASE_URL: undefined,
      }),
    );
  const unlockMails = () => ctx.db.kysely.selectFrom('mail_queue').selectAll().where('kind', '=', 'staff-unlock').execute();
  const tokenOf = (text: string) => /\/admin\/kilit-ac\?t=([A-Za-z0-9_-]+)/.exec(text)![1]!;

  beforeAll(async () => {
    configure('https://site.example');
    const inv = await inviteAccount({ email: OWNER, name: 'Owner', role: 'owner' }, 'https://site.example');
    await acceptInvitation(new URL(inv.link).searchParams.get('t')!, 'a-long-unusual-passphrase');
  });
  afterAll(() => {
    closeMailTransport();
    setConfig(original);
  });
  beforeEach(async () => {
    configure('https://site.example');
    for (const t of ['login_attempts', 'mail_queue', 'visitor_mail_limits', 'staff_unlock_links', 'audit_log'] as const)
      await ctx.db.kysely.deleteFrom(t).execute();
  });

  /** A stranger puts the account under guard; the owner's one wrong answer then locks their own address for it. */
  async function lockOwnerHome(now = new Date()) {
    for (let i = 0; i < MAX_ATTEMPTS; i++) await attemptSignIn(OWNER, STRANGER, wrong, { now });
    expect((await attemptSignIn(OWNER, HOME, wrong, { now })).kind).toBe('locked-now');
    expect((await attemptSignIn(OWNER, HOME, right, { now })).kind).toBe('locked');
  }

  it('the link lifts the lock once, only from the address that asked, and signs no one in', async () => {
    await lockOwnerHome();
    expect(await pairLockedOnly(OWNER, HOME)).toBe(true);
    // The stranger's address is locked as an address: no link would help it.
    expect(await pairLockedOnly(OWNER, STRANGER)).toBe(false);

    expect(await requestUnlockLink(OWNER.toUpperCase(), HOME)).toBe('answered');
    const mails = await unlockMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_address).toBe(OWNER);
    const token = tokenOf(mails[0]!.text_body);
    expect(mails[0]!.text_body).toContain(`https://site.example/admin/kilit-ac?t=${token}`);
    // Only the token's SHA-256 is stored.
    const rows = await ctx.db.kysely.selectFrom('staff_unlock_links').selectAll().execute();
    expect(rows.map((r) => r.id)).toEqual([createHash('sha256').update(token).digest('hex')]);
    expect(JSON.stringify(rows)).not.toContain(token);

    // Confirmed from another address (the stranger tricking the owner, or the owner's phone elsewhere): nothing lifted.
    expect(await liftWithUnlockLink(token, STRANGER)).toBe('elsewhere');
    expect(await liftWithUnlockLink(token, '192.0.2.9')).toBe('elsewhere');
    expect((await attemptSignIn(OWNER, HOME, right)).kind).toBe('locked');

    expect(await liftWithUnlockLink(token, HOME)).toBe('lifted');
    expect(await liftWithUnlockLink(token, HOME)).toBe('invalid');
    // The account's guard stays: the stranger's address is still shut out.
    expect((await attemptSignIn(OWNER, STRANGER, right)).kind).toBe('locked');
    // The owner signs in normally now.
    expect((await attemptSignIn(OWNER, HOME, right)).kind).toBe('ok');

    const audit = await ctx.db.kysely.selectFrom('audit_log').select(['action', 'entity_id', 'ip', 'actor_account_id']).execute();
    const requested = audit.find((a) => a.action === 'unlock_requested');
    expect(requested).toMatchObject({ entity_id: pairLockKey(OWNER, HOME), ip: HOME });
    const lifted = audit.find((a) => a.action === 'unlock');
    expect(lifted?.entity_id).toBe(pairLockKey(OWNER, HOME));
    expect(lifted?.actor_account_id).toBeTruthy();
  });

  it('an expired link lifts nothing', async () => {
    const t0 = new Date();
    await lockOwnerHome(t0);
    expect(await requestUnlockLink(OWNER, HOME, t0)).toBe('answered');
    const token = tokenOf((await unlockMails())[0]!.text_body);
    expect(await liftWithUnlockLink(token, HOME, new Date(t0.getTime() + UNLOCK_LINK_MS))).toBe('invalid');
    expect((await attemptSignIn(OWNER, HOME, right, { now: new Date(t0.getTime() + UNLOCK_LINK_MS) })).kind).toBe('locked');
  });

  it('an unknown account, or one not locked from this address, gets the same answer and no mail', async () => {
    expect(await requestUnlockLink('nobody@example.com', HOME)).toBe('answered');
    // Known, but nothing locked from this address.
    expect(await requestUnlockLink(OWNER, HOME)).toBe('answered');
    // Locked for an unknown account from this address (a guard and a wrong answer, as for the owner).
    for (let i = 0; i < MAX_ATTEMPTS; i++) await attemptSignIn('nobody@example.com', STRANGER, wrong);
    await attemptSignIn('nobody@example.com', HOME, wrong);
    expect(await pairLockedOnly('nobody@example.com', HOME)).toBe(true);
    expect(await requestUnlockLink('nobody@example.com', HOME)).toBe('answered');
    expect(await unlockMails()).toHaveLength(0);
    expect(await ctx.db.kysely.selectFrom('staff_unlock_links').selectAll().execute()).toHaveLength(0);
  });

  it('at most one mail per account per 15 minutes, however often and from wherever it is asked', async () => {
    const t0 = new Date();
    await lockOwnerHome(t0);
    // A second locked address of the owner (another office) asks too.
    await attemptSignIn(OWNER, '198.51.100.8', wrong, { now: t0 });
    const asks = await Promise.all([HOME, HOME, '198.51.100.8', HOME].map((ip) => requestUnlockLink(OWNER, ip, t0)));
    expect(asks).toEqual(['answered', 'answered', 'answered', 'answered']);
    expect(await unlockMails()).toHaveLength(1);
    expect(await requestUnlockLink(OWNER, HOME, new Date(t0.getTime() + UNLOCK_LINK_MS - 1))).toBe('answered');
    expect(await unlockMails()).toHaveLength(1);
    // After the window: a new link, and the earlier one stops working.
    const first = tokenOf((await unlockMails())[0]!.text_body);
    expect(await requestUnlockLink(OWNER, HOME, new Date(t0.getTime() + UNLOCK_LINK_MS))).toBe('answered');
    expect(await unlockMails()).toHaveLength(2);
    expect(await liftWithUnlockLink(first, HOME, new Date(t0.getTime() + UNLOCK_LINK_MS + 1))).toBe('invalid');
  });

  it('without a known site address no link is made: the screen says to ask an owner', async () => {
    configure(undefined);
    await lockOwnerHome();
    expect(await requestUnlockLink(OWNER, HOME)).toBe('unavailable');
    expect(await unlockMails()).toHaveLength(0);
  });
});
