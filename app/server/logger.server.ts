import pino from 'pino';
import { config } from './config.server';

let instance: pino.Logger | undefined;

export function logger(): pino.Logger {
  instance ??= pino({
    level: config().LOG_LEVEL,
    base: undefined,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'], remove: true },
  });
  return instance;
}
