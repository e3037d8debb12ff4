import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, type RunningServer } from '../helpers/server';
import { startSmtpPeer, type SmtpPeer } from '../helpers/smtp-peer';
import { until } from '../helpers/wait';

/**
 * Staff notifications through a real SMTP peer (smtp-server): each consultation
 * request and contact message reaches settings.contact_email with the details
 * and Reply-To the visitor; with the peer down the submission still succeeds,
 * and the queued mail goes out once the peer is back.
 */

const STAFF = 'info@example.com'; // the seeded contact_email

function post(server: RunningServer, p: string, data: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(server.url + p, { method: 'POST', body: new URLSearchParams(data), headers, redirect: 'manual' });
}

const running: Array<{ stop(): Promise<unknown> } | { close(): Promise<void> }> = [];
afterAll(async () => {
  for (const r of running.reverse()) await ('stop' in r ? r.stop() : r.close());
});

describe('staff notification e-mail', () => {
  it('arrives at the SMTP peer with the request details and Reply-To the visitor', async () => {
    const peer = await startSmtpPeer();
    running.push(peer);
    const server = await startServer({ env: { SMTP_URL: peer.url, MAIL_FROM: 'Site <site@example.com>' } });
    running.push(server);

    const consult = await post(server, '/en-consultation', {
      name: 'Jane',
      surname: 'Doe',
      email: 'jane.doe@example.org',
      phone: '+90 532 765 43 21',
      service_description: 'We need an IoT dashboard for our factory floor sensors.',
    });
    expect(consult.status).toBe(200);
    const contact = await post(server, '/iletisim', {
      firstName: 'Mehmet',
      lastName: 'Öztürk',
      email: 'mehmet@example.org',
      phone: '0555 444 33 22',
      message: 'Fiyat teklifi rica ediyorum.\nTeşekkürler.',
    });
    expect(contact.status).toBe(200);

    // The two staff notifications and the visitor's confirmations of the request and the message.
    const mails = await peer.waitFor(4);
    const c = mails.find((m) => m.subject.includes('Jane Doe'))!;
    expect(c.to).toEqual([STAFF]);
    expect(c.subject).toBe('Yeni danışmanlık talebi: Jane Doe');
    expect(c.headers['reply-to']).toContain('jane.doe@example.org');
    expect(c.headers.from).toContain('site@example.com');
    for (const detail of ['jane.doe@example.org', '+905327654321', 'We need an IoT dashboard for our factory floor sensors.', 'English']) {
      expect(c.text).toContain(detail);
    }
    const k = mails.find((m) => m.subject.includes('Mehmet'))!;
    expect(k.to).toEqual([STAFF]);
    expect(k.subject).toBe('Yeni iletişim mesajı: Mehmet Öztürk');
    expect(k.headers['reply-to']).toContain('mehmet@example.org');
    for (const detail of ['İletişim formu: Mehmet Öztürk', '05554443322', 'Fiyat teklifi rica ediyorum.\nTeşekkürler.']) {
      expect(k.text).toContain(detail);
    }
  });

  it('with the peer down the submission succeeds; the mail is sent once the peer is back', async () => {
    const port = await freePort();
    const server = await startServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_BASE_SECONDS: '0.5' } });
    running.push(server);
    const res = await post(server, '/danismanlik-talebi', {
      name: 'Zeynep',
      surname: 'Kaya',
      email: 'zeynep@example.org',
      phone: '05051234567',
      service_description: 'E-ticaret sitemiz için mobil uygulama istiyoruz.',
    });
    expect(res.status).toBe(200);
    // Received, not sent: the mail server is down and the e-mails wait.
    expect(await res.text()).toContain('Danışmanlık talebiniz alındı. En kısa sürede size dönüş yapacağız.');

    const db = new Database(path.join(server.dataDir, 'site.db'), { readonly: true });
    try {
      expect(db.prepare("select count(*) n from consultation_requests where email = 'zeynep@example.org'").get()).toEqual({ n: 1 });
      // The send failed (nothing listens) and a retry is scheduled.
      const failed = await until(
        () => {
          const row = db.prepare("select * from mail_queue where kind = 'consultation'").get() as
            { status: string; attempts: number; last_error: string | null } | undefined;
          return row && row.attempts >= 1 && row.status === 'pending' ? row : undefined;
        },
        30_000,
        'a failed first attempt',
      );
      expect(failed.last_error).toBeTruthy();

      const peer: SmtpPeer = await startSmtpPeer({ port });
      running.push(peer);
      // The staff notification and the visitor's confirmation.
      const mail = (await peer.waitFor(2, 60_000)).find((m) => m.to.includes(STAFF));
      expect(mail!.subject).toBe('Yeni danışmanlık talebi: Zeynep Kaya');
      expect(mail!.text).toContain('E-ticaret sitemiz için mobil uygulama istiyoruz.');
      const sent = await until(
        () => {
          const row = db.prepare("select status from mail_queue where kind = 'consultation'").get() as { status: string };
          return row.status === 'sent' ? row : undefined;
        },
        30_000,
        'the row marked sent',
      );
      expect(sent.status).toBe('sent');
      expect(peer.received).toHaveLength(2);
      expect(peer.received.find((m) => m.to.includes('zeynep@example.org'))!.subject).toBe('Danışmanlık talebinizi aldık');
    } finally {
      db.close();
    }
  });

  it('three consultation posts for one victim address from three client addresses: three leads, one confirmation without the typed text', async () => {
    const peer = await startSmtpPeer();
    running.push(peer);
    const server = await startServer({ env: { TRUST_PROXY: '1', SMTP_URL: peer.url, MAIL_FROM: 'Site <site@example.com>' } });
    running.push(server);
    const victim = 'kurban@example.org';
    for (const [i, client] of ['203.0.113.7', '198.51.100.23', '192.0.2.41'].entries()) {
      const res = await post(
        server,
        '/danismanlik-talebi',
        {
          name: `Kazandınız${i} https://evil.example/odul`,
          surname: 'Duyuru',
          email: i === 1 ? 'Kurban+promo@example.org' : victim,
          phone: '05051234567',
          service_description: `Hediyeniz hazır, hemen tıklayın: https://evil.example/odul?n=${i}`,
        },
        { 'X-Forwarded-For': client },
      );
      expect(res.status).toBe(200);
    }
    const db = new Database(path.join(server.dataDir, 'site.db'), { readonly: true });
    try {
      // The staff see every lead.
      expect(db.prepare('select count(*) n from consultation_requests').get()).toEqual({ n: 3 });
      // Wait until the queue is empty: every queued mail has reached the peer.
      await until(
        () => (db.prepare("select count(*) n from mail_queue where status <> 'sent'").get() as { n: number }).n === 0,
        30_000,
        'the queue to empty',
      );
    } finally {
      db.close();
    }
    expect(peer.received.filter((m) => m.to.includes(STAFF))).toHaveLength(3);
    const toVictim = peer.received.filter((m) => m.to.some((to) => to.toLowerCase().startsWith('kurban')));
    expect(toVictim).toHaveLength(1);
    expect(toVictim[0]!.raw).not.toContain('evil');
    expect(toVictim[0]!.text).not.toContain('Kazandınız');
  });
});

