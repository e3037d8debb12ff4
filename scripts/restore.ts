// npm run restore -- <file> [--yes] [--person <e-mail>]... [--with-people]
// Restores a backup (the .tar.gz archive, or an older plain .json backup) into the configured site
// (DATA_DIR or DATABASE_URL, and DATA_DIR/uploads or S3_*), empty or not. Asks before each step that
// writes; --yes answers yes to those. People in the file who are not here are added (as invited)
// only when named with --person (repeatable) or all with --with-people; without either, at a
// terminal without --yes, it asks for each by name. Sends no e-mail. See docs/backups.md.
import { createInterface } from 'node:readline/promises';
import { closeDb, getDb } from '../app/server/db/index.server';
import { migrateToLatest } from '../app/server/db/migrate.server';
import { restoreMedia, unpackBackup } from '../app/site/backup/index.server';
import { storage } from '../app/domain/media/index.server';
import { restoreRows, type PeopleChoice } from './lib/restore-rows';

const USAGE = 'usage: npm run restore -- <backup.tar.gz | backup.json> [--yes] [--person <e-mail>]... [--with-people]';

function parseArgs(argv: string[]) {
  const out = { yes: false, withPeople: false, people: [] as string[], files: [] as string[] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--') continue;
    if (a === '--yes') out.yes = true;
    else if (a === '--with-people') out.withPeople = true;
    else if (a === '--person' || a.startsWith('--person=')) {
      const email = a === '--person' ? argv[++i] : a.slice('--person='.length);
      if (!email || !email.includes('@')) throw new Error(`--person needs an e-mail address\n${USAGE}`);
      out.people.push(email);
    } else if (a.startsWith('--')) throw new Error(`unknown option ${a}\n${USAGE}`);
    else out.files.push(a);
  }
  if (out.files.length !== 1) throw new Error(USAGE);
  if (out.withPeople && out.people.length) throw new Error(`--with-people and --person exclude each other\n${USAGE}`);
  return out;
}

let args: ReturnType<typeof parseArgs>;
try {
  args = parseArgs(process.argv.slice(2));
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(2);
}
const yes = args.yes;
const file = args.files[0]!;
// --yes answers the questions about the restore's steps, never the one about adding people.
const people: PeopleChoice = args.withPeople
  ? { kind: 'all' }
  : args.people.length || yes
    ? { kind: 'named', emails: args.people }
    : { kind: 'ask' };

async function confirm(question: string): Promise<boolean> {
  if (yes) {
    console.log(`${question} yes (--yes)`);
    return true;
  }
  if (!process.stdin.isTTY)
    throw new Error(
      'no terminal to answer on: run again with --yes to answer yes to the questions about the restore (people: --person or --with-people)',
    );
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^(y|yes|e|evet)$/i.test((await rl.question(`${question} [y/N] `)).trim());
  } finally {
    rl.close();
  }
}

let cleanup = async () => {};
try {
  const staged = await unpackBackup(file);
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
  const summary = await restoreRows(staged.rowsFile, confirm, people);
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
