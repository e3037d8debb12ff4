// npm run import:legacy -- <folder> [--replace]
// Imports JSON exports of the original product's tables (projects.json,
// blog_posts.json, newsletter_subscribers.json, consultation_requests.json,
// support_tickets.json) into the configured database (DATABASE_URL or
// DATA_DIR/site.db), applying the spec's read fallbacks. See
// app/domain/backup/legacy.server.ts.
import { closeDb, getDb } from '../app/server/db/index.server';
import { migrateToLatest } from '../app/server/db/migrate.server';
import { importLegacy, LegacyImportError } from '../app/domain/backup/legacy.server';
import { syncAllSocialCards } from '../app/domain/blog/social-card.server';

const args = process.argv.slice(2);
const replace = args.includes('--replace');
const folder = args.find((a) => !a.startsWith('--'));

if (!folder || args.includes('--help')) {
  console.log(`Usage: npm run import:legacy -- <folder> [--replace]

Reads projects.json, blog_posts.json, newsletter_subscribers.json,
consultation_requests.json and support_tickets.json (JSON arrays of rows, as
exported from the original product's tables) from <folder>. Files that are
missing are skipped. Rows whose id already exists are skipped, so the import
can be re-run. --replace empties those five tables first (e.g. the seeded
sample projects). Everything happens in one transaction.`);
  process.exit(folder ? 0 : 1);
}

try {
  const d = getDb();
  await migrateToLatest(d);
  const report = await importLegacy(folder, { replace });
  console.log(`Imported into ${d.kind}${replace ? ' (tables replaced)' : ''}:`);
  for (const [table, r] of Object.entries(report)) {
    if (!r.found) {
      console.log(`  ${table.padEnd(24)} ${r.file} not found, skipped`);
      continue;
    }
    console.log(`  ${table.padEnd(24)} ${r.imported} imported, ${r.skipped} skipped (of ${r.read})`);
    for (const note of r.notes) console.log(`      ${note}`);
  }
  // The imported posts' social cards (a running server also draws them when it hears of the import, or at its next start).
  try {
    const cards = await syncAllSocialCards();
    console.log(`Social cards: ${cards.created} drawn, ${cards.removed} removed`);
  } catch (err) {
    console.error(`Social cards not drawn (the server draws them at its next start): ${err instanceof Error ? err.message : String(err)}`);
  }
  await closeDb();
} catch (err) {
  const message = err instanceof Error ? err.message : String(err);
  console.error(`Import failed${err instanceof LegacyImportError ? '' : ' (nothing was imported)'}: ${message.split('\n')[0]}`);
  await closeDb().catch(() => {});
  process.exit(1);
}
