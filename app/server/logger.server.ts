import pino from 'pino';
import { config } from './config.server';

let instance: pino.Logger | undefined;

export function logger(): pino.Logger {
  instance ??= pino(
    {
      level: config().LOG_LEVEL,
      base: undefined,
      redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'], remove: true },
    },
    // Asynchronous writes: a line is written at once when stdout is free, and lines that come
    // while a write is under way go together in the next one. A synchronous write per request
    // halved the requests per second of cached pages. Pending lines are flushed at exit.
    pino.destination({ dest: 1, sync: false }),
  );
  return instance;
}
