import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { acceptInvitation, inviteAccount, reinviteAccount } from '~/domain/auth/accounts.server';
import { usersAction } from '~/domain/auth/staff-admin.server';
import { actionOf } from '../helpers/admin-action';

const runUsersIntent = actionOf(usersAction);
import { createSession, findSession } from '~/domain/auth/sessions.server';
import { catalog } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';
import { config, setConfig, type Config } from '~/server/config.server';
import { setSiteAddress } from '~/server/http/site-origin.server';
import { mailLink } from '~/server/http/origin.server';

/**
 * Links in mail to staff (invitations, new-password links) name only the site's known address
 * (PUBLIC_URL or the confirmed one), on both engines. Before either exists, a DNS name pointing
 * at the server (the host the owner happens to use) never goes out by mail: the link is shown
 * to the owner with the address it carries, and a plain Turkish text asks them to confirm first.
 */
const SEEN = 'http://sunucu.saldirgan.example:3000';
let before: Config;

describeEachEngine('mail links', (ctx) => {
  beforeAll(() => {
    before = config();
    // A sending server is set up (no worker runs here: the mail stays queued, where it is read).
    setConfig({ ...before, PUBLIC_URL: undefined, SMTP_URL: 'smtp://127.0.0.1:9' });
    setSiteAddress(undefined);
  });
  afterAll(() => {
    setConfig(before);
    setSiteAddress(undefined);
  });
  const invitationMails = () => ctx.db.kysely.selectFrom('mail_queue').selectAll().where('kind', '=', 'staff-invitation').execute();

  it('mailLink names no host while the address is unknown, then the confirmed one', () => {
    expect(mailLink('/x')).toBeUndefined();
    setSiteAddress('https://www.site.example');
    expect(mailLink('/x?t=1')).toBe('https://www.site.example/x?t=1');
    setSiteAddress(undefined);
  });

  it('before the address is confirmed an invitation is shown to the owner with the address it carries, never mailed', async () => {
    const inv = await inviteAccount({ email: 'yeni@example.com', name: 'Yeni Kişi', role: 'owner' }, SEEN);
    expect(inv).toMatchObject({ mailed: false, addressUnconfirmed: true });
    expect(inv.link.startsWith(`${SEEN}/admin/davet?t=`)).toBe(true);
    expect(await invitationMails()).toEqual([]);

    // Through the screen's intent: the link and, in plain Turkish, which address it names.
    const owner = (await acceptInvitation(new URL(inv.link).searchParams.get('t')!, 'owner-passphrase-2026'))!;
    const session = (await findSession(await createSession({ ip: '203.0.113.9', userAgent: 'test', accountId: owner.id })))!;
    const form = new FormData();
    for (const [k, v] of Object.entries({ intent: 'invite', email: 'editor@example.com', name: 'Editör', role: 'editor' })) form.set(k, v);
    const r = await runUsersIntent(form, session, new Request(`${SEEN}/admin/ayarlar/kullanicilar`, { method: 'POST' }));
    expect(r.invitation).toMatchObject({ mailed: false, unconfirmedAddress: SEEN });
    expect(r.invitation!.link.startsWith(`${SEEN}/admin/davet?t=`)).toBe(true);
    expect(fmt(catalog.tr.adminUsers.users.passOnUnconfirmed, { address: SEEN })).toContain(SEEN);
    expect(await invitationMails()).toEqual([]);
  });

  it('once confirmed, invitations and new links are mailed naming only the confirmed address', async () => {
    setSiteAddress('https://www.site.example');
    try {
      const inv = await inviteAccount({ email: 'sonra@example.com', name: 'Sonra', role: 'editor' }, SEEN);
      expect(inv).toMatchObject({ mailed: true, addressUnconfirmed: false });
      const again = await reinviteAccount(inv.account.id, SEEN);
      expect(again.mailed).toBe(true);
      const mails = await invitationMails();
      expect(mails).toHaveLength(2);
      for (const m of mails) {
        expect(m.text_body).toMatch(/https:\/\/www\.site\.example\/admin\/davet\?t=[\w-]+/);
        expect(m.text_body).not.toContain('saldirgan');
        expect(m.text_body).not.toContain('undefined');
      }
    } finally {
      setSiteAddress(undefined);
    }
  });
});
