import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, format, startOfDay, startOfMonth } from 'date-fns';
import { TIME_ZONE } from '~/i18n/lang';

/*
 * Calendar arithmetic in a time zone (Europe/Istanbul by default) with @date-fns/tz:
 * a TZDate does its date arithmetic on the zone's wall clock, whatever the server's
 * zone; results are handed out as plain Dates (instants).
 */

/**
 * The instant of local midnight on a calendar date (month 1-12). Out-of-range days
 * and months roll over like Date (day 0 = the last day of the previous month).
 */
export function zonedMidnight(year: number, month: number, day: number, timeZone = TIME_ZONE): Date {
  return new Date(+new TZDate(year, month - 1, day, timeZone));
}

/** Local midnight of the day `date` falls on, moved by `days` calendar days. */
export function startOfZonedDay(date: Date, days = 0, timeZone = TIME_ZONE): Date {
  return new Date(+addDays(startOfDay(new TZDate(date, timeZone)), days));
}

/** Local midnight of the first day of the month `date` falls in, moved by `months` months. */
export function startOfZonedMonth(date: Date, months = 0, timeZone = TIME_ZONE): Date {
  return new Date(+addMonths(startOfMonth(new TZDate(date, timeZone)), months));
}

/** The local calendar date of an instant as YYYY-MM-DD. */
export function zonedDayKey(date: Date, timeZone = TIME_ZONE): string {
  return format(new TZDate(date, timeZone), 'yyyy-MM-dd');
}
