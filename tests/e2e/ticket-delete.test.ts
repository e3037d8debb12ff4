import { randomUUID } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog } from '~/i18n/catalog';
import { closeAdminBrowser, openAdminBrowser, type AdminBrowser } from '../helpers/admin-browser';
import { waitForHydration } from '../helpers/browser';

/**
 * Deleting a contact message from its open card: the screen says it was deleted (the toast),
 * the card closes back to the list, and the message is gone from the list and the database.
 */
const m = catalog.tr.adminTickets;
let a: AdminBrowser;
const id = randomUUID();

const rows = () => {
  const db = new SQLite(path.join(a.server.dataDir, 'site.db'), { readonly: true });
  try {
    return (db.prepare('select count(*) as n from support_tickets where id = ?').get(id) as { n: number }).n;
  } finally {
    db.close();
  }
};

beforeAll(async () => {
  a = await openAdminBrowser();
  const db = new SQLite(path.join(a.server.dataDir, 'site.db'));
  db.pragma('busy_timeout = 5000');
  const now = new Date().toISOString();
  db.prepare(
    'insert into support_tickets (id, name, email, subject, message, status, language, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(id, 'Silinecek Kişi', 'silinecek@example.org', 'Silinecek konu', 'Mesaj', 'open', 'tr', now, now);
  db.close();
});
afterAll(() => closeAdminBrowser(a?.browser, a?.server));

describe('deleting a contact message from its card', () => {
  it('shows the toast, closes the card and removes the message', async () => {
    const { page } = a;
    await page.goto(`${a.server.url}/admin/danismanlik/mesajlar?id=${id}`);
    await waitForHydration(page);
    const card = page.getByTestId('ticket-detail');
    await card.waitFor();
    await card.getByRole('button', { name: m.detail.delete }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: catalog.tr.adminOps.delete }).click();

    await page.locator('[data-sonner-toast]').filter({ hasText: m.toasts.deleted }).first().waitFor();
    await card.waitFor({ state: 'detached' });
    await page.waitForURL((url) => !url.searchParams.has('id'));
    expect(await page.getByText(m.detail.notFound).count()).toBe(0);
    expect(await page.getByText('Silinecek konu').count()).toBe(0);
    expect(rows()).toBe(0);
    expect(a.consoleErrors).toEqual([]);
  });
});
