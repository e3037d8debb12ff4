/** Converters from raw engine values to the app's TypeScript values (see schema.ts). */
import { monotonicClock, singleton } from '../singleton.server';

export function toBool(v: unknown): boolean {
  return v === true || v === 1 || v === '1' || v === 't' || v === 'true';
}

export function toDate(v: unknown): Date {
  if (v instanceof Date) return v;
  return new Date(String(v));
}

export function toDateOrNull(v: unknown): Date | null {
  return v === null || v === undefined ? null : toDate(v);
}

export function toList(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(String);
  if (typeof v === 'string' && v) {
    try {
      const parsed: unknown = JSON.parse(v);
      return Array.isArray(parsed) ? parsed.map(String) : [];
    } catch {
      return [];
    }
  }
  return [];
}

export function toJson<T>(v: unknown, fallback: T): T {
  if (typeof v === 'string') {
    try {
      return JSON.parse(v) as T;
    } catch {
      return fallback;
    }
  }
  return (v ?? fallback) as T;
}

export function toNumber(v: unknown): number {
  return typeof v === 'number' ? v : Number(v ?? 0);
}

/** Timestamps are written as ISO-8601 UTC strings on both engines. */
export function nowIso(): string {
  return new Date().toISOString();
}

const createdClock = singleton('created-at clock', monotonicClock);

/**
 * Creation time for rows the admin lists newest first. Strictly increasing within
 * an instance, so two rows made in the same millisecond (a script, an import) keep
 * the order they were made in instead of falling back to their random ids.
 * Only for human-paced writes: each call in the same millisecond moves it 1 ms on.
 */
export function createdAtIso(): string {
  return createdClock()();
}

export function iso(d: Date): string {
  return d.toISOString();
}
