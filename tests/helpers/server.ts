import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { until } from './wait';

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** Everything the process printed so far. */
  logs(): string;
  process: ChildProcess;
  /** Sends SIGTERM and waits for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export const TEST_ADMIN_PASSWORD = 'test-admin-password-123';

/**
 * Starts the production server (bin/start.mjs, build already made by the global
 * setup) on a free port with a fresh temporary DATA_DIR, and waits for /healthz.
 */
export async function startServer(
  opts: { env?: Record<string, string | undefined>; dataDir?: string; port?: number } = {},
): Promise<RunningServer> {
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'));
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries({
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    DATABASE_URL: undefined,
    ...opts.env,
  })) {
    if (v !== undefined) env[k] = v;
  }
  const child = spawn(process.execPath, ['bin/start.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  let stopping = false;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code, signal) => {
      // A server that dies by itself in the middle of a test file (seen twice under load, cause unknown):
      // say so with its last output, so the failing test's "connection refused" has a reason next to it.
      if (!stopping && code !== 0 && signal === null) {
        process.stderr.write(`\n[test server :${port} exited by itself with code ${code}]\n${out.slice(-4000)}\n`);
      }
      resolve(code);
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await until(
      async () => {
        if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${out}`);
        return fetch(`${url}/healthz`).then(
          (r) => r.ok,
          () => false, // not listening yet
        );
      },
      // 30 s was too short on the shared machine at load 25-30: a start is not what is timed here.
      60_000,
      () => `the server to answer /healthz:\n${out}`,
    );
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return {
    url,
    port,
    dataDir,
    logs: () => out,
    process: child,
    async stop(signal = 'SIGTERM') {
      stopping = true;
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
