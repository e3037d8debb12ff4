// Helpers shared by the benchmark and audit scripts.
import fs from 'node:fs';
import net from 'node:net';

/**
 * Node flags the production server runs with, as in `npm start`: a 1 GB heap
 * cap. Without it V8 on a machine with much memory (its default limit here is
 * ~4 GB) keeps the heap a burst of posts grew (~300 MB resident, ~40 MB live).
 * `BENCH_NODE_ARGS` replaces them, to measure other flags (space-separated).
 */
export const SERVER_NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '--max-old-space-size=1024').split(' ');

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Waits until `url` answers 2xx (30 s at most), asking every 10 ms so start-up times are read closely. */
export async function waitForOk(url) {
  for (let i = 0; i < 3000; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${url} did not answer`);
}

/** A process's resident memory in kB (VmRSS), or its peak (VmHWM); 0 once it has gone. */
export function memoryKb(pid, field = 'VmRSS') {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The rows file (backup.json) inside a backup archive (.tar.gz) as text: what a JSON restore takes. */
export async function rowsOfArchive(buffer) {
  const { gunzipSync } = await import('node:zlib');
  const tar = gunzipSync(buffer);
  for (let at = 0; at + 512 <= tar.length;) {
    const h = tar.subarray(at, at + 512);
    if (h.every((b) => b === 0)) break;
    const name = h.subarray(0, 100).toString('latin1').replace(/\0.*$/s, '');
    const size = parseInt(h.subarray(124, 136).toString('latin1').replace(/\0.*$/s, ''), 8);
    if (name === 'backup.json') return tar.subarray(at + 512, at + 512 + size).toString('utf8');
    at += 512 + Math.ceil(size / 512) * 512;
  }
  throw new Error('no backup.json in the archive');
}
