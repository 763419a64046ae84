import { isSingleSignOnOnly, loginMethodsOf, splitList, unitPaymentMeans } from './unit-lists';

describe('unit list parameters', () => {
  it('splits a list, trimming entries and dropping blanks', () => {
    expect(splitList(' C04 | 14 ||15 ', '|')).toEqual(['C04', '14', '15']);
    expect(splitList('', ',')).toEqual([]);
  });

  it('reads the payment means of the pipe-separated paymentType', () => {
    expect(unitPaymentMeans({ paymentType: 'C04|14|15|IBT' })).toEqual(['C04', '14', '15', 'IBT']);
  });

  it('ignores codes that are not payment means', () => {
    expect(unitPaymentMeans({ paymentType: 'C04|XX' })).toEqual(['C04']);
  });

  it('reads the login methods of the comma-separated memberShip', () => {
    expect(loginMethodsOf({ memberShip: 'NL, FB,GOOGLE,APPLE' })).toEqual(['NL', 'FB', 'GOOGLE', 'APPLE']);
  });

  it('knows when single sign-on is the only login method', () => {
    expect(isSingleSignOnOnly({ memberShip: 'SSO' })).toBe(true);
    expect(isSingleSignOnOnly({ memberShip: ' SSO ' })).toBe(true);
    expect(isSingleSignOnOnly({ memberShip: 'SSO,NL' })).toBe(false);
    expect(isSingleSignOnOnly({ memberShip: 'SALESMAN_SSO' })).toBe(false);
    expect(isSingleSignOnOnly({ memberShip: '' })).toBe(false);
  });
});
