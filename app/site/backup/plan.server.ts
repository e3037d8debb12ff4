import { createHash } from 'node:crypto';
import { BACKUP_TABLES } from '~/server/db/schema';
import { db } from '~/server/db/index.server';
import { recordAudit, type Actor, clip } from '~/domain/audit/index.server';
import { hasActiveOwner, planAccounts, refuseConflict, type FileAccountRow } from './restored-accounts.server';
import type { RestorePlan, TableChange } from './restore-types';
import { catalog } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';
import {
  fileText,
  isPrivateSetting,
  primaryKey,
  readChecked,
  restoreBackupFile,
  tableBatches,
  type BackupRow,
  type BackupTable,
  type RestoreResult,
} from './backup.server';
import { BackupError } from './errors';
import { isCarriedSetting, keepsPassword, mailServerLine } from './carried-settings.server';
import { MAIL_PASSWORD_KEY, MAIL_SERVER_KEY } from '~/server/mail/server-settings.server';
import { SITE_ADDRESS_KEY } from '~/domain/settings/index.server';

/**
 * The restore's preview and its application (docs/decisions/018-restore-rules.md):
 *  - planRestore(file) reads a rows file (today's JSON backup format) once, streamed, checks
 *    every row like the restore does, and compares it with the database: per table the rows
 *    the restore would add, change and remove; the settings whose value would change; the
 *    file's people (kept as here / new, to tick / refused). Nothing is written.
 *  - applyRestore(file, { addAccounts, actor, baseUrl, mailServerChangeAllowed }) plans again (the
 *    database may have moved since the preview), restores in one transaction with the account
 *    rules, and writes the restore's own audit entry, table by table, in that transaction, and one
 *    entry each for a restored mail server and site address. A file that would change the mail
 *    server is refused unless `mailServerChangeAllowed` (the owner's proof of identity, or the
 *    command line).
 * The admin's upload (restore-flow.server.ts) and the command-line restore use both.
 */
export type { RestorePlan, TableChange };

// Digests kept per row (not the rows): 12 bytes each, base64.
const digest = (s: string) => createHash('sha1').update(s).digest('base64').slice(0, 16);

/** JSON with object keys sorted, so the same row read from the file and from the database compares equal. */
function stable(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stable).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}

async function hasSetting(key: string): Promise<boolean> {
  return !!(await db().selectFrom('settings').select('key').where('key', '=', key).executeTakeFirst());
}

/** Reads, checks and compares a rows file with the database; writes nothing. Throws BackupError. */
export async function planRestore(file: string): Promise<RestorePlan> {
  const inFile = new Map<BackupTable, Map<string, string>>(BACKUP_TABLES.map((t) => [t, new Map()]));
  const settingValues = new Map<string, string>();
  const carriedInFile = new Map<string, unknown>();
  const people: FileAccountRow[] = [];
  let stoppedCampaigns = 0;
  const header = await readChecked(fileText(file), (table, c) => {
    if (c.stopped === 'campaign') stoppedCampaigns++;
    const row = c.row;
    if (table === 'admin_accounts') people.push(row as FileAccountRow);
    else if (table === 'settings') {
      settingValues.set(String(row.key), stable(row.value));
      if (isCarriedSetting(row.key)) carriedInFile.set(String(row.key), row.value);
    } else inFile.get(table)!.set(digest(String(row[primaryKey(table)])), digest(stable(row)));
  });

  const tables: TableChange[] = [];
  let auditAdded = 0;
  for (const table of BACKUP_TABLES) {
    if (table === 'admin_accounts' || table === 'settings') continue;
    const rows = inFile.get(table)!;
    let matched = 0;
    let changed = 0;
    let removed = 0;
    for await (const batch of tableBatches(table)) {
      for (const r of batch) {
        const want = rows.get(digest(String(r[primaryKey(table)])));
        if (want === undefined) removed++;
        else {
          matched++;
          if (want !== digest(stable(r))) changed++;
        }
      }
    }
    const added = rows.size - matched;
    // The audit log is merged: entries here stay as they are, the file's new ones are added.
    if (table === 'audit_log') auditAdded = added;
    else if (added || changed || removed) tables.push({ table, added, changed, removed });
    inFile.delete(table);
  }

  // Settings: the restore replaces every public row; a key absent from the file falls back to its default.
  // The carried private rows (mail set-up, site address) are kept when the file has none.
  const here = new Map<string, string>();
  const carriedHere = new Map<string, unknown>();
  for await (const batch of tableBatches('settings'))
    for (const r of batch as BackupRow[]) {
      here.set(String(r.key), stable(r.value));
      if (isCarriedSetting(r.key)) carriedHere.set(String(r.key), r.value);
    }
  const dropped = (k: string) => !settingValues.has(k) && !isPrivateSetting(k) && !isCarriedSetting(k);
  const settings = new Set<string>();
  for (const [k, v] of settingValues) if (here.get(k) !== v) settings.add(k);
  for (const k of here.keys()) if (dropped(k)) settings.add(k);
  const added = [...settingValues.keys()].filter((k) => !here.has(k)).length;
  const removed = [...here.keys()].filter(dropped).length;
  if (settings.size) tables.push({ table: 'settings', added, changed: settings.size - added - removed, removed });
  tables.sort((a, b) => BACKUP_TABLES.indexOf(a.table as BackupTable) - BACKUP_TABLES.indexOf(b.table as BackupTable));

  const accounts = await planAccounts(people);
  const mailAfter = settings.has(MAIL_SERVER_KEY) ? mailServerLine(carriedInFile.get(MAIL_SERVER_KEY)) : undefined;
  const mailBefore = carriedHere.get(MAIL_SERVER_KEY);
  const serverChanged = !keepsPassword(mailBefore, carriedInFile.get(MAIL_SERVER_KEY));
  const addressAfter = settings.has(SITE_ADDRESS_KEY) ? carriedInFile.get(SITE_ADDRESS_KEY) : undefined;
  const addressBefore = carriedHere.get(SITE_ADDRESS_KEY);
  return {
    ...(mailAfter && {
      mail: {
        before: mailServerLine(mailBefore) ?? null,
        after: mailAfter,
        serverChanged,
        passwordDropped: serverChanged && (await hasSetting(MAIL_PASSWORD_KEY)),
      },
    }),
    ...(typeof addressAfter === 'string' && {
      siteAddress: { before: typeof addressBefore === 'string' ? addressBefore : null, after: addressAfter },
    }),
    createdAt: header.created_at,
    tables,
    auditAdded,
    settings: [...settings].sort(),
    accounts,
    stoppedCampaigns,
    ownerNeeded: !(await hasActiveOwner()),
  };
}

