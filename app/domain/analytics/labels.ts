import { formatDayMonth, formatLongDate } from '~/lib/format-date';
import type { ChartPoint, SeriesPoint } from './constants';

/** Noon UTC of a day key: the same calendar day in Istanbul (UTC+3). */
export function dateOfDay(key: string): Date {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, 12));
}

const monthShort = new Intl.DateTimeFormat('tr-TR', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const monthLong = new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The chart's bars with their Turkish labels (the admin is in Turkish). */
export function chartPoints(series: SeriesPoint[], unit: 'day' | 'month'): ChartPoint[] {
  return series.map((p) => {
    const date = dateOfDay(unit === 'day' ? p.key : `${p.key}-15`);
    return unit === 'day'
      ? { ...p, short: formatDayMonth(date, 'tr'), long: formatLongDate(date, 'tr') }
      : { ...p, short: monthShort.format(date), long: monthLong.format(date) };
  });
}

/** A long date of a day key (`3 Kasım 2026`). */
export function longDay(key: string): string {
  return formatLongDate(dateOfDay(key), 'tr');
}
