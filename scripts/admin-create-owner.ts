// npm run admin:create-owner -- --email <address> [--name "<name>"] [<password>]
// Recovery when every owner is locked out (forgotten password, lost phone, all disabled): makes
// the account with this e-mail an active owner with a new password and no second factor (its
// recovery codes and sessions end), or creates it. The password is asked for as admin:password
// asks (hidden prompt twice, or stdin's first line). Login locks are not touched: lift them with
// npm run admin:unlock.
import { closeDb, getDb } from '../app/server/db/index.server';
import { migrateToLatest } from '../app/server/db/migrate.server';
import { createOrResetOwner, normalizeEmail, passwordProblem } from '../app/domain/auth/accounts.server';
import { isValidEmail } from '../app/lib/email';
import { newPassword, parseArgs } from './read-password';

try {
  const { options, positional } = parseArgs(process.argv.slice(2));
  const email = normalizeEmail(options.email ?? '');
  if (!isValidEmail(email)) throw new Error("give the owner's e-mail: npm run admin:create-owner -- --email owner@example.com");
  const d = getDb();
  await migrateToLatest(d);
  const password = await newPassword(positional[0], `Password for ${email}: `);
  const problem = passwordProblem(password, email);
  if (problem)
    throw new Error(
      problem === 'short'
        ? 'the password needs at least 10 characters'
        : problem === 'long'
          ? 'the password is too long'
          : 'the password is too common',
    );
  const outcome = await createOrResetOwner({ email, name: options.name ?? email, password });
  await closeDb();
  console.log(
    outcome === 'created'
      ? `Owner ${email} created (${d.kind}). Sign in at /admin with this e-mail and password.`
      : `${email} is an active owner again with the new password; two-step verification was turned off and their sessions ended (${d.kind}).`,
  );
} catch (err) {
  console.error(`Could not create the owner: ${err instanceof Error ? err.message : String(err)}`);
  await closeDb().catch(() => {});
  process.exit(1);
}
