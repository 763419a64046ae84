import { VALID_MONTHS_MAX, VALID_MONTHS_MIN } from '@shop/contracts';

/**
 * When a card issued at `issuedAt` (ms) expires: `validMonths` calendar months later in UTC, on the
 * month's last day when the day does not exist there (31 January + 1 month is 28 or 29 February).
 * validMonths must be a whole number within the spec's 1 to 12.
 */
export function cardExpiry(issuedAt: number, validMonths: number): Date {
  if (!Number.isInteger(validMonths) || validMonths < VALID_MONTHS_MIN || validMonths > VALID_MONTHS_MAX)
    throw new RangeError(`validMonths must be ${VALID_MONTHS_MIN} to ${VALID_MONTHS_MAX}, not ${validMonths}`);
  const issued = new Date(issuedAt);
  const target = new Date(issuedAt);
  target.setUTCDate(1);
  target.setUTCMonth(issued.getUTCMonth() + validMonths);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(issued.getUTCDate(), lastDay));
  return target;
}
