// Types of lib.mjs for the TypeScript sub-commands.
export const ROOT: string;
export const SERVER_NODE_ARGS: string[];
export function arg<T extends string | number>(name: string, fallback: T): T;
export function flag(name: string): boolean;
export function pathsArg(fallback: string[]): string[];
export function buildUnlessAsked(): void;
export function serverEnv(dataDir: string, extra?: Record<string, string>): NodeJS.ProcessEnv;
export function tempDir(prefix: string, keep?: boolean): string;
export function seed(dataDir: string, opts?: { posts?: number }): void;
export function startServer(opts: {
  env: NodeJS.ProcessEnv;
  nodeArgs?: string[];
  ipc?: boolean;
  quiet?: boolean;
  port?: number;
}): Promise<{ child: import('node:child_process').ChildProcess; port: number; url: string; stop: () => Promise<void> }>;
export function freePort(): Promise<number>;
export function waitForOk(url: string): Promise<void>;
export function hasCommand(name: string): boolean;
export const loadClient: 'wrk' | 'autocannon';
export interface LoadResult {
  rps: number;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}
export function load(
  url: string,
  opts: { seconds: number; connections?: number; script?: string; headers?: string[] },
): Promise<LoadResult>;
export function memoryKb(pid: number, field?: string): number;
export function cpuMs(pid: number): number;
export function conditions(): string;
export function rowsOfArchive(buffer: Buffer): Promise<string>;
export function adminSessionRow(): { token: string; row: Array<string | null> };
export function adminSession(db: import('better-sqlite3').Database): string;
export function probe(child: import('node:child_process').ChildProcess, what: 'reset' | 'read'): Promise<Record<string, unknown>>;
