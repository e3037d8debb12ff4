import { createRequire } from 'node:module';
import path from 'node:path';
import pino from 'pino';
import { config } from './config.server';
import { singleton } from './singleton.server';

/**
 * `npm run dev` only: one readable line per entry (time, level, message, fields) through
 * pino-pretty, a dev dependency, loaded from the project's node_modules when first needed
 * (the production build never loads it). In-process, not a worker transport: Vite reloads
 * this module on edits, and each reload would start another worker.
 */
function prettyStream(): pino.DestinationStream {
  const load = createRequire(path.join(process.cwd(), 'package.json'));
  const pretty = load('pino-pretty') as (opts: Record<string, unknown>) => pino.DestinationStream;
  return pretty({ translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true, sync: true });
}

export const logger = singleton('logger', (): pino.Logger =>
  pino(
    {
      level: config().LOG_LEVEL,
      base: undefined,
      redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'], remove: true },
    },
    // Production: JSON lines, written asynchronously: a line is written at once when stdout is
    // free, and lines that come while a write is under way go together in the next one. A
    // synchronous write per request halved the requests per second of cached pages. Pending
    // lines are flushed at exit.
    config().NODE_ENV === 'development' ? prettyStream() : pino.destination({ dest: 1, sync: false }),
  ),
);
