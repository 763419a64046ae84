import * as v from 'valibot';
import { messageRef } from './message-ref';
import { MINIMUM_AGE } from './limits';

export type Clock = () => Date;
const systemClock: Clock = () => new Date();

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * Parses an ISO date (YYYY-MM-DD, optionally with a time). A calendar date that does not exist
 * (2023-02-30) does not parse; a date without time is midnight UTC.
 */
export function parseDate(text: string): Date | undefined {
  const match = ISO_DATE.exec(text);
  if (!match) return undefined;
  const [, year, month, day] = match.map(Number);
  const calendar = new Date(Date.UTC(year, month - 1, day));
  const exists =
    calendar.getUTCFullYear() === year && calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day;
  const parsed = new Date(match[4] ? text : `${text}T00:00:00Z`);
  return exists && !Number.isNaN(parsed.getTime()) ? parsed : undefined;
}

/** A date is past if it parses and is before now. */
export function isPastDate(text: string, now: Date): boolean {
  const date = parseDate(text);
  return date !== undefined && date.getTime() < now.getTime();
}

/** Full years between a birth date and now, by calendar (UTC). */
export function ageOn(birthDate: Date, now: Date): number {
  const years = now.getUTCFullYear() - birthDate.getUTCFullYear();
  const birthdayPassed =
    now.getUTCMonth() > birthDate.getUTCMonth() ||
    (now.getUTCMonth() === birthDate.getUTCMonth() && now.getUTCDate() >= birthDate.getUTCDate());
  return birthdayPassed ? years : years - 1;
}

export interface DateRuleOptions {
  /** Where "now" comes from; injected so the rule is testable and the server can pin it. */
  now?: Clock;
}

/** Required ISO date that parses ('The format is not right') and is before now. */
export function pastDateSchema({ now = systemClock }: DateRuleOptions = {}) {
  return v.pipe(
    v.string(messageRef('required')),
    v.nonEmpty(messageRef('required')),
    v.check((text) => text === '' || parseDate(text) !== undefined, messageRef('formatNotRight')),
    v.check((text) => parseDate(text) === undefined || isPastDate(text, now()), messageRef('pastDate')),
  );
}

/** A birth date: a past date of someone at least `minAge` (18) years old. */
export function birthDateSchema({
  now = systemClock,
  minAge = MINIMUM_AGE,
}: DateRuleOptions & { minAge?: number } = {}) {
  return v.pipe(
    pastDateSchema({ now }),
    v.check(
      (text) => {
        const date = parseDate(text);
        return date === undefined || date.getTime() >= now().getTime() || ageOn(date, now()) >= minAge;
      },
      messageRef('minimumAge', { age: minAge }),
    ),
  );
}
