// The command-line tasks (npm run admin:password, admin:create-owner, admin:unlock,
// import:legacy) as functions: each works on the process's database (getDb(), migrated by the
// caller), writes through `io` and returns the exit code. The scripts are thin wrappers
// (run-admin-command.ts); the tests call these in-process (tests/integration/auth*.test.ts,
// legacy-import.test.ts).
import { getDb } from '../app/server/db/index.server';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  setAdminPassword,
  createOrResetOwner,
  getAccountByEmail,
  hasAccounts,
  normalizeEmail,
  passwordProblem,
  setAccountPassword,
  liftLocks,
  lockKeyOf,
} from '../app/domain/auth/index.server';
import { serverActor, recordAudit } from '../app/domain/audit/index.server';
import { logger } from '../app/server/logger.server';
import { config } from '../app/server/config.server';
import { isValidEmail } from '../app/lib/email';
import { importLegacy, LegacyImportError } from '../app/site/backup/index.server';
import { syncAllSocialCards } from '../app/domain/blog/index.server';
import { parseArgs } from './read-password';

export interface CommandIO {
  out(line: string): void;
  err(line: string): void;
  /** The new password: the argument when given, else asked for (prompt or stdin). */
  password(arg: string | undefined, prompt?: string): Promise<string>;
}

export type AdminCommand = (argv: string[], io: CommandIO) => Promise<number>;

function problemText(problem: 'short' | 'long' | 'common'): string {
  return problem === 'short'
    ? 'the password needs at least 10 characters'
    : problem === 'long'
      ? 'the password is too long'
      : 'the password is too common';
}

