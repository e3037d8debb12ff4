// Reading a new password on the command line (admin:password, admin:create-owner).
import { MAX_PASSWORD_LENGTH } from '../app/domain/auth/index.server';

/** `--name value` from argv, and the other arguments (positional). */
export function parseArgs(argv: string[]): { options: Record<string, string>; positional: string[] } {
  const options: Record<string, string> = {};
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--') continue;
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(a);
    if (m) options[m[1]!] = m[2] ?? argv[++i] ?? '';
    else positional.push(a);
  }
  return { options, positional };
}

export function readHidden(question: string): Promise<string> {
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

export async function readStdinLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n') || text.length > MAX_PASSWORD_LENGTH * 4) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

/** The password: a positional argument, else a hidden prompt (twice) on a terminal, else stdin's first line. */
export async function newPassword(arg: string | undefined, prompt = 'New admin password: '): Promise<string> {
  if (arg !== undefined) return arg;
  if (!process.stdin.isTTY) return readStdinLine();
  const first = await readHidden(prompt);
  const second = await readHidden('Repeat it: ');
  if (first !== second) throw new Error('the two entries differ');
  return first;
}
