import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** A stored number as people read it: '+971501234567' -> '+971 50 123 4567'. */
export function displayPhone(international: string): string {
  return parsePhoneNumberFromString(international)?.formatInternational() ?? international;
}
