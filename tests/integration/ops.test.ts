import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { consultationBatches, deleteConsultation, getConsultationStats, listConsultations } from '~/domain/consultations/admin.server';
import { listSubscribers, removeSubscriber, subscriberBatches, subscriberCounts } from '~/domain/newsletter/admin.server';
import { subscribe } from '~/domain/newsletter/subscribers.server';
import { getTicket, listTickets, setTicketStatus, ticketCounts } from '~/domain/tickets/admin.server';
import { getDashboardData } from '~/site/dashboard/dashboard.server';

/** The admin operations' queries on both engines. */
describeEachEngine('admin operations', (ctx) => {
  const k = () => ctx.db.kysely;

  async function addSubscriber(email: string, createdAt: string, active = true) {
    await k()
      .insertInto('newsletter_subscribers')
      .values({
        id: randomUUID(),
        email,
        is_active: active,
        language: 'tr',
        source_page: null,
        consent_at: createdAt,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute();
  }

  async function addConsultation(name: string, createdAt: string) {
    await k()
      .insertInto('consultation_requests')
      .values({
        id: randomUUID(),
        name,
        surname: 'S',
        email: `${name}@example.com`,
        phone: '05321234567',
        service_description: 'En az yirmi karakterlik bir açıklama.',
        language: 'tr',
        created_at: createdAt,
      })
      .execute();
  }

  it('streams every subscriber once, newest first, across batches with equal timestamps', async () => {
    // 23 rows over 3 timestamps: batch boundaries fall inside groups of equal created_at.
    for (let i = 0; i < 23; i++)
      await addSubscriber(`tie${i}@example.com`, new Date(Date.UTC(2026, 0, 1 + (i % 3))).toISOString(), i % 4 !== 0);
    const seen: string[] = [];
    let batches = 0;
    for await (const batch of subscriberBatches(5)) {
      batches++;
      seen.push(...batch.map((s) => `${s.createdAt.toISOString()}|${s.id}`));
    }
    expect(batches).toBe(5);
    expect(seen).toHaveLength(23);
    expect(new Set(seen).size).toBe(23);
    expect([...seen].sort().reverse()).toEqual(seen);
  });

  it('lists, searches (LIKE wildcards are literal), filters and counts subscribers', async () => {
    await subscribe({ email: 'a_b%c@example.com', language: 'en' });
    await subscribe({ email: 'axbyc@example.com', language: 'tr' });
    expect((await listSubscribers({ q: 'A_B%' })).items.map((s) => s.email)).toEqual(['a_b%c@example.com']);
    expect((await listSubscribers({ q: 'tie1', pageSize: 100 })).total).toBe(11); // tie1, tie10..tie19
    const inactive = await listSubscribers({ filter: 'inactive', pageSize: 100 });
    expect(inactive.items.every((s) => !s.isActive)).toBe(true);
    expect(inactive.total).toBe(6);
    const page2 = await listSubscribers({ page: 2, pageSize: 10 });
    expect(page2.items).toHaveLength(10);
    expect(page2.total).toBe(25);
    expect(await subscriberCounts()).toEqual({ total: 25, active: 19 });
  });

  it('removes a subscriber softly', async () => {
    const s = (await listSubscribers({ q: 'axbyc' })).items[0]!;
    expect(await removeSubscriber(s.id)).toBe(true);
    const after = (await listSubscribers({ q: 'axbyc' })).items[0]!;
    expect(after.isActive).toBe(false);
    expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(s.updatedAt.getTime());
    expect(await removeSubscriber('missing')).toBe(false);
  });

  it('counts consultation statistics in Europe/Istanbul calendar periods', async () => {
    await addConsultation('march-last-minute', '2026-03-31T20:59:59.000Z'); // 31 Mar 23:59:59 local
    await addConsultation('april-first-minute', '2026-03-31T21:00:00.000Z'); // 1 Apr 00:00 local
    await addConsultation('march-20', '2026-03-20T10:00:00.000Z');
    const now = new Date('2026-04-01T09:00:00.000Z'); // 1 Apr 12:00 local
    expect(await getConsultationStats(now)).toEqual({ total: 3, thisMonth: 1, last7Days: 2 });
    expect(await getConsultationStats(new Date('2026-03-31T20:59:59.999Z'))).toEqual({ total: 3, thisMonth: 3, last7Days: 2 });
    const list = await listConsultations();
    expect(list.items.map((c) => c.name)).toEqual(['april-first-minute', 'march-last-minute', 'march-20']);
    const all: string[] = [];
    for await (const b of consultationBatches(2)) all.push(...b.map((c) => c.name));
    expect(all).toEqual(['april-first-minute', 'march-last-minute', 'march-20']);
    expect(await deleteConsultation(list.items[2]!.id)).toBe(true);
    expect(await deleteConsultation(list.items[2]!.id)).toBe(false);
  });

  it('reads and updates contact message statuses', async () => {
    const now = new Date().toISOString();
    for (const [i, status] of ['open', 'open', 'closed'].entries()) {
      await k()
        .insertInto('support_tickets')
        .values({
          id: `t${i}`,
          name: `N ${i}`,
          email: 'n@example.com',
          subject: 's',
          message: 'm',
          status,
          language: 'tr',
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    expect(await ticketCounts()).toEqual({ open: 2, answered: 0, closed: 1 });
    expect(await setTicketStatus('t0', 'answered')).toBe(true);
    expect((await getTicket('t0'))?.status).toBe('answered');
    expect((await listTickets({ status: 'open' })).items.map((t) => t.id)).toEqual(['t1']);
    expect(await setTicketStatus('missing', 'closed')).toBe(false);
  });

  it('computes the dashboard from the data', async () => {
    const d = await getDashboardData();
    expect(d.counts.subscribers).toBe(25);
    expect(d.counts.activeSubscribers).toBe(18);
    expect(d.counts.openTickets).toBe(1);
    expect(d.counts.tickets).toBe(3);
    expect(d.daily).toHaveLength(30);
    const today = d.daily.at(-1)!;
    expect(today.subscribers).toBe(2); // the two subscribe() calls
    expect(d.newestSubscribers.map((s) => s.email).sort()).toContain('a_b%c@example.com');
  });
});