describe("the contact message's confirmation to the visitor", () => {
  let peer: SmtpPeer;
  let server: RunningServer;
  let ip = 0;
  const contact = (p: '/iletisim' | '/en-contact', email: string, i: number) =>
    post(
      server,
      p,
      {
        firstName: `Ödül${i} https://evil.example/al`,
        lastName: 'Duyuru',
        email,
        phone: '0555 444 33 22',
        message: `Hediyeniz hazır, hemen tıklayın: https://evil.example/al?n=${i}`,
      },
      { 'X-Forwarded-For': `203.0.113.${++ip}` },
    );
  /** Waits until every queued mail has reached the peer. */
  const queueEmpty = async () => {
    const db = new Database(path.join(server.dataDir, 'site.db'), { readonly: true });
    try {
      await until(
        () => (db.prepare("select count(*) n from mail_queue where status <> 'sent'").get() as { n: number }).n === 0,
        30_000,
        'the queue to empty',
      );
    } finally {
      db.close();
    }
  };
  const to = (address: string) => peer.received.filter((m) => m.to.some((t) => t.toLowerCase() === address));

  it('starts', async () => {
    peer = await startSmtpPeer();
    running.push(peer);
    server = await startServer({ env: { TRUST_PROXY: '1', SMTP_URL: peer.url, MAIL_FROM: 'Site <site@example.com>' } });
    running.push(server);
  });

  it("a message in Turkish and one in English each give one confirmation in the page's language, with none of the visitor's text", async () => {
    expect((await contact('/iletisim', 'ayse@example.org', 1)).status).toBe(200);
    expect((await contact('/en-contact', 'john@example.org', 2)).status).toBe(200);
    await queueEmpty();
    const [tr] = to('ayse@example.org');
    const [en] = to('john@example.org');
    expect(to('ayse@example.org')).toHaveLength(1);
    expect(to('john@example.org')).toHaveLength(1);
    expect(tr!.subject).toBe('Mesajınızı aldık');
    expect(tr!.text).toContain('İletişim formundan gönderdiğiniz mesaj bize ulaştı.');
    expect(en!.subject).toBe('We have received your message');
    expect(en!.text).toContain('The message you sent through our contact form has reached us.');
    for (const m of [tr!, en!]) {
      expect(m.headers['reply-to']).toContain(STAFF);
      expect(m.raw).not.toContain('evil');
      for (const typed of ['Ödül', 'Duyuru', 'Hediyeniz', '444 33 22', '4443322']) expect(m.text).not.toContain(typed);
    }
  });

  it('three messages for one address (from three client addresses) give three tickets and one confirmation', async () => {
    for (const [i, email] of ['kurban@example.org', 'Kurban+x@example.org', 'kurban@example.org'].entries()) {
      expect((await contact(i === 2 ? '/en-contact' : '/iletisim', email, 10 + i)).status).toBe(200);
    }
    await queueEmpty();
    const db = new Database(path.join(server.dataDir, 'site.db'), { readonly: true });
    try {
      expect(db.prepare("select count(*) n from support_tickets where lower(email) like 'kurban%'").get()).toEqual({ n: 3 });
    } finally {
      db.close();
    }
    const toVictim = peer.received.filter((m) => m.to.some((t) => t.toLowerCase().startsWith('kurban')));
    expect(toVictim).toHaveLength(1);
    expect(toVictim[0]!.subject).toBe('Mesajınızı aldık');
    // Every message still reaches the staff.
    expect(peer.received.filter((m) => m.to.includes(STAFF) && m.subject.startsWith('Yeni iletişim mesajı'))).toHaveLength(5);
  });
});
