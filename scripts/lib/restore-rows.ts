// The rows step of `npm run restore`: the admin's restore rules (ADR 018) on the command line.
// The plan is printed first; accounts already here never change, and a person in the file who is
// not here is added (as invited, with a link printed, no e-mail) only when the operator says yes.
import { applyRestore, planRestore } from '../../app/domain/backup/plan.server';
import { BackupError } from '../../app/domain/backup/errors';
import type { RestorePlan } from '../../app/domain/backup/restore-types';
import { config } from '../../app/server/config.server';

export type Ask = (question: string) => Promise<boolean>;

export function describePlan(plan: RestorePlan): string {
  const lines = [`Backup taken ${plan.createdAt}.`];
  if (!plan.tables.length) lines.push('No table would change.');
  for (const t of plan.tables) lines.push(`  ${t.table}: +${t.added} added, ~${t.changed} changed, -${t.removed} removed`);
  if (plan.auditAdded) lines.push(`  audit_log: +${plan.auditAdded} entries from the file (marked imported)`);
  if (plan.settings.length) lines.push(`  settings that would change: ${plan.settings.join(', ')}`);
  if (plan.stoppedCampaigns) lines.push(`  ${plan.stoppedCampaigns} unfinished campaigns restored stopped (none of their e-mail is sent)`);
  lines.push(`  staff accounts here, kept as they are: ${plan.accounts.kept.length}`);
  for (const p of plan.accounts.new) lines.push(`  in the file, not here: ${p.name} <${p.email}> (${p.role})`);
  return lines.join('\n');
}

/** Plans, asks, restores; returns a one-line summary (and prints the new people's links). */
export async function restoreRows(file: string, ask: Ask, log: (line: string) => void = console.log): Promise<string | undefined> {
  const plan = await planRestore(file);
  const conflict = plan.accounts.refused[0];
  if (conflict) {
    throw new BackupError('account_conflict', `the file gives ${conflict.idEmail}'s account the address ${conflict.fileEmail}: refused`);
  }
  log(describePlan(plan));
  if (!(await ask('Restore the backup as shown?'))) return undefined;
  const addAccounts: string[] = [];
  for (const p of plan.accounts.new) if (await ask(`Add ${p.name} <${p.email}> (${p.role}) as invited?`)) addAccounts.push(p.id);
  const r = await applyRestore(file, {
    addAccounts,
    // The audit log names who restored: the technical team, from the server's command line.
    actor: { accountId: null, name: 'Komut satırı (npm run restore)', sessionTag: null, ip: null },
    // Links on the site's address when it is configured; otherwise relative to it.
    baseUrl: config().PUBLIC_URL,
  });
  for (const inv of r.invitations) log(`Invitation for ${inv.email} (pass it on; valid until ${inv.expiresAt}): ${inv.link}`);
  const n = r.plan.tables.reduce((a, t) => a + t.added + t.changed + t.removed, 0);
  return `${n} rows changed, ${r.addedAccounts} people added${r.stoppedCampaigns ? `, ${r.stoppedCampaigns} unfinished campaigns stopped` : ''}`;
}
