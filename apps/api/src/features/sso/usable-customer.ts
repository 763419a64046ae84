import { ApiFailure } from '../../http/api-failure';
import type { AccountRow } from '../auth/account-repository';

/**
 * A customer account an outside sign-in may open: business accounts and salesmen have their own
 * login pages, a disabled account signs in nowhere, an unconfirmed one is confirmed first.
 */
export function usableCustomer(account: AccountRow): AccountRow {
  if (account.custType === 'B') throw new ApiFailure('USE_BUSINESS_LOGIN');
  if (account.custType === 'S') throw new ApiFailure('USE_SALESMAN_LOGIN');
  if (account.status === 'disabled') throw new ApiFailure('LOGIN_FAILED');
  if (account.status === 'pending') throw new ApiFailure('ACCOUNT_NOT_ACTIVE');
  return account;
}
