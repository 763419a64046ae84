import { DateTime } from 'luxon';

/** The month a statement opens on: the current one in the unit's time zone, as 'YYYY-MM'. */
export function currentMonth(timeZone: string, now: Date = new Date()): string {
  const local = DateTime.fromJSDate(now).setZone(timeZone);
  return (local.isValid ? local : DateTime.fromJSDate(now).toUTC()).toFormat('yyyy-MM');
}

/** The last `count` months up to `month`, newest first, for the month picker. */
export function recentMonths(month: string, count = 12): string[] {
  const start = DateTime.fromFormat(month, 'yyyy-MM', { zone: 'utc' });
  return Array.from({ length: count }, (_, index) => start.minus({ months: index }).toFormat('yyyy-MM'));
}
