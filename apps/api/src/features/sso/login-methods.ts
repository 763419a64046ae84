import { MEMBERSHIP_SEPARATOR, type BusinessUnit, type LoginType } from '@shop/contracts';

/** Whether a unit lists a login type in its login methods (memberShip, e.g. "NL,SSO"). */
export function unitAllows(unit: BusinessUnit, loginType: LoginType): boolean {
  return unit.memberShip
    .split(MEMBERSHIP_SEPARATOR)
    .map((method) => method.trim())
    .includes(loginType);
}
