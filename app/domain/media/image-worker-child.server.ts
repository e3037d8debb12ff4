import { DomainError } from '~/lib/errors';
import { imageJobs } from './image-jobs.server';
import type { Reply, Request } from './image-worker.server';

/**
 * The image process's side (image-worker.server.ts forks it): answers jobs until the
 * server closes the channel. Its own entry of the server build, so that the child loads
 * the drawing code and sharp, not the web server.
 */
export function runImageWorker(): void {
  if (!process.send) throw new Error('runImageWorker: not started by fork()');
  const send = process.send.bind(process);
  process.on('disconnect', () => process.exit(0));
  process.on('message', async ({ id, name, args }: Request) => {
    let reply: Reply;
    try {
      const job = imageJobs[name] as (...a: unknown[]) => Promise<unknown>;
      reply = { id, result: await job(...args) };
    } catch (err) {
      const e = err instanceof Error ? err : new Error(String(err));
      reply = { id, error: { code: e instanceof DomainError ? e.code : undefined, message: e.message } };
    }
    send(reply);
  });
}
