// Runs one admin command (admin-commands.ts) as a script: opens and migrates the configured
// database, prints to the terminal, asks for a password on a terminal or reads stdin's first
// line, closes the database and exits with the command's code.
import { closeDb, getDb } from '../app/server/db/index.server';
import { migrateToLatest } from '../app/server/db/migrate.server';
import type { AdminCommand } from './admin-commands';
import { newPassword } from './read-password';

export async function runAdminCommand(command: AdminCommand): Promise<never> {
  let code = 1;
  try {
    await migrateToLatest(getDb());
    code = await command(process.argv.slice(2), {
      out: (line) => console.log(line),
      err: (line) => console.error(line),
      password: newPassword,
    });
  } catch (err) {
    console.error(`Could not open the database: ${err instanceof Error ? err.message : String(err)}`);
  }
  await closeDb().catch(() => {});
  process.exit(code);
}
