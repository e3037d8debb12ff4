import { randomUUID } from 'node:crypto';
import type { RouterContextProvider } from 'react-router';
import { requestContext } from '~/server/http/request-info.server';
import { beforeEach, expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { createSession } from '~/domain/auth/sessions.server';
import { setAdminPassword } from '~/domain/auth/password.server';
import { saveSettings } from '~/domain/settings/settings.server';
import { consultationSchema } from '~/domain/consultations/schema';
import { createConsultationRequest } from '~/domain/consultations/requests.server';
import { consultationStatusCounts, listConsultations } from '~/domain/consultations/admin.server';
import { consultationStats } from '~/domain/consultations/stats.server';
import { createContactTicket } from '~/domain/tickets/contact.server';
import { contactSchema } from '~/domain/tickets/schema';
import { getTicket } from '~/domain/tickets/admin.server';
import { listAudit } from '~/domain/audit/audit.server';
import { backupChunks, restoreBackup, type BackupFile } from '~/site/backup/backup.server';
import { BackupError } from '~/site/backup/errors';
import { nowIso } from '~/server/db/values';
import { action as consultationsAction, loader as consultationsLoader } from '~/routes/admin/consultations';
import { action as ticketsAction } from '~/routes/admin/tickets';
import { loader as csvLoader } from '~/routes/resources/admin-consultations-csv';

/**
 * Leads on both engines: the service card stored with a request, the visitor's
 * confirmation queued in the page's language, status / note / handler written by the admin's
 * actions with their audit lines, filters and counts, the CSV, and a backup round trip.
 */
const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'dogru-sifre-123456';
type Args = { request: Request; url: URL; pattern: string; params: Record<string, string>; context: RouterContextProvider };
type AnyFn = (args: Args) => Promise<unknown>;

const request = (lang: 'tr' | 'en', service?: string) =>
  consultationSchema(lang).parse({
    name: lang === 'en' ? 'John' : 'Ayşe',
    surname: lang === 'en' ? 'Smith' : 'Yılmaz',
    email: lang === 'en' ? 'john@example.com' : 'ayse@example.com',
    phone: '0532 123 45 67',
    service_description: 'We would like a new corporate website with a blog.',
    service,
  });

describeEachEngine('leads: follow-up, confirmation, CSV and backup', (ctx) => {
  let token = '';
  let staffId = '';

  beforeEach(async () => {
    for (const t of [
      'consultation_requests',
      'support_tickets',
      'mail_queue',
      'audit_log',
      'admin_accounts',
      'visitor_mail_limits',
    ] as const) {
      await ctx.db.kysely.deleteFrom(t).execute();
    }
    await saveSettings({ contact_email: 'staff@example.com', site_title: 'Örnek Teknoloji' });
    await setAdminPassword(PASSWORD);
    token = await createSession({ ip: '127.0.0.1', userAgent: 'test' });
    // An invited colleague: a lead can be handed to them (the shared-password session stays valid).
    staffId = randomUUID();
    const now = nowIso();
    await ctx.db.kysely
      .insertInto('admin_accounts')
      .values({
        id: staffId,
        email: 'elif@example.com',
        name: 'Elif Demir',
        role: 'editor',
        status: 'invited',
        password_hash: null,
        totp_secret: null,
        totp_last_step: null,
        created_at: now,
        updated_at: now,
        last_login_at: null,
      })
      .execute();
  });

  const args = (req: Request) => ({
    request: req,
    url: new URL(req.url),
    pattern: '',
    params: {},
    context: requestContext({ clientIp: '127.0.0.1', nonce: '', requestId: 'test' }),
  });
  const headers = { cookie: `admin_session=${token}`, origin: ORIGIN };
  const post = (fn: AnyFn, p: string, fields: Record<string, string>) =>
    fn(
      args(
        new Request(`${ORIGIN}${p}`, {
          method: 'POST',
          headers: { ...headers, cookie: `admin_session=${token}` },
          body: new URLSearchParams(fields),
        }),
      ),
    ) as Promise<{
      ok: boolean;
      toast: { description: string };
    }>;
  const get = (fn: AnyFn, p: string) => fn(args(new Request(`${ORIGIN}${p}`, { headers: { cookie: `admin_session=${token}` } })));

  it('stores the service card and queues the visitor’s confirmation in the page’s language', async () => {
    const tr = await createConsultationRequest(request('tr', 'web'), 'tr');
    const en = await createConsultationRequest(request('en', 'ai'), 'en');
    const plain = await createConsultationRequest({ ...request('tr', 'not-a-service'), email: 'mehmet@example.com' }, 'tr');
    // The same mailbox again the same day: stored like any request, no second confirmation.
    const again = await createConsultationRequest({ ...request('tr'), email: 'Ayse+yine@Example.com' }, 'tr');
    const rows = await ctx.db.kysely.selectFrom('consultation_requests').selectAll().execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(tr)).toMatchObject({ service: 'web', status: 'new', note: '', handler_id: null });
    expect(byId.get(en)).toMatchObject({ service: 'ai', status: 'new' });
    // An unknown card is dropped, never an error.
    expect(byId.get(plain)).toMatchObject({ service: null, status: 'new' });
    expect(byId.get(again)).toMatchObject({ email: 'Ayse+yine@Example.com', status: 'new' });

    const mails = await ctx.db.kysely.selectFrom('mail_queue').selectAll().where('kind', '=', 'consultation-confirmation').execute();
    expect(mails.map((m) => m.to_address).sort()).toEqual(['ayse@example.com', 'john@example.com', 'mehmet@example.com']);
    const toJohn = mails.find((m) => m.to_address === 'john@example.com')!;
    expect(toJohn.subject).toBe('We have received your consultation request');
    expect(toJohn.reply_to).toBe('staff@example.com');
    expect(toJohn.text_body).toContain('Hello,');
    expect(toJohn.text_body).toContain('Service: AI Solutions');
    expect(toJohn.text_body).toContain('What happens next?');
    // Nothing the visitor typed goes to the typed address.
    for (const typed of ['John', 'Smith', 'We would like a new corporate website', '0532']) expect(toJohn.text_body).not.toContain(typed);
    const toAyse = mails.filter((m) => m.to_address === 'ayse@example.com');
    expect(toAyse.map((m) => m.subject)).toEqual(['Danışmanlık talebinizi aldık']);
    expect(toAyse[0]!.text_body).toContain('Hizmet: Web Geliştirme');
    expect(mails.find((m) => m.to_address === 'mehmet@example.com')!.text_body).not.toContain('Hizmet:');
    // The staff notification names the service too.
    const staff = await ctx.db.kysely.selectFrom('mail_queue').selectAll().where('kind', '=', 'consultation').execute();
    expect(staff.some((m) => m.text_body.includes('Hizmet: Web Geliştirme'))).toBe(true);
  });

  it('sets status, note and handler through the admin action, audits them in words, filters and counts follow', async () => {
    const id = await createConsultationRequest(request('en', 'web'), 'en');
    await createConsultationRequest(request('tr'), 'tr');
    expect(await consultationStats.fresh()).toBe(2);

    const saved = await post(consultationsAction as AnyFn, '/admin/danismanlik', {
      intent: 'follow-up',
      id,
      status: 'quoted',
      note: 'Called on Monday; offer of 18.000 TL sent.',
      handler: staffId,
    });
    expect(saved).toMatchObject({ ok: true });
    expect(saved.toast.description).toBe('Talep güncellendi: Teklif verildi.');
    const row = await ctx.db.kysely.selectFrom('consultation_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'quoted', note: 'Called on Monday; offer of 18.000 TL sent.', handler_id: staffId });

    const audit = (await listAudit({})).rows;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'update', entityType: 'consultation', entityId: id });
    expect(audit[0]!.summary).toBe('Danışmanlık talebi güncellendi: durum: Yeni → Teklif verildi, iç not, ilgilenen kişi: Elif Demir');
    // The note's text never goes into the log.
    expect(audit[0]!.summary).not.toContain('18.000');

    // Saving the same values again changes nothing and logs nothing.
    await post(consultationsAction as AnyFn, '/admin/danismanlik', {
      intent: 'follow-up',
      id,
      status: 'quoted',
      note: 'Called on Monday; offer of 18.000 TL sent.',
      handler: staffId,
    });
    expect((await listAudit({})).rows).toHaveLength(1);

    // The server refuses what the form could not send: an unknown status, a stranger as handler, a note too long.
    for (const bad of [{ status: 'paid' }, { handler: randomUUID() }, { note: 'x'.repeat(4001) }]) {
      const r = await post(consultationsAction as AnyFn, '/admin/danismanlik', {
        intent: 'follow-up',
        id,
        status: 'won',
        note: '',
        handler: '',
        ...bad,
      });
      expect(r.ok).toBe(false);
    }
    expect(
      (await ctx.db.kysely.selectFrom('consultation_requests').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status,
    ).toBe('quoted');

    expect(await consultationStatusCounts()).toEqual({ new: 1, contacted: 0, quoted: 1, won: 0, lost: 0 });
    expect(await consultationStats.fresh()).toBe(1);
    const quoted = await listConsultations(1, 25, 'quoted');
    expect(quoted.total).toBe(1);
    expect(quoted.items[0]).toMatchObject({ id, service: 'web', status: 'quoted', handlerId: staffId });

    // The admin page: the list filtered, the request opened with its service and an English reply subject.
    const page = (await get(consultationsLoader as AnyFn, `/admin/danismanlik?status=quoted&id=${id}`)) as {
      items: Array<{ id: string; service: string | null; handler: string; replySubject: string }>;
      lead: { service: string | null; status: string; replySubject: string } | null;
      counts: Record<string, number>;
    };
    expect(page.items.map((i) => i.id)).toEqual([id]);
    expect(page.items[0]).toMatchObject({
      service: 'Web Geliştirme',
      handler: 'Elif Demir',
      replySubject: 'About your consultation request',
    });
    expect(page.lead).toMatchObject({ service: 'Web Geliştirme', status: 'quoted', replySubject: 'About your consultation request' });
  });

  it('contact messages keep their statuses and get a note and a handler, audited', async () => {
    const input = contactSchema('en').parse({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@example.com',
      phone: '05551112233',
      message: 'Hello',
    });
    const id = await createContactTicket(input, 'en');
    const r = await post(ticketsAction as AnyFn, '/admin/danismanlik/mesajlar', {
      intent: 'follow-up',
      id,
      status: 'answered',
      note: 'Answered by phone.',
      handler: staffId,
    });
    expect(r.ok).toBe(true);
    expect(await getTicket(id)).toMatchObject({ status: 'answered', note: 'Answered by phone.', handlerId: staffId });
    const audit = (await listAudit({})).rows;
    expect(audit[0]!.summary).toBe('İletişim mesajı güncellendi: durum: Açık → Yanıtlandı, iç not, ilgilenen kişi: Elif Demir');
    const bad = await post(ticketsAction as AnyFn, '/admin/danismanlik/mesajlar', {
      intent: 'follow-up',
      id,
      status: 'quoted',
      note: '',
      handler: '',
    });
    expect(bad.ok).toBe(false);
  });

  it('exports the service, status, handler and note in the CSV', async () => {
    const id = await createConsultationRequest(request('tr', 'mobile'), 'tr');
    await post(consultationsAction as AnyFn, '/admin/danismanlik', {
      intent: 'follow-up',
      id,
      status: 'won',
      note: 'İmzalandı',
      handler: staffId,
    });
    const res = (await get(csvLoader as AnyFn, '/admin/danismanlik/talepler.csv')) as Response;
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Ad;Soyad;Email;Telefon;Hizmet Açıklaması;Dil;Tarih;Hizmet;Durum;İlgilenen;İç not');
    expect(lines[1]!.startsWith('Ayşe;Yılmaz;ayse@example.com;05321234567;')).toBe(true);
    expect(lines[1]).toContain(';Mobil Uygulamalar;');
    expect(lines[1]!.endsWith(';Kazanıldı;Elif Demir;İmzalandı')).toBe(true);
  });

  it('travels in a backup and comes back; an older backup without the new columns restores with the defaults', async () => {
    const id = await createConsultationRequest(request('en', 'smart'), 'en');
    await post(consultationsAction as AnyFn, '/admin/danismanlik', {
      intent: 'follow-up',
      id,
      status: 'lost',
      note: 'Budget',
      handler: staffId,
    });
    const input = contactSchema('tr').parse({
      firstName: 'Ali',
      lastName: 'Veli',
      email: 'ali@example.com',
      phone: '05551112233',
      message: 'Merhaba',
    });
    const ticketId = await createContactTicket(input, 'tr');
    await post(ticketsAction as AnyFn, '/admin/danismanlik/mesajlar', {
      intent: 'follow-up',
      id: ticketId,
      status: 'closed',
      note: 'Spam değil',
      handler: '',
    });

    let text = '';
    for await (const c of backupChunks()) text += c;
    const backup = JSON.parse(text) as BackupFile;
    expect(backup.tables.consultation_requests[0]).toMatchObject({
      id,
      status: 'lost',
      note: 'Budget',
      handler_id: staffId,
      service: 'smart',
    });
    expect(backup.tables.support_tickets[0]).toMatchObject({ id: ticketId, status: 'closed', note: 'Spam değil', handler_id: null });

    await ctx.db.kysely.deleteFrom('consultation_requests').execute();
    await ctx.db.kysely.deleteFrom('support_tickets').execute();
    await restoreBackup(backup);
    expect(
      await ctx.db.kysely.selectFrom('consultation_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    ).toMatchObject({
      status: 'lost',
      note: 'Budget',
      handler_id: staffId,
      service: 'smart',
    });
    expect(await getTicket(ticketId)).toMatchObject({ status: 'closed', note: 'Spam değil', handlerId: null });

    // A backup from before migration 020: the rows restore as new, with an empty note.
    const older = structuredClone(backup);
    for (const r of older.tables.consultation_requests) for (const k of ['status', 'note', 'handler_id', 'service']) delete r[k];
    for (const r of older.tables.support_tickets) for (const k of ['note', 'handler_id']) delete r[k];
    await restoreBackup(older);
    expect(
      await ctx.db.kysely.selectFrom('consultation_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    ).toMatchObject({
      status: 'new',
      note: '',
      handler_id: null,
      service: null,
    });

    // Values are checked by meaning: an unknown status or service is refused.
    for (const bad of [{ status: 'paid' }, { service: 'cooking' }, { note: 'x'.repeat(4001) }]) {
      const b = structuredClone(backup);
      b.tables.consultation_requests[0] = { ...b.tables.consultation_requests[0], ...bad };
      await expect(restoreBackup(b)).rejects.toBeInstanceOf(BackupError);
    }
  });
});
