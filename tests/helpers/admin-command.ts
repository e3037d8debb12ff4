import type { AdminCommand } from '../../scripts/admin-commands';

/**
 * Runs an admin command (npm run admin:*) in this process, on the test's database, as the
 * script would with `stdin` piped in: a password argument wins, else stdin's first line.
 * Returns the exit code and everything printed (stdout and stderr, in order).
 */
export async function runAdminCommand(command: AdminCommand, argv: string[], stdin = ''): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const code = await command(argv, {
    out: (line) => lines.push(line),
    err: (line) => lines.push(line),
    password: async (arg) => arg ?? stdin.split(/\r?\n/)[0] ?? '',
  });
  return { code, output: lines.join('\n') };
}
