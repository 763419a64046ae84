import {
  LOGIN_TYPES,
  MEMBERSHIP_SEPARATOR,
  PAYMENT_MEANS,
  PAYMENT_TYPE_SEPARATOR,
  type BusinessUnit,
  type LoginType,
  type PaymentMean,
} from '@shop/contracts';

const KNOWN_PAYMENT_MEANS: readonly string[] = Object.keys(PAYMENT_MEANS);
const KNOWN_LOGIN_TYPES: readonly string[] = LOGIN_TYPES;

/** The entries of a separated list parameter, trimmed, blanks dropped. */
export function splitList(value: string, separator: string): string[] {
  return value
    .split(separator)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

export function isPaymentMean(code: string): code is PaymentMean {
  return KNOWN_PAYMENT_MEANS.includes(code);
}

export function isLoginType(code: string): code is LoginType {
  return KNOWN_LOGIN_TYPES.includes(code);
}

/** The unit's payment means, from its pipe-separated paymentType, in the operator's order. */
export function unitPaymentMeans(unit: Pick<BusinessUnit, 'paymentType'>): PaymentMean[] {
  return splitList(unit.paymentType, PAYMENT_TYPE_SEPARATOR).filter(isPaymentMean);
}

/** The unit's login methods, from its comma-separated memberShip. */
export function loginMethodsOf(unit: Pick<BusinessUnit, 'memberShip'>): LoginType[] {
  return splitList(unit.memberShip, MEMBERSHIP_SEPARATOR).filter(isLoginType);
}

/** True when single sign-on is the unit's one and only login method. */
export function isSingleSignOnOnly(unit: Pick<BusinessUnit, 'memberShip'>): boolean {
  const methods = loginMethodsOf(unit);
  return methods.length === 1 && methods[0] === 'SSO';
}
