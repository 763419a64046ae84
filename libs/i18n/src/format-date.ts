import type { Language } from '@shop/contracts';
import { intlLocaleOf } from './language-codes';

/** A bare calendar date such as "2024-03-05", which JavaScript reads as midnight UTC. */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const DEFAULT_DATE_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

/**
 * Shows a date in the language's conventions ("5 Mar 2024", "5 mars 2024", "2024年3月5日").
 * A bare calendar date is shown as that same day in every time zone. Pass Intl options to choose
 * another style or a time zone (e.g. the unit's). Throws on a value that is not a date.
 */
export function formatDate(
  date: Date | string | number,
  language: Language,
  options: Intl.DateTimeFormatOptions = DEFAULT_DATE_OPTIONS,
): string {
  const calendarDate = typeof date === 'string' && DATE_ONLY.test(date);
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) throw new RangeError(`Not a date: ${String(date)}`);
  const zoned = calendarDate && !options.timeZone ? { ...options, timeZone: 'UTC' } : options;
  return new Intl.DateTimeFormat(intlLocaleOf(language), zoned).format(value);
}
