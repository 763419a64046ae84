import { ACCOUNT_HEADER_GROUPS } from '@shop/contracts';
import { accountHeaderGroupOf, accountHeaderLayout } from './account-header-layout';

const withWallet = { hasWallet: true };
const noWallet = { hasWallet: false };

describe('the account header of a unit group', () => {
  it('is the default header where the unit names no group', () => {
    expect(accountHeaderGroupOf({})).toBe('DEFAULT');
    expect(accountHeaderGroupOf({ accountHeaderGroup: 'EUROPE' })).toBe('EUROPE');
  });

  it('greets a default unit member by name on the brand band, with the member number and the wallet', () => {
    expect(accountHeaderLayout('DEFAULT', withWallet, 'C')).toEqual({
      group: 'DEFAULT',
      greeting: 'hello',
      number: 'member',
      wallet: true,
      look: 'banner',
    });
    expect(accountHeaderLayout('DEFAULT', noWallet, 'C').wallet).toBe(false);
  });

  it('greets formally in the European shops with the customer number, the wallet only where the unit has one', () => {
    expect(accountHeaderLayout('EUROPE', withWallet, 'C')).toEqual({
      group: 'EUROPE',
      greeting: 'welcome',
      number: 'customer',
      wallet: true,
      look: 'plain',
    });
    expect(accountHeaderLayout('EUROPE', noWallet, 'C').wallet).toBe(false);
  });

  it('shows the partner brands (SRP/BP) the customer number and no wallet line', () => {
    expect(accountHeaderLayout('SRP_BP', withWallet, 'C')).toMatchObject({
      greeting: 'welcome',
      number: 'customer',
      wallet: false,
    });
  });

  it('shows a Passion Beauté member a member card', () => {
    expect(accountHeaderLayout('PASSIONBEAUTE', withWallet, 'C')).toMatchObject({
      greeting: 'hello',
      number: 'member',
      wallet: true,
      look: 'card',
    });
  });

  it('keeps a portal-reached ({hash}) unit to one plain line', () => {
    expect(accountHeaderLayout('HASH', withWallet, 'C')).toEqual({
      group: 'HASH',
      greeting: 'signedInAs',
      number: 'none',
      wallet: false,
      look: 'plain',
    });
  });

  it('gives business accounts their customer number, and salesmen no wallet, in every group', () => {
    for (const group of ACCOUNT_HEADER_GROUPS) {
      const business = accountHeaderLayout(group, withWallet, 'B');
      expect(business.number === 'customer' || business.number === 'none').toBe(true);
      expect(accountHeaderLayout(group, withWallet, 'S').wallet).toBe(false);
    }
  });
});
