// npm run restore -- <file> [--yes]
// Restores a backup (the .tar.gz archive, or an older plain .json backup) into the configured site
// (DATA_DIR or DATABASE_URL, and DATA_DIR/uploads or S3_*), empty or not. Asks before each step that
// writes; --yes answers yes to all. Sends no e-mail. See docs/backups.md.
import { createInterface } from 'node:readline/promises';
import { closeDb, getDb } from '../app/server/db/index.server';
import { migrateToLatest } from '../app/server/db/migrate.server';
import { restoreMedia, stageRestoreUpload } from '../app/domain/backup/archive.server';
import { storage } from '../app/domain/media/storage.server';
import { restoreRows } from './lib/restore-rows';

const args = process.argv.slice(2).filter((a) => a !== '--');
const yes = args.includes('--yes');
const file = args.find((a) => !a.startsWith('--'));

async function confirm(question: string): Promise<boolean> {
  if (yes) {
    console.log(`${question} yes (--yes)`);
    return true;
  }
  if (!process.stdin.isTTY) throw new Error('no terminal to answer on: run again with --yes to answer yes to every question');
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^(y|yes|e|evet)$/i.test((await rl.question(`${question} [y/N] `)).trim());
  } finally {
    rl.close();
  }
}

let cleanup = async () => {};
try {
  if (!file) throw new Error('usage: npm run restore -- <backup.tar.gz | backup.json> [--yes]');
  const staged = await stageRestoreUpload(file);
  cleanup = staged.cleanup;
  const m = staged.manifest;
  console.log(
    staged.kind === 'archive'
      ? `Archive checked (every checksum matches): taken ${m!.created_at} on ${m!.engine}, ${staged.media.length} images.`
      : 'A database-only backup (.json): no images in it.',
  );
  const d = getDb();
  await migrateToLatest(d);
  const store = storage();
  console.log(`Restoring into the ${d.kind} database. What the restore would do:`);
  const summary = await restoreRows(staged.rowsFile, confirm);
  if (summary === undefined) {
    console.log('Nothing changed.');
  } else {
    console.log(`Rows restored: ${summary}.`);
    if (
      staged.media.length &&
      (await confirm(`Put ${staged.media.length} images back into the ${store.kind === 's3' ? 'S3 bucket' : 'uploads folder'}?`))
    ) {
      console.log(`Images restored: ${await restoreMedia(staged, store)}.`);
    }
    console.log('Social cards of the blog posts are drawn again when the server starts.');
  }
  await cleanup();
  await closeDb();
} catch (err) {
  console.error(`Restore failed: ${err instanceof Error ? err.message : String(err)}`);
  await cleanup().catch(() => {});
  await closeDb().catch(() => {});
  process.exit(1);
}
