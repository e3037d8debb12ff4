// npm run admin:password [-- <new password>]
// Sets a new admin password (only its scrypt hash is stored) and signs every admin session out.
// Without an argument it asks twice on a terminal (input hidden), or reads the first line of stdin
// (`echo "$PW" | npm run admin:password`). An argument is visible in the shell history and the
// process list: prefer the prompt or stdin.
import { closeDb, getDb } from '../app/server/db/index.server';
import { migrateToLatest } from '../app/server/db/migrate.server';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, setAdminPassword } from '../app/domain/auth/password.server';
import { config } from '../app/server/config.server';

function readHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        if (ch === '\u0003') {
          stdin.setRawMode(false);
          process.stdout.write('\n');
          reject(new Error('cancelled'));
          return;
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else if (ch >= ' ') value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function readStdinLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n') || text.length > MAX_PASSWORD_LENGTH * 4) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

async function newPassword(): Promise<string> {
  const arg = process.argv.slice(2).find((a) => a !== '--');
  if (arg !== undefined) return arg;
  if (!process.stdin.isTTY) return readStdinLine();
  const first = await readHidden('New admin password: ');
  const second = await readHidden('Repeat it: ');
  if (first !== second) throw new Error('the two entries differ');
  return first;
}

try {
  const password = await newPassword();
  if (password.length < MIN_PASSWORD_LENGTH) throw new Error(`the password needs at least ${MIN_PASSWORD_LENGTH} characters`);
  if (password.length > MAX_PASSWORD_LENGTH) throw new Error(`the password may have at most ${MAX_PASSWORD_LENGTH} characters`);
  const d = getDb();
  await migrateToLatest(d);
  const ended = await setAdminPassword(password);
  await closeDb();
  console.log(`Admin password updated (${d.kind}); ${ended} admin session(s) signed out.`);
  if (config().ADMIN_PASSWORD) {
    console.log('Note: ADMIN_PASSWORD is set in this environment; a server started with it will set that password again.');
  }
} catch (err) {
  console.error(`Could not set the admin password: ${err instanceof Error ? err.message : String(err)}`);
  await closeDb().catch(() => {});
  process.exit(1);
}
