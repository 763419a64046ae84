import type { AccountHeaderGroup, BusinessUnit, CustomerType } from '@shop/contracts';

/**
 * What the top of the account area shows for a unit's header group (spec 1 section 2, decision 0055).
 * - greeting: hello ("Hello, Layla"), welcome (the formal "Welcome, Camille Martin") or signedInAs.
 * - number: the member's number as the unit's customers know it: member (a loyalty-style member number),
 *   customer (a customer account number) or none.
 * - wallet: the wallet's balance with a link to the tab.
 * - look: banner (the brand's colour band), card (a member card) or plain (text under the title).
 */
export interface AccountHeaderLayout {
  group: AccountHeaderGroup;
  greeting: 'hello' | 'welcome' | 'signedInAs';
  number: 'member' | 'customer' | 'none';
  wallet: boolean;
  look: 'banner' | 'card' | 'plain';
}

/** The unit's header group; a unit that names none has the default header. */
export function accountHeaderGroupOf(unit: Pick<BusinessUnit, 'accountHeaderGroup'>): AccountHeaderGroup {
  return unit.accountHeaderGroup ?? 'DEFAULT';
}

/** The header of a group, for a unit's switches and the signed-in account's type. */
export function accountHeaderLayout(
  group: AccountHeaderGroup,
  unit: { hasWallet: boolean },
  custType: CustomerType,
): AccountHeaderLayout {
  // Business accounts and salesmen know their customer number; salesmen have no wallet (as the shell's button).
  const business = custType !== 'C';
  const wallet = unit.hasWallet && custType !== 'S';
  switch (group) {
    case 'HASH':
      // Reached from a partner's portal, which already names the member: a plain line, no number.
      return { group, greeting: 'signedInAs', number: 'none', wallet: false, look: 'plain' };
    case 'SRP_BP':
      // Partner brands selling to accounts with a customer file: the customer number, no wallet line.
      return { group, greeting: 'welcome', number: 'customer', wallet: false, look: 'plain' };
    case 'EUROPE':
      // The European country shops: the formal greeting and the customer number, the wallet where there is one.
      return { group, greeting: 'welcome', number: 'customer', wallet, look: 'plain' };
    case 'PASSIONBEAUTE':
      // A beauty retailer's loyalty customers: the member card with the member number.
      return { group, greeting: 'hello', number: business ? 'customer' : 'member', wallet, look: 'card' };
    case 'DEFAULT':
      return { group, greeting: 'hello', number: business ? 'customer' : 'member', wallet, look: 'banner' };
  }
}
