import * as v from 'valibot';
import { DELIVER_DATE_MAX_DAYS } from './limits';
import { messageRef } from './message-ref';

/** A deliverDate: a calendar day, YYYY-MM-DD; empty means "now". */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the runtime knows this IANA time zone (Europe/Paris, Asia/Dubai, ...). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day it is in `zone` at `now`, as YYYY-MM-DD. */
export function todayIn(zone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Days from `from` to `to` (both YYYY-MM-DD), by the calendar. */
function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

function isCalendarDay(text: string): boolean {
  const match = CALENDAR_DAY.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export interface DeliveryTiming {
  deliverDate: string;
  deliverTimeZone: string;
}

/**
 * When a card is sent (spec: today, tomorrow, the day after or a chosen date, in the receiver's time
 * zone): a real calendar day, not before today and at most DELIVER_DATE_MAX_DAYS ahead in that zone,
 * and a known time zone. Both empty means now.
 */
export function deliveryTimingSchema(now: () => Date = () => new Date()) {
  return v.pipe(
    v.looseObject({ deliverDate: v.string(), deliverTimeZone: v.string() }),
    v.forward(
      v.check(
        ({ deliverDate, deliverTimeZone }) =>
          deliverDate !== '' || deliverTimeZone === '' || isTimeZone(deliverTimeZone),
        messageRef('timeZoneInvalid'),
      ),
      ['deliverTimeZone'],
    ),
    v.forward(
      v.check(
        ({ deliverDate, deliverTimeZone }) => deliverDate === '' || isTimeZone(deliverTimeZone),
        messageRef('timeZoneInvalid'),
      ),
      ['deliverTimeZone'],
    ),
    v.forward(
      v.check(({ deliverDate }) => deliverDate === '' || isCalendarDay(deliverDate), messageRef('deliverDateInvalid')),
      ['deliverDate'],
    ),
    v.forward(
      v.check(
        ({ deliverDate, deliverTimeZone }) =>
          !isCalendarDay(deliverDate) ||
          !isTimeZone(deliverTimeZone) ||
          daysBetween(todayIn(deliverTimeZone, now()), deliverDate) >= 0,
        messageRef('deliverDatePast'),
      ),
      ['deliverDate'],
    ),
    v.forward(
      v.check(
        ({ deliverDate, deliverTimeZone }) =>
          !isCalendarDay(deliverDate) ||
          !isTimeZone(deliverTimeZone) ||
          daysBetween(todayIn(deliverTimeZone, now()), deliverDate) <= DELIVER_DATE_MAX_DAYS,
        messageRef('deliverDateTooFar', { max: DELIVER_DATE_MAX_DAYS }),
      ),
      ['deliverDate'],
    ),
  );
}
