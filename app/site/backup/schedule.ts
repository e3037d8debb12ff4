import { TZDate } from '@date-fns/tz';

/**
 * When automatic backups run and which archives are kept (pure; schedule.server.ts
 * does the work). Times are Istanbul time: the company's own clock.
 */
export const BACKUP_TIMEZONE = 'Europe/Istanbul';
export const DEFAULT_BACKUP_TIME = '03:00';
export const DEFAULT_KEEP_DAILY = 7;
export const DEFAULT_KEEP_WEEKLY = 4;
/** No successful backup for this long: the owner is told. */
export const STALE_BACKUP_MS = 48 * 3600_000;

export interface ScheduleTimes {
  /** `HH:MM`, Istanbul time: one run a day. */
  time: string;
  /** Drills and tests: a run every N minutes instead (BACKUP_INTERVAL_MINUTES). */
  intervalMinutes?: number;
}

function dayAt(now: Date, time: string, dayOffset: number): Date {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const local = new TZDate(now.getTime(), BACKUP_TIMEZONE);
  return new Date(new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + dayOffset, h, m, 0, 0, BACKUP_TIMEZONE).getTime());
}

/** The latest scheduled time at or before `now`. */
export function lastSlot(now: Date, s: ScheduleTimes): Date {
  if (s.intervalMinutes) {
    const step = s.intervalMinutes * 60_000;
    return new Date(Math.floor(now.getTime() / step) * step);
  }
  const today = dayAt(now, s.time, 0);
  return today.getTime() <= now.getTime() ? today : dayAt(now, s.time, -1);
}

/** The first scheduled time after `now`. */
export function nextSlot(now: Date, s: ScheduleTimes): Date {
  if (s.intervalMinutes) return new Date(lastSlot(now, s).getTime() + s.intervalMinutes * 60_000);
  const today = dayAt(now, s.time, 0);
  return today.getTime() > now.getTime() ? today : dayAt(now, s.time, 1);
}

/** `backup-2026-11-27T00-00-00Z.tar.gz`: an archive's name from its slot (sorts by time, no colons). */
export function scheduledArchiveName(slot: Date): string {
  return `backup-${slot.toISOString().slice(0, 19).replace(/:/g, '-')}Z.tar.gz`;
}

const NAME_RE = /^backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.tar\.gz$/;

/** The slot an archive name was made from, or undefined for any other file. */
export function slotOfName(name: string): Date | undefined {
  const m = NAME_RE.exec(name);
  return m ? new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`) : undefined;
}

const istanbulDay = (d: Date) => {
  const l = new TZDate(d.getTime(), BACKUP_TIMEZONE);
  return `${l.getFullYear()}-${l.getMonth()}-${l.getDate()}`;
};
/** The Monday that starts the (Istanbul) week of `d`. */
const istanbulWeek = (d: Date) => {
  const l = new TZDate(d.getTime(), BACKUP_TIMEZONE);
  const monday = new TZDate(l.getFullYear(), l.getMonth(), l.getDate() - ((l.getDay() + 6) % 7), BACKUP_TIMEZONE);
  return istanbulDay(monday);
};

/**
 * Which archives to remove: the newest of each of the last `keepDaily` days that
 * have one are kept, and the newest of each of the last `keepWeekly` weeks; every
 * other archive of ours goes. Files that are not our archives are never named.
 */
export function archivesToRemove(names: readonly string[], keepDaily: number, keepWeekly: number): string[] {
  const ours = names
    .map((name) => ({ name, slot: slotOfName(name) }))
    .filter((a): a is { name: string; slot: Date } => !!a.slot)
    .sort((a, b) => b.slot.getTime() - a.slot.getTime());
  const keep = new Set<string>();
  for (const [period, count] of [
    [istanbulDay, keepDaily],
    [istanbulWeek, keepWeekly],
  ] as const) {
    const seen = new Set<string>();
    for (const a of ours) {
      const p = period(a.slot);
      if (seen.has(p)) continue;
      if (seen.size >= count) break;
      seen.add(p);
      keep.add(a.name);
    }
  }
  return ours.filter((a) => !keep.has(a.name)).map((a) => a.name);
}

/** What the dashboard, the checklist and the settings screen show (schedule.server.ts backupStatus). */
export interface BackupStatus {
  enabled: boolean;
  nextRun: string | null;
  lastOk: { at: string; size: number } | null;
  lastRun: { status: 'running' | 'ok' | 'failed'; at: string; bucket: 'ok' | 'failed' | null; error: string | null } | null;
  /** No successful backup for 48 hours (or never, 48 hours after the schedule began). */
  stale: boolean;
}
