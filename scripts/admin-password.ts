// npm run admin:password [-- <new password>]
// npm run admin:password -- --email <address> [<new password>]
// Sets a new admin password (only its scrypt hash is stored). Without --email: the shared password
// of the single-password mode (a fresh install), and every shared-password session is signed out.
// With --email: that staff account's password (issue 22); its sessions are signed out.
// Without a password argument it asks twice on a terminal (input hidden), or reads the first line
// of stdin (`echo "$PW" | npm run admin:password`). An argument is visible in the shell history and
// the process list: prefer the prompt or stdin.
import { closeDb, getDb } from '../app/server/db/index.server';
import { migrateToLatest } from '../app/server/db/migrate.server';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, setAdminPassword } from '../app/domain/auth/password.server';
import { getAccountByEmail, hasAccounts, passwordProblem, setAccountPassword } from '../app/domain/auth/accounts.server';
import { config } from '../app/server/config.server';
import { newPassword, parseArgs } from './read-password';

try {
  const { options, positional } = parseArgs(process.argv.slice(2));
  const d = getDb();
  await migrateToLatest(d);
  if (options.email !== undefined) {
    const account = await getAccountByEmail(options.email);
    if (!account) throw new Error(`no staff account has the e-mail ${options.email}`);
    const password = await newPassword(positional[0], `New password for ${account.email}: `);
    const problem = passwordProblem(password, account.email);
    if (problem)
      throw new Error(
        problem === 'short'
          ? 'the password needs at least 10 characters'
          : problem === 'long'
            ? 'the password is too long'
            : 'the password is too common',
      );
    await setAccountPassword(account.id, password);
    await closeDb();
    console.log(`Password of ${account.email} updated (${d.kind}); their sessions were signed out.`);
  } else {
    const password = await newPassword(positional[0]);
    if (password.length < MIN_PASSWORD_LENGTH) throw new Error(`the password needs at least ${MIN_PASSWORD_LENGTH} characters`);
    if (password.length > MAX_PASSWORD_LENGTH) throw new Error(`the password may have at most ${MAX_PASSWORD_LENGTH} characters`);
    const accounts = await hasAccounts();
    const ended = await setAdminPassword(password);
    await closeDb();
    console.log(`Admin password updated (${d.kind}); ${ended} admin session(s) signed out.`);
    if (accounts) {
      console.log(
        "Note: staff accounts exist, so the shared password no longer signs anyone in. Use --email <address> to set a person's password, or npm run admin:create-owner.",
      );
    }
    if (config().ADMIN_PASSWORD) {
      console.log('Note: ADMIN_PASSWORD is set in this environment; a server started with it will set that password again.');
    }
  }
} catch (err) {
  console.error(`Could not set the admin password: ${err instanceof Error ? err.message : String(err)}`);
  await closeDb().catch(() => {});
  process.exit(1);
}
