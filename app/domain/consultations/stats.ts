import { startOfZonedDay, startOfZonedMonth } from '~/lib/calendar';
import { TIME_ZONE } from '~/i18n/lang';

/**
 * The periods the admin's figures count over, as calendar periods in
 * Europe/Istanbul (docs/product-spec.md §2: "this calendar month, last 7 days"):
 * - this month: from local midnight of the 1st of the current month;
 * - last N days: today and the N-1 days before it, from local midnight.
 * A pure function of the clock, so the month boundaries are testable.
 */
export interface StatPeriods {
  monthStart: Date;
  previousMonthStart: Date;
  last7Start: Date;
  last30Start: Date;
}

export function statPeriods(now: Date, timeZone = TIME_ZONE): StatPeriods {
  return {
    monthStart: startOfZonedMonth(now, 0, timeZone),
    previousMonthStart: startOfZonedMonth(now, -1, timeZone),
    last7Start: startOfZonedDay(now, -6, timeZone),
    last30Start: startOfZonedDay(now, -29, timeZone),
  };
}

export interface ConsultationStats {
  total: number;
  thisMonth: number;
  last7Days: number;
}

/** The consultation statistics of a list of creation times at the instant `now`. */
export function consultationStats(createdAt: readonly Date[], now: Date, timeZone = TIME_ZONE): ConsultationStats {
  const p = statPeriods(now, timeZone);
  let thisMonth = 0;
  let last7Days = 0;
  for (const d of createdAt) {
    const t = d.getTime();
    if (t >= p.monthStart.getTime()) thisMonth++;
    if (t >= p.last7Start.getTime()) last7Days++;
  }
  return { total: createdAt.length, thisMonth, last7Days };
}
