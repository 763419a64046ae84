import { MEMBER_LEVEL_FORCED_PAYMENTS, type BusinessUnit, type MemberLevel, type PaymentMean } from '@shop/contracts';
import { unitPaymentMeans } from './unit-lists';

/**
 * Payment means offered to a customer: the unit's pipe-separated paymentType, unless the
 * customer's contract type (member level) forces its own: Light 1 bank transfer and bank check,
 * EnCompte 2 wallet, bank transfer and bank check. Registered 3, guests and unknown types use the unit's.
 */
export function paymentMethodsFor(
  unit: Pick<BusinessUnit, 'paymentType'>,
  contractType?: number | null,
): PaymentMean[] {
  const forced = contractType == null ? undefined : MEMBER_LEVEL_FORCED_PAYMENTS[contractType as MemberLevel];
  return forced && forced.length > 0 ? [...forced] : unitPaymentMeans(unit);
}
