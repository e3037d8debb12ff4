// npm run admin:unlock [-- <address>]
// Lifts the login lock of one client address (IPv4, or IPv6 — its /64 is what is locked), or every lock when no
// address is given: for when a colleague's wrong passwords locked the office address and nobody can log in.
// The same as the "Giriş kilitleri" list on the admin's system tab. The command itself: admin-commands.ts.
import { adminUnlock } from './admin-commands';
import { runAdminCommand } from './run-admin-command';

await runAdminCommand(adminUnlock);
