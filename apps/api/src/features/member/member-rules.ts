import type { CustomerType } from '@shop/contracts';
import { toInternationalPhone, type CountryCode, type MemberRuleOptions } from '@shop/validation';

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
