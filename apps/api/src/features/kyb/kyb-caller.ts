import type { BusinessUnit } from '@shop/contracts';
import { ApiFailure } from '../../http/api-failure';
import type { Services } from '../services';
import type { KybAccountRow } from './kyb-accounts';

/** Company verification is offered where the unit enables it (features.kyb, on B2B units). */
export function requireKyb(unit: BusinessUnit): void {
  if (!unit.features.kyb || !unit.features.b2b) throw new ApiFailure('KYB_UNAVAILABLE');
}

/**
 * The KYB account calling a dossier call, from its own session (never a shop session): no token or
 * id, 401 "no authorized"; an unknown, expired or revoked token, 401 "User not authenticated" (the
 * page then drops its KYB session); a token of another company or unit, 403.
 */
export async function kybCaller(
  services: Services,
  unit: BusinessUnit,
  input: { kybToken?: string; custId?: string },
): Promise<KybAccountRow> {
  requireKyb(unit);
  if (!input.kybToken || !input.custId) throw new ApiFailure('NO_AUTHORIZED');
  const account = await services.kybAccounts.sessionAccount(input.kybToken);
  if (!account) throw new ApiFailure('USER_NOT_AUTHENTICATED');
  if (String(account.id) !== input.custId || account.buId !== unit.buId) {
    throw new ApiFailure('CUSTOMER_NOT_AUTHENTICATED');
  }
  return account;
}
