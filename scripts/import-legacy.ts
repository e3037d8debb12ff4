// npm run import:legacy -- <folder> [--replace]
// Imports JSON exports of the original product's tables (projects.json,
// blog_posts.json, newsletter_subscribers.json, consultation_requests.json,
// support_tickets.json) into the configured database (DATABASE_URL or
// DATA_DIR/site.db), applying the spec's read fallbacks. See
// app/site/backup/legacy.server.ts; the command itself: admin-commands.ts.
import { importLegacyCommand, importLegacyUsage } from './admin-commands';
import { runAdminCommand } from './run-admin-command';

// The usage text needs no database: shown before one is opened.
const usage = importLegacyUsage(process.argv.slice(2));
if (usage) {
  console.log(usage.text);
  process.exit(usage.code);
}
await runAdminCommand(importLegacyCommand);
