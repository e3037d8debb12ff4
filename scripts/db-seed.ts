// npm run db:seed — migrates, then seeds an empty database with the initial content.
import { closeDb, getDb } from '../app/server/db/index.server';
import { migrateToLatest } from '../app/server/db/migrate.server';
import { seedIfEmpty } from '../app/server/db/seed.server';
import { storeSeedImage } from '../app/domain/media/index.server';

try {
  const d = getDb();
  await migrateToLatest(d);
  console.log(
    (await seedIfEmpty(d, { storeImage: storeSeedImage }))
      ? 'Seeded the initial content.'
      : 'The database already has content: nothing seeded.',
  );
  await closeDb();
} catch (err) {
  console.error(`Seeding failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
