// npm run backup -- <file>
// Writes the complete backup archive (.tar.gz: the database rows, every uploaded image, a manifest of
// checksums) from the configured database (DATA_DIR or DATABASE_URL) and media store (DATA_DIR/uploads
// or S3_*): the same archive as the admin's "Yedeği indir". See docs/backups.md.
import path from 'node:path';
import { closeDb, getDb } from '../app/server/db/index.server';
import { writeArchiveFile } from '../app/site/backup/index.server';
import { storage } from '../app/domain/media/index.server';

try {
  const file = process.argv.slice(2).find((a) => a !== '--');
  if (!file) throw new Error('usage: npm run backup -- <file.tar.gz>');
  const d = getDb();
  const started = Date.now();
  const { size, manifest } = await writeArchiveFile(path.resolve(file));
  await closeDb();
  console.log(
    `Backup written to ${path.resolve(file)}: ${(size / 1024 / 1024).toFixed(1)} MB, ${manifest.media} images, ` +
      `database ${d.kind}, store ${storage().kind}, ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (err) {
  console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
  await closeDb().catch(() => {});
  process.exit(1);
}
