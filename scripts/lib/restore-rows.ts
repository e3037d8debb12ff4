// The rows step of `npm run restore`: the admin's restore rules (ADR 018) on the command line.
// The plan is printed first; accounts already here never change, and a person in the file who is
// not here is added (as invited, with a link printed, no e-mail) only when asked for: named with
// --person, all of them with --with-people, or answered yes one by one at the terminal. --yes never
// adds anyone: a crafted file's planted owner must not come back on a scripted restore.
import { applyRestore, planRestore, BackupError, type RestorePlan } from '../../app/site/backup/index.server';
import { config } from '../../app/server/config.server';

export type Ask = (question: string) => Promise<boolean>;

/** Who of the file's new people is added: those named (e-mails), all, or asked one by one. */
export type PeopleChoice = { kind: 'named'; emails: string[] } | { kind: 'all' } | { kind: 'ask' };

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function describePlan(plan: RestorePlan): string {
  const lines = [`Backup taken ${plan.createdAt}.`];
  if (!plan.tables.length) lines.push('No table would change.');
  for (const t of plan.tables) lines.push(`  ${t.table}: +${t.added} added, ~${t.changed} changed, -${t.removed} removed`);
  if (plan.auditAdded) lines.push(`  audit_log: +${plan.auditAdded} entries from the file (marked imported)`);
  if (plan.settings.length) lines.push(`  settings that would change: ${plan.settings.join(', ')}`);
  if (plan.mail) {
    const m = plan.mail;
    const server = (s: typeof m.after | null) => (s ? `${s.host}:${s.port} (${s.security}, user ${s.user || '-'})` : 'none');
    lines.push(`  mail server: ${server(m.before)} -> ${server(m.after)}, sender ${m.after.from}`);
    if (m.passwordDropped) lines.push('  the saved mail password belongs to the old server: it is dropped; type it again in the admin');
    else if (m.serverChanged && m.after.user)
      lines.push('  the mail password is not in a backup: type it in the admin (Settings -> Email) after the restore');
  }
  if (plan.siteAddress) lines.push(`  site address: ${plan.siteAddress.before ?? 'none'} -> ${plan.siteAddress.after}`);
  if (plan.stoppedCampaigns) lines.push(`  ${plan.stoppedCampaigns} unfinished campaigns restored stopped (none of their e-mail is sent)`);
  lines.push(`  staff accounts here, kept as they are: ${plan.accounts.kept.length}`);
  for (const p of plan.accounts.new) lines.push(`  in the file, not here: ${p.name} <${p.email}> (${p.role})`);
  return lines.join('\n');
}

/** Plans, asks, restores; returns a one-line summary (and prints the new people's links). */
export async function restoreRows(
  file: string,
  ask: Ask,
  people: PeopleChoice,
  log: (line: string) => void = console.log,
): Promise<string | undefined> {
  const plan = await planRestore(file);
  const conflict = plan.accounts.refused[0];
  if (conflict) {
    throw new BackupError('account_conflict', `the file gives ${conflict.idEmail}'s account the address ${conflict.fileEmail}: refused`);
  }
  // A name that is not in the file stops the restore before anything is written (a typo adds nobody silently).
  if (people.kind === 'named') {
    const inFile = [...plan.accounts.new, ...plan.accounts.kept];
    const unknown = people.emails.filter((e) => !inFile.some((p) => sameEmail(p.email, e)));
    if (unknown.length) throw new Error(`--person ${unknown.join(', ')}: not a person in the file; nothing was restored`);
  }
  log(describePlan(plan));
  if (!(await ask('Restore the backup as shown?'))) return undefined;
  const addAccounts: string[] = [];
  for (const p of plan.accounts.new) {
    const add =
      people.kind === 'all' ||
      (people.kind === 'named' && people.emails.some((e) => sameEmail(e, p.email))) ||
      (people.kind === 'ask' && (await ask(`Add ${p.name} <${p.email}> (${p.role}) as invited?`)));
    if (add) addAccounts.push(p.id);
    else if (people.kind !== 'ask') log(`Not added: ${p.name} <${p.email}> (${p.role}); name them with --person ${p.email}`);
  }
  const r = await applyRestore(file, {
    addAccounts,
    // The audit log names who restored: the technical team, from the server's command line.
    actor: { accountId: null, name: 'Komut satırı (npm run restore)', sessionTag: null, ip: null },
    // Links on the site's address when it is configured; otherwise relative to it.
    baseUrl: config().PUBLIC_URL,
    // The technical team at the server's command line, shown the mail server above before answering.
    mailServerChangeAllowed: true,
  });
  for (const inv of r.invitations) log(`Invitation for ${inv.email} (pass it on; valid until ${inv.expiresAt}): ${inv.link}`);
  const n = r.plan.tables.reduce((a, t) => a + t.added + t.changed + t.removed, 0);
  return `${n} rows changed, ${r.addedAccounts} people added${r.stoppedCampaigns ? `, ${r.stoppedCampaigns} unfinished campaigns stopped` : ''}`;
}
