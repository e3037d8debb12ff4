// npm run admin:password [-- <new password>]
// npm run admin:password -- --email <address> [<new password>]
// Sets a new admin password (only its scrypt hash is stored). Without --email: the shared password
// of the single-password mode (a fresh install), and every shared-password session is signed out.
// With --email: that staff account's password; its sessions are signed out.
// Without a password argument it asks twice on a terminal (input hidden), or reads the first line
// of stdin (`echo "$PW" | npm run admin:password`). An argument is visible in the shell history and
// the process list: prefer the prompt or stdin. The command itself: admin-commands.ts.
import { adminPassword } from './admin-commands';
import { runAdminCommand } from './run-admin-command';

await runAdminCommand(adminPassword);
