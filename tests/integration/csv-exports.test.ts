import type { RouterContextProvider } from 'react-router';
import { beforeEach, expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { createSession } from '~/domain/auth/sessions.server';
import { setAdminPassword } from '~/domain/auth/password.server';
import { consultationSchema } from '~/domain/consultations/schema';
import { createConsultationRequest } from '~/domain/consultations/requests.server';
import { updateConsultationFollowUp } from '~/domain/consultations/admin.server';
import { nowIso } from '~/server/db/values';
import { requestContext } from '~/server/http/request-info.server';
import { loader as leadsCsv } from '~/routes/resources/admin-consultations-csv';
import { loader as subscribersCsv } from '~/routes/resources/admin-subscribers-csv';

/**
 * The admin's CSV exports as Turkish Excel opens them: a UTF-8 byte-order mark, `;` between
 * fields, and the list's filter (the leads' status; the subscribers' search and status) carried
 * by the export link's query string. A cell that starts like a formula is neutralised.
 */
const ORIGIN = 'http://localhost:3000';
type AnyFn = (args: {
  request: Request;
  url: URL;
  pattern: string;
  params: Record<string, string>;
  context: RouterContextProvider;
}) => Promise<unknown>;

describeEachEngine('CSV exports: BOM, semicolons, the list’s filter', (ctx) => {
  let token = '';

  beforeEach(async () => {
    for (const t of ['consultation_requests', 'newsletter_subscribers', 'mail_queue'] as const) await ctx.db.kysely.deleteFrom(t).execute();
    await setAdminPassword('dogru-sifre-123456');
    token = await createSession({ ip: '127.0.0.1', userAgent: 'test' });
  });

  /** The raw bytes (a BOM survives; Response.text() would drop it) and the lines after it. */
  const download = async (fn: AnyFn, path: string) => {
    const res = (await fn({
      request: new Request(`${ORIGIN}${path}`, { headers: { cookie: `admin_session=${token}` } }),
      url: new URL(`${ORIGIN}${path}`),
      pattern: '',
      params: {},
      context: requestContext({ clientIp: '127.0.0.1', nonce: '', requestId: 'test' }),
    })) as Response;
    const bytes = new Uint8Array(await res.arrayBuffer());
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    return {
      bytes,
      lines: text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    };
  };

  const lead = (name: string, note = '') =>
    createConsultationRequest(
      consultationSchema('tr').parse({
        name,
        surname: 'Yılmaz',
        email: `${name.toLowerCase().replace(/[^a-z]/g, '')}@example.com`,
        phone: '0532 123 45 67',
        service_description: 'Kurumsal web sitemizi yenilemek istiyoruz, blog da olsun.',
      }),
      'tr',
    ).then(async (id) => {
      if (note) await updateConsultationFollowUp(id, { status: 'won', note, handlerId: null });
      return id;
    });

  it('the leads CSV starts with a BOM, separates with ; and follows the status filter', async () => {
    await lead('Ayşe');
    await lead('Mehmet', '=HYPERLINK("http://evil.example","tıkla")');
    await lead('Zeynep', 'İmzalandı; teslim 3 ay');

    const all = await download(leadsCsv as AnyFn, '/admin/danismanlik/talepler.csv');
    expect([...all.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(all.lines[0]).toBe('Ad;Soyad;Email;Telefon;Hizmet Açıklaması;Dil;Tarih;Hizmet;Durum;İlgilenen;İç not');
    expect(all.lines).toHaveLength(4);

    const won = await download(leadsCsv as AnyFn, '/admin/danismanlik/talepler.csv?status=won');
    expect(won.lines).toHaveLength(3);
    expect(
      won.lines
        .slice(1)
        .map((l) => l.split(';')[0])
        .sort(),
    ).toEqual(['Mehmet', 'Zeynep']);
    // A formula is written as text; a ; inside a cell is quoted.
    expect(won.lines.find((l) => l.startsWith('Mehmet;'))).toContain(`;Kazanıldı;;"'=HYPERLINK(""http://evil.example"",""tıkla"")"`);
    expect(won.lines.find((l) => l.startsWith('Zeynep;'))!.endsWith(';Kazanıldı;;"İmzalandı; teslim 3 ay"')).toBe(true);

    expect(
      (await download(leadsCsv as AnyFn, '/admin/danismanlik/talepler.csv?status=new')).lines.slice(1).map((l) => l.split(';')[0]),
    ).toEqual(['Ayşe']);
    // An unknown status is no filter.
    expect((await download(leadsCsv as AnyFn, '/admin/danismanlik/talepler.csv?status=bogus')).lines).toHaveLength(4);
  });

  it('the subscribers CSV separates with ; and follows the search and the status filter', async () => {
    const now = nowIso();
    for (const [email, active] of [
      ['ayse@example.com', true],
      ['ali@example.com', false],
      ['mehmet@firma.com.tr', true],
    ] as const)
      await ctx.db.kysely
        .insertInto('newsletter_subscribers')
        .values({
          id: email,
          email,
          is_active: active,
          language: 'tr',
          source_page: null,
          consent_at: now,
          created_at: now,
          updated_at: now,
        })
        .execute();

    const all = await download(subscribersCsv as AnyFn, '/admin/e-bulten/newsletter-subscribers.csv');
    expect([...all.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(all.lines[0]).toBe('Email;Durum;Abonelik Tarihi');
    expect(all.lines).toHaveLength(4);

    const active = await download(subscribersCsv as AnyFn, '/admin/e-bulten/newsletter-subscribers.csv?status=active');
    expect(
      active.lines
        .slice(1)
        .map((l) => l.split(';').slice(0, 2).join(';'))
        .sort(),
    ).toEqual(['ayse@example.com;Aktif', 'mehmet@firma.com.tr;Aktif']);
    const search = await download(subscribersCsv as AnyFn, '/admin/e-bulten/newsletter-subscribers.csv?q=example&status=inactive');
    expect(search.lines.slice(1).map((l) => l.split(';')[0])).toEqual(['ali@example.com']);
  });
});
