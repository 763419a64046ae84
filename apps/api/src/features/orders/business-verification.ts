import type { AccountRow } from '../auth/account-repository';

/**
 * Whether a business account may place orders (spec 1 section 6: unverified business accounts cannot).
 * Until the manual document check (issue 18, branch i18-auth) stores its own state on the account, an
 * active, activated business account counts as verified (the seeded ones are); this one function is
 * what that state will be wired to.
 */
export function isBusinessVerified(
  account: Pick<AccountRow, 'custType' | 'status' | 'isActivateAccount' | 'validationState'>,
): boolean {
  return (
    account.custType === 'B' &&
    account.status === 'active' &&
    account.isActivateAccount === 1 &&
    account.validationState !== 'rejected'
  );
}
