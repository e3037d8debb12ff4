import { TZDate } from '@date-fns/tz';
import { TIME_ZONE } from '~/i18n/lang';

/**
 * `<input type="datetime-local">` values ('YYYY-MM-DDTHH:mm') read and written
 * in Europe/Istanbul time, whatever the browser's or server's zone, so that what
 * the admin types is what the site shows. Stored values are UTC. The zone arithmetic
 * (including daylight-saving changes of past years) is @date-fns/tz's TZDate.
 */
const pad = (n: number, len = 2) => String(n).padStart(len, '0');

export function toIstanbulInput(date: Date | null | undefined): string {
  if (!date || Number.isNaN(date.getTime())) return '';
  const z = new TZDate(date.getTime(), TIME_ZONE);
  return `${pad(z.getFullYear(), 4)}-${pad(z.getMonth() + 1)}-${pad(z.getDate())}T${pad(z.getHours())}:${pad(z.getMinutes())}`;
}

export const ISTANBUL_INPUT_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2})?$/;

/** The UTC instant of an Istanbul wall-clock time; undefined when the text is not a valid date-time. */
export function fromIstanbulInput(value: string): Date | undefined {
  const m = ISTANBUL_INPUT_RE.exec(value.trim());
  if (!m) return undefined;
  const [y, mo, d, h, mi] = m.slice(1, 6).map(Number) as [number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) return undefined;
  const check = new Date(Date.UTC(y, mo - 1, d, h, mi));
  if (check.getUTCDate() !== d || check.getUTCMonth() !== mo - 1) return undefined;
  return new Date(new TZDate(y, mo - 1, d, h, mi, TIME_ZONE).getTime());
}
