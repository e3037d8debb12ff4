import { beforeEach, expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { createConsultationRequest } from '~/domain/consultations/requests.server';
import { consultationSchema } from '~/domain/consultations/schema';
import { mailboxOf, takeVisitorMailTurn, VISITOR_MAIL_WINDOW_MS } from '~/domain/forms/visitor-mail.server';
import { saveSettings } from '~/domain/settings/settings.server';

/**
 * The limit on mail a visitor makes the site send to a typed address, on both engines: one
 * per kind and mailbox a day, whatever the spelling, decided by one statement so posts at
 * once never both pass; the form itself stores every submission.
 */
const lead = (email: string, text = 'Tıklayın: https://evil.example/odul') =>
  consultationSchema('tr').parse({ name: 'Ali', surname: 'Veli', email, phone: '0532 123 45 67', service_description: text });

describeEachEngine('visitor mail limit', (ctx) => {
  beforeEach(async () => {
    for (const t of ['consultation_requests', 'mail_queue', 'visitor_mail_limits'] as const) await ctx.db.kysely.deleteFrom(t).execute();
    await saveSettings({ contact_email: 'staff@example.com' });
  });

  it('folds the spellings of one mailbox together', () => {
    expect(mailboxOf(' Kurban+haber@Example.COM ')).toBe('kurban@example.com');
    expect(mailboxOf('k.u.r.ban+1@googlemail.com')).toBe('kurban@gmail.com');
    expect(mailboxOf('k.urban@example.com')).toBe('k.urban@example.com');
  });

  it('one turn per kind and mailbox in the window; the next after it', async () => {
    const k = ctx.db.kysely;
    const t0 = Date.now();
    expect(await takeVisitorMailTurn(k, 'consultation-confirmation', 'a@example.com', t0)).toBe(true);
    expect(await takeVisitorMailTurn(k, 'consultation-confirmation', 'A+x@example.com', t0 + 1000)).toBe(false);
    expect(await takeVisitorMailTurn(k, 'comment-confirm', 'a@example.com', t0 + 1000)).toBe(true);
    expect(await takeVisitorMailTurn(k, 'consultation-confirmation', 'a@example.com', t0 + VISITOR_MAIL_WINDOW_MS - 1)).toBe(false);
    expect(await takeVisitorMailTurn(k, 'consultation-confirmation', 'a@example.com', t0 + VISITOR_MAIL_WINDOW_MS)).toBe(true);
  });

  it('ten consultation requests at once for one victim: ten stored, one confirmation, none of the typed text in it', async () => {
    await Promise.all(Array.from({ length: 10 }, (_, i) => createConsultationRequest(lead(`kurban+${i}@example.com`), 'tr')));
    const stored = await ctx.db.kysely.selectFrom('consultation_requests').select('id').execute();
    expect(stored).toHaveLength(10);
    const mails = await ctx.db.kysely.selectFrom('mail_queue').selectAll().execute();
    // Every request reaches the staff.
    expect(mails.filter((m) => m.kind === 'consultation')).toHaveLength(10);
    const confirmations = mails.filter((m) => m.kind === 'consultation-confirmation');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.text_body).not.toContain('evil');
    expect(confirmations[0]!.text_body).not.toContain('Ali');
  });

  it('a rolled-back submission gives its turn back', async () => {
    await ctx.db.kysely
      .transaction()
      .execute(async (trx) => {
        expect(await takeVisitorMailTurn(trx, 'consultation-confirmation', 'geri@example.com')).toBe(true);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await takeVisitorMailTurn(ctx.db.kysely, 'consultation-confirmation', 'geri@example.com')).toBe(true);
  });
});