const serverText = (s: { host: string; port: number } | null) => (s ? `${s.host}:${s.port}` : catalog.tr.adminRestore.mailNone);

/** The entries naming what a restore did to where mail goes and to the site's address (Turkish, like every entry). */
async function recordCarried(plan: RestorePlan, actor: Actor, trx: Parameters<typeof recordAudit>[2]): Promise<void> {
  const m = catalog.tr.adminRestore;
  if (plan.mail) {
    const summary = fmt(m.auditMail, { from: serverText(plan.mail.before), to: serverText(plan.mail.after), user: plan.mail.after.user });
    await recordAudit(actor, { action: 'update', entity: 'settings', entityId: 'mail_server', summary: clip(summary) }, trx);
  }
  if (plan.siteAddress) {
    const summary = fmt(m.auditAddress, { from: plan.siteAddress.before ?? m.addressNone, to: plan.siteAddress.after });
    await recordAudit(actor, { action: 'update', entity: 'settings', entityId: 'site_address', summary: clip(summary) }, trx);
  }
}

/** The restore's own audit line: what it changed, table by table (Turkish, like every entry). */
export function restoreAuditSummary(plan: RestorePlan, addedPeople: number): string {
  const m = catalog.tr.adminRestore;
  const parts = plan.tables.map((c) => {
    const bits = [c.added && `+${c.added}`, c.changed && `~${c.changed}`, c.removed && `−${c.removed}`].filter(Boolean).join(' ');
    return `${m.tables[c.table as keyof typeof m.tables] ?? c.table} ${bits}`;
  });
  if (plan.auditAdded) parts.push(`${m.tables.audit_log} +${plan.auditAdded}`);
  if (addedPeople) parts.push(fmt(m.auditPeople, { n: addedPeople }));
  return clip(parts.length ? fmt(m.auditSummary, { changes: parts.join('; ') }) : m.auditNone);
}

export interface RestoreSummary extends RestoreResult {
  /** What was changed (the plan made just before the restore). */
  plan: RestorePlan;
}

/**
 * Restores a rows file with the owner's choices: plans it again, refuses a file the account
 * rules refuse (nothing written), restores in one transaction and writes the restore's own
 * audit entry (actor given) in it. No e-mail is sent: the new people's links are returned.
 */
export async function applyRestore(
  file: string,
  opts: { addAccounts?: readonly string[]; actor?: Actor; baseUrl?: string; mailServerChangeAllowed?: boolean } = {},
): Promise<RestoreSummary> {
  const plan = await planRestore(file);
  refuseConflict(plan.accounts);
  // Another mail server (the preview asked for a proof of identity, or the site changed since it was made).
  if (plan.mail?.serverChanged && !opts.mailServerChangeAllowed) throw new BackupError('reauth_needed');
  const result = await restoreBackupFile(file, {
    addAccounts: opts.addAccounts,
    baseUrl: opts.baseUrl,
    onWritten: async (trx, r) => {
      if (opts.actor) {
        await recordAudit(opts.actor, { action: 'restore', entity: 'backup', summary: restoreAuditSummary(plan, r.addedAccounts) }, trx);
        await recordCarried(plan, opts.actor, trx);
      }
    },
  });
  return { ...result, plan };
}
