import { TIME_ZONE } from '~/i18n/lang';

/**
 * Calendar arithmetic in a time zone (Europe/Istanbul by default), with no
 * dependency: the wall-clock parts come from Intl, and a local midnight is
 * turned back into a UTC instant by correcting for the zone's offset. Works
 * for any zone with daylight saving too (Istanbul has none since 2016).
 */
export interface ZonedParts {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock date and time of an instant in a time zone. */
export function zonedParts(date: Date, timeZone = TIME_ZONE): ZonedParts {
  const out: Record<string, number> = {};
  for (const p of partsFormatter(timeZone).formatToParts(date)) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return { year: out.year!, month: out.month!, day: out.day!, hour: out.hour! % 24, minute: out.minute!, second: out.second! };
}

/** The zone's offset from UTC at an instant, in milliseconds (Istanbul: +3 h). */
function offsetMs(date: Date, timeZone: string): number {
  const p = zonedParts(date, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(date.getTime() / 1000) * 1000;
}

/**
 * The instant of local midnight on a calendar date. Out-of-range days and
 * months roll over like Date.UTC (day 0 = the last day of the previous month).
 */
export function zonedMidnight(year: number, month: number, day: number, timeZone = TIME_ZONE): Date {
  const guess = Date.UTC(year, month - 1, day);
  const first = guess - offsetMs(new Date(guess), timeZone);
  const second = guess - offsetMs(new Date(first), timeZone);
  return new Date(second);
}

/** Local midnight of the day `date` falls on, moved by `days` calendar days. */
export function startOfZonedDay(date: Date, days = 0, timeZone = TIME_ZONE): Date {
  const p = zonedParts(date, timeZone);
  return zonedMidnight(p.year, p.month, p.day + days, timeZone);
}

/** Local midnight of the first day of the month `date` falls in, moved by `months` months. */
export function startOfZonedMonth(date: Date, months = 0, timeZone = TIME_ZONE): Date {
  const p = zonedParts(date, timeZone);
  return zonedMidnight(p.year, p.month + months, 1, timeZone);
}

/** The local calendar date of an instant as YYYY-MM-DD. */
export function zonedDayKey(date: Date, timeZone = TIME_ZONE): string {
  const p = zonedParts(date, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}
