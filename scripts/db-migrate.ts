// npm run db:migrate — applies pending migrations to the configured database.
import { closeDb, getDb } from '../app/server/db/index.server';
import { migrateToLatest } from '../app/server/db/migrate.server';

try {
  const d = getDb();
  const applied = await migrateToLatest(d);
  console.log(applied.length ? `Applied on ${d.kind}: ${applied.join(', ')}` : `Database (${d.kind}) is up to date.`);
  await closeDb();
} catch (err) {
  console.error(`Migration failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
