import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { singleton } from './singleton.server';

/** Thrown when an environment variable is invalid; the launcher prints its message on one line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const optionalUrl = (protocols: string[], expects: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), { message: expects });

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number({ message: 'expects a port number (1-65535)' }).int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl(
    ['postgres://', 'postgresql://', 'sqlite:', 'file:'],
    'expects a postgres:// or postgresql:// URL (leave unset for SQLite in DATA_DIR)',
  ),
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v.length >= 8, { message: 'expects at least 8 characters' }),
  SESSION_SECRET: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v.length >= 32, { message: 'expects at least 32 characters' }),
  SMTP_URL: optionalUrl(['smtp://', 'smtps://'], 'expects an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().optional(),
  S3_ENDPOINT: optionalUrl(['http://', 'https://'], 'expects an http(s):// URL'),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().default('project-assets'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: optionalUrl(['http://', 'https://'], 'expects an http(s):// URL'),
  PUBLIC_URL: optionalUrl(['http://', 'https://'], 'expects an http(s):// URL such as https://www.example.com'),
  // Hosts a request may name when PUBLIC_URL is unset (app/server/http/hosts.server.ts).
  ALLOWED_HOSTS: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : 'localhost,127.0.0.1,[::1]'))
    .refine((v) => v.split(',').every((h) => /^\s*(?:\*|\.?[A-Za-z0-9.-]+(?::\d{1,5})?|\[[0-9A-Fa-f:.]+\](?::\d{1,5})?)?\s*$/.test(h)), {
      message: 'expects host names separated by commas, such as www.example.com,example.com',
    }),
  // How many reverse proxies stand in front (1), or their addresses/ranges (10.0.0.1,10.0.0.0/8, loopback).
  // `true` (believe any X-Forwarded-For) would let every client choose its own address: refused.
  TRUST_PROXY: z
    .string()
    .optional()
    .refine((v) => v?.trim().toLowerCase() !== 'true', {
      message:
        'would let any client choose its own address; give the number of proxies in front of this server (such as 1) or their addresses (such as 10.0.0.1,10.0.0.2)',
    })
    .refine((v) => !v?.trim() || /^\d+$/.test(v.trim()) || v.trim() === 'false' || v.split(',').every((e) => isProxyEntry(e.trim())), {
      message: 'expects the number of proxies in front of this server (such as 1) or their addresses (such as 10.0.0.1,10.0.0.2)',
    })
    .transform((v) => {
      const t = v?.trim();
      return !t || t === 'false' ? false : /^\d+$/.test(t) ? Number(t) : t;
    }),
  // Drills and tests: automatic backups every N minutes instead of once a day (docs/backups.md).
  BACKUP_INTERVAL_MINUTES: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ message: 'expects a number of minutes' }).int().min(1).optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CAMPAIGN_RATE_PER_SECOND: z.coerce.number({ message: 'expects a number (0 = unlimited)' }).min(0).default(10),
  CAMPAIGN_LEASE_SECONDS: z.coerce.number({ message: 'expects a number of seconds (at least 5)' }).int().min(5).default(60),
  // Visitor analytics (app/domain/analytics/): days of raw events kept (at most 30), seconds between roll-ups.
  ANALYTICS_RETENTION_DAYS: z.coerce.number({ message: 'expects a number of days (1-30)' }).int().min(1).max(30).default(30),
  ANALYTICS_ROLLUP_SECONDS: z.coerce.number({ message: 'expects a number of seconds' }).min(1).default(60),
  PAGE_CACHE_TTL_SECONDS: z.coerce.number({ message: 'expects a number of seconds (0 = off)' }).min(0).default(60),
  RATE_LIMIT_FORMS_PER_MINUTE: z.coerce.number({ message: 'expects a number' }).int().min(1).default(10),
  MAIL_RETRY_BASE_SECONDS: z.coerce.number({ message: 'expects a number of seconds' }).min(0.1).default(30),
});

/** One entry of a TRUST_PROXY list: an address, an address/prefix, or one of Express's names for a range. */
function isProxyEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [addr = '', prefix, extra] = entry.split('/');
  if (extra !== undefined || !isIP(addr)) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (isIP(addr) === 4 ? 32 : 128));
}

export type Config = z.infer<typeof schema> & { dataDir: string; databaseKind: 'sqlite' | 'postgres' };

export function parseConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = schema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const value = env[name];
    throw new ConfigError(`Invalid ${name}${value !== undefined ? `=${JSON.stringify(value)}` : ''}: ${issue.message}`);
  }
  const c = result.data;
  const databaseKind = c.DATABASE_URL && /^postgres(ql)?:\/\//.test(c.DATABASE_URL) ? 'postgres' : 'sqlite';
  if (databaseKind === 'postgres') {
    try {
      const u = new URL(c.DATABASE_URL!);
      if (!u.hostname && !u.searchParams.get('host')) throw new Error('no host');
    } catch {
      throw new ConfigError(`Invalid DATABASE_URL: expects postgres://user:password@host:5432/database`);
    }
  }
  return { ...c, dataDir: path.resolve(c.DATA_DIR), databaseKind };
}

/** The process-wide configuration, parsed once from the environment. */
export const config = singleton('config', () => parseConfig());

/** Tests and scripts may replace the configuration before anything else reads it. */
export function setConfig(c: Config) {
  config.set(c);
}
