// Preloaded into a benchmarked server (`node --import ./scripts/lib/bench-probe.mjs`, spawned with an IPC
// channel): measures, from inside the server, what an outside client cannot see apart from machine load.
// - event-loop delay (perf_hooks.monitorEventLoopDelay): how long a request such as /healthz would wait
//   before the server could even look at it; max and p99 since the last reset.
// - the peak of the V8 heap, external memory and resident memory, sampled every 50 ms.
// - the server's CPU time (user + system) since the last reset.
// Only in the server process: the image worker (forked with --image-worker) and processes without a
// channel are left alone. Messages: { benchProbe: 'reset' } and { benchProbe: 'read' } (answered with
// { benchProbe: 'stats', ... }).
import { monitorEventLoopDelay } from 'node:perf_hooks';

if (process.send && !process.argv.includes('--image-worker')) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let peak = { heapUsed: 0, external: 0, arrayBuffers: 0, rss: 0 };
  let cpu = process.cpuUsage();
  const sample = () => {
    const m = process.memoryUsage();
    for (const k of Object.keys(peak)) peak[k] = Math.max(peak[k], m[k]);
  };
  setInterval(sample, 50).unref();
  process.on('message', (msg) => {
    if (!msg || typeof msg !== 'object' || !('benchProbe' in msg)) return;
    if (msg.benchProbe === 'reset') {
      delay.reset();
      peak = { heapUsed: 0, external: 0, arrayBuffers: 0, rss: 0 };
      sample();
      cpu = process.cpuUsage();
      process.send({ benchProbe: 'reset', memory: process.memoryUsage() });
    } else if (msg.benchProbe === 'read') {
      sample();
      const used = process.cpuUsage(cpu);
      process.send({
        benchProbe: 'stats',
        delayMaxMs: delay.max / 1e6,
        delayP99Ms: delay.percentile(99) / 1e6,
        delayMeanMs: delay.mean / 1e6,
        peak,
        cpuMs: (used.user + used.system) / 1000,
      });
    }
  });
  // The channel must not keep the server alive on its own.
  process.channel?.unref();
}
