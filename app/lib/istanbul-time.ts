import { TIME_ZONE } from '~/i18n/lang';

/**
 * `<input type="datetime-local">` values ('YYYY-MM-DDTHH:mm') read and written
 * in Europe/Istanbul time, whatever the browser's or server's zone, so that what
 * the admin types is what the site shows. Stored values are UTC.
 */
const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function wallClock(date: Date): { y: number; mo: number; d: number; h: number; mi: number; s: number } {
  const p = Object.fromEntries(parts.formatToParts(date).map((x) => [x.type, x.value]));
  return { y: Number(p.year), mo: Number(p.month), d: Number(p.day), h: Number(p.hour), mi: Number(p.minute), s: Number(p.second) };
}

/** Istanbul's offset from UTC at `date`, in milliseconds. */
function offsetMs(date: Date): number {
  const w = wallClock(date);
  return Date.UTC(w.y, w.mo - 1, w.d, w.h, w.mi, w.s) - Math.floor(date.getTime() / 1000) * 1000;
}

const pad = (n: number, len = 2) => String(n).padStart(len, '0');

export function toIstanbulInput(date: Date | null | undefined): string {
  if (!date || Number.isNaN(date.getTime())) return '';
  const w = wallClock(date);
  return `${pad(w.y, 4)}-${pad(w.mo)}-${pad(w.d)}T${pad(w.h)}:${pad(w.mi)}`;
}

export const ISTANBUL_INPUT_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2})?$/;

/** The UTC instant of an Istanbul wall-clock time; undefined when the text is not a valid date-time. */
export function fromIstanbulInput(value: string): Date | undefined {
  const m = ISTANBUL_INPUT_RE.exec(value.trim());
  if (!m) return undefined;
  const [y, mo, d, h, mi] = m.slice(1, 6).map(Number) as [number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) return undefined;
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(asUtc);
  if (check.getUTCDate() !== d || check.getUTCMonth() !== mo - 1) return undefined;
  // Two passes settle the offset around a daylight-saving change.
  let t = asUtc - offsetMs(new Date(asUtc));
  t = asUtc - offsetMs(new Date(t));
  return new Date(t);
}