/** Runs `body`; an error becomes "<failure>: <message>" on stderr and exit code 1. */
async function guarded(io: CommandIO, failure: string, body: () => Promise<void>): Promise<number> {
  try {
    await body();
    return 0;
  } catch (err) {
    io.err(`${failure}: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
}

/**
 * npm run admin:password [-- <new password>]
 * npm run admin:password -- --email <address> [<new password>]
 * Without --email: the shared password of the single-password mode (a fresh install), and every
 * shared-password session is signed out. With --email: that staff account's password;
 * its sessions are signed out.
 */
export const adminPassword: AdminCommand = (argv, io) =>
  guarded(io, 'Could not set the admin password', async () => {
    const { options, positional } = parseArgs(argv);
    const kind = getDb().kind;
    if (options.email !== undefined) {
      const account = await getAccountByEmail(options.email);
      if (!account) throw new Error(`no staff account has the e-mail ${options.email}`);
      const password = await io.password(positional[0], `New password for ${account.email}: `);
      const problem = passwordProblem(password, account.email);
      if (problem) throw new Error(problemText(problem));
      await setAccountPassword(account.id, password);
      io.out(`Password of ${account.email} updated (${kind}); their sessions were signed out.`);
      return;
    }
    const password = await io.password(positional[0]);
    if (password.length < MIN_PASSWORD_LENGTH) throw new Error(`the password needs at least ${MIN_PASSWORD_LENGTH} characters`);
    if (password.length > MAX_PASSWORD_LENGTH) throw new Error(`the password may have at most ${MAX_PASSWORD_LENGTH} characters`);
    const accounts = await hasAccounts();
    const ended = await setAdminPassword(password);
    io.out(`Admin password updated (${kind}); ${ended} admin session(s) signed out.`);
    if (accounts)
      io.out(
        "Note: staff accounts exist, so the shared password no longer signs anyone in. Use --email <address> to set a person's password, or npm run admin:create-owner.",
      );
    if (config().ADMIN_PASSWORD)
      io.out('Note: ADMIN_PASSWORD is set in this environment; a server started with it will set that password again.');
  });

/**
 * npm run admin:create-owner -- --email <address> [--name "<name>"] [<password>]
 * Recovery when every owner is locked out (forgotten password, lost phone, all disabled): makes
 * the account with this e-mail an active owner with a new password and no second factor (its
 * recovery codes and sessions end), or creates it. Login locks are not touched (admin:unlock).
 */
export const adminCreateOwner: AdminCommand = (argv, io) =>
  guarded(io, 'Could not create the owner', async () => {
    const { options, positional } = parseArgs(argv);
    const email = normalizeEmail(options.email ?? '');
    if (!isValidEmail(email)) throw new Error("give the owner's e-mail: npm run admin:create-owner -- --email owner@example.com");
    const password = await io.password(positional[0], `Password for ${email}: `);
    const problem = passwordProblem(password, email);
    if (problem) throw new Error(problemText(problem));
    const outcome = await createOrResetOwner({ email, name: options.name ?? email, password });
    const kind = getDb().kind;
    io.out(
      outcome === 'created'
        ? `Owner ${email} created (${kind}). Sign in at /admin with this e-mail and password.`
        : `${email} is an active owner again with the new password; two-step verification was turned off and their sessions ended (${kind}).`,
    );
  });

/**
 * npm run admin:unlock [-- <address>]
 * Lifts the login lock of one client address (IPv4, or IPv6 — its /64 is what is locked), or
 * every lock when no address is given: for when a colleague's wrong passwords locked the office
 * address and nobody can log in. The same as the "Giriş kilitleri" list on the system tab.
 */
export const adminUnlock: AdminCommand = (argv, io) =>
  guarded(io, 'Could not lift the lock', async () => {
    const arg = argv.find((a) => a !== '--');
    const key = arg === undefined ? undefined : lockKeyOf(arg);
    if (key === null) throw new Error(`"${arg}" is not an IP address`);
    const lifted = await liftLocks(key);
    logger().warn({ by: 'admin:unlock', key: key ?? 'all', lifted }, 'login lock lifted');
    // The audit log: one entry per lifted lock, by "Sunucu (admin:unlock)".
    for (const k of lifted) await recordAudit(serverActor('admin:unlock'), { action: 'unlock', entity: 'login_lock', entityId: k });
    if (lifted.length === 0)
      io.out(key ? `No running lock for ${key}; its failure count is cleared.` : 'No running lock; failure counts cleared.');
    else io.out(`Lock lifted for ${lifted.join(', ')} (${getDb().kind}). These addresses can log in again now.`);
  });

const IMPORT_USAGE = `Usage: npm run import:legacy -- <folder> [--replace]

Reads projects.json, blog_posts.json, newsletter_subscribers.json,
consultation_requests.json and support_tickets.json (JSON arrays of rows, as
exported from the original product's tables) from <folder>. Files that are
missing are skipped. Rows whose id already exists are skipped, so the import
can be re-run. --replace empties those five tables first (e.g. the seeded
sample projects). Everything happens in one transaction.`;

/** The usage text, when the arguments ask for it (--help) or lack the folder (exit code 1). */
export function importLegacyUsage(argv: string[]): { text: string; code: number } | undefined {
  const folder = argv.find((a) => !a.startsWith('--'));
  if (folder && !argv.includes('--help')) return undefined;
  return { text: IMPORT_USAGE, code: folder ? 0 : 1 };
}

/**
 * npm run import:legacy -- <folder> [--replace]
 * Imports JSON exports of the original product's tables into the configured database, applying
 * the spec's read fallbacks (app/site/backup/legacy.server.ts), then draws the imported posts'
 * social cards.
 */
export const importLegacyCommand: AdminCommand = async (argv, io) => {
  const usage = importLegacyUsage(argv);
  if (usage) {
    io.out(usage.text);
    return usage.code;
  }
  const replace = argv.includes('--replace');
  const folder = argv.find((a) => !a.startsWith('--'))!;
  try {
    const report = await importLegacy(folder, { replace });
    io.out(`Imported into ${getDb().kind}${replace ? ' (tables replaced)' : ''}:`);
    for (const [table, r] of Object.entries(report)) {
      if (!r.found) {
        io.out(`  ${table.padEnd(24)} ${r.file} not found, skipped`);
        continue;
      }
      io.out(`  ${table.padEnd(24)} ${r.imported} imported, ${r.skipped} skipped (of ${r.read})`);
      for (const note of r.notes) io.out(`      ${note}`);
    }
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    io.err(`Import failed${err instanceof LegacyImportError ? '' : ' (nothing was imported)'}: ${message.split('\n')[0]}`);
    return 1;
  }
  // The imported posts' social cards (a running server also draws them when it hears of the import, or at its next start).
  try {
    const cards = await syncAllSocialCards();
    io.out(`Social cards: ${cards.created} drawn, ${cards.removed} removed`);
  } catch (err) {
    io.err(`Social cards not drawn (the server draws them at its next start): ${err instanceof Error ? err.message : String(err)}`);
  }
  return 0;
};
