// npm run admin:create-owner -- --email <address> [--name "<name>"] [<password>]
// Recovery when every owner is locked out (forgotten password, lost phone, all disabled): makes
// the account with this e-mail an active owner with a new password and no second factor (its
// recovery codes and sessions end), or creates it. The password is asked for as admin:password
// asks (hidden prompt twice, or stdin's first line). Login locks are not touched: lift them with
// npm run admin:unlock. The command itself: admin-commands.ts.
import { adminCreateOwner } from './admin-commands';
import { runAdminCommand } from './run-admin-command';

await runAdminCommand(adminCreateOwner);
