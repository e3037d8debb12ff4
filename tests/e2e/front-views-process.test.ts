import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewsLogLine } from '../helpers/nginx-front';
import { startServer, type RunningServer } from '../helpers/server';
import { until } from '../helpers/wait';

/**
 * The views process (app/web/front-views-process.server.ts) of the production server: the views
 * the nginx front writes to its log are counted by a child of the server at a lower CPU priority,
 * which is started again where it stopped when it dies, and writes what it read when the server
 * stops. Lines are written here as nginx writes them (log_format site_views); nginx itself is in
 * nginx-front.test.ts.
 */

let server: RunningServer;
let dir: string;
let log: string;
const PAGE = '/hakkimizda';
const line = (address: string) => viewsLogLine(address, PAGE);

function views(): number {
  const db = new SQLite(path.join(server.dataDir, 'site.db'), { readonly: true });
  try {
    db.pragma('busy_timeout = 5000');
    return (db.prepare('select coalesce(sum(views), 0) as n from analytics_events where kind = 0 and path = ?').get(PAGE) as { n: number })
      .n;
  } finally {
    db.close();
  }
}

/** The server's child that counts the views (bin/start.mjs --front-views), once it runs. */
function viewsProcess(): number | undefined {
  const pid = server.process.pid!;
  const kids = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  return kids.find((kid) => {
    try {
      return fs.readFileSync(`/proc/${kid}/cmdline`, 'utf8').includes('--front-views');
    } catch {
      return false;
    }
  });
}

/** A thread's nice value (field 19 of its stat), by default a process's main thread. */
const niceOf = (tid: number, pid = tid) => Number(fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);

describe.runIf(process.platform === 'linux')('the views process', () => {
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'front-views-'));
    log = path.join(dir, 'views.log');
    // Lines from before the server started are not the server's to count.
    fs.writeFileSync(log, line('198.51.100.1'));
    server = await startServer({ env: { TRUST_PROXY: '1', FRONT_VIEWS_LOG: log, PUBLIC_URL: 'https://example.com' } });
  });

  afterAll(async () => {
    if (server?.process.exitCode === null) await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('counts the front’s views in a child of the server that runs below the server’s priority', async () => {
    const pid = await until(viewsProcess, 30_000, 'the views process');
    // Every thread of it: the main one is set by the server as it starts, the others by the child.
    await until(() => fs.readdirSync(`/proc/${pid}/task`).every((tid) => niceOf(Number(tid), pid) === 10), 30_000, 'the nice value 10');
    expect(niceOf(server.process.pid!)).toBe(0);
    fs.appendFileSync(log, line('198.51.100.2') + line('198.51.100.3') + line('198.51.100.4'));
    expect(
      await until(
        () => views() === 3 || undefined,
        30_000,
        () => `3 views counted (${views()})`,
      ),
    ).toBe(true);
  });

  it('is started again after a crash and goes on from where it had read: nothing skipped, nothing counted twice', async () => {
    const first = viewsProcess()!;
    process.kill(first, 'SIGKILL');
    // Written while no views process runs.
    fs.appendFileSync(log, line('198.51.100.5') + line('198.51.100.6'));
    await until(
      () => {
        const pid = viewsProcess();
        return pid !== first && pid;
      },
      30_000,
      'a new views process',
    );
    expect(
      await until(
        () => views() === 5 || undefined,
        30_000,
        () => `5 views counted (${views()})`,
      ),
    ).toBe(true);
    expect(server.logs()).toMatch(/views process: exited; starting it again/);
  });

  it('writes what it has read when the server stops', async () => {
    fs.appendFileSync(log, line('198.51.100.7'));
    const pid = viewsProcess()!;
    expect(await server.stop()).toBe(0);
    expect(() => process.kill(pid, 0)).toThrow();
    expect(views()).toBe(6);
  });
});
