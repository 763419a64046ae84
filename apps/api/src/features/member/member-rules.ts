import type { CustomerType } from '@shop/contracts';
import { toInternationalPhone, type CountryCode, type MemberRuleOptions } from '@shop/validation';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { countries } from '../../db/schema';

/** The country list the forms offer (getCountryCodes): addresses and phone numbers must be in it. */
export async function countryList(db: Db): Promise<CountryCode[]> {
  const rows = await db.select({ code: countries.countryCode }).from(countries).orderBy(asc(countries.sort));
  return rows.map((row) => row.code as CountryCode);
}

/** The phone rules of a customer type: fixed lines are allowed for business customers only. */
export function memberRuleOptions(custType: CustomerType, list: readonly CountryCode[]): MemberRuleOptions {
  return { countries: list, allowFixedLine: custType === 'B' };
}

/** The stored form of a phone number that passed the rules: E.164, '' stays ''. */
export function storedPhone(number: string): string {
  const trimmed = number.trim();
  if (trimmed === '') return '';
  return toInternationalPhone({ areaCode: '', number: trimmed.startsWith('+') ? trimmed : `+${trimmed}` });
}
