import { ssoDestination } from './sso-destination';

describe('where a verified single sign-on link leads', () => {
  it("opens the page inside this unit's base path", () => {
    expect(ssoDestination('/250/buying-self?itemCode=MC-SHOP-D', '/250', null)).toEqual({
      kind: 'internal',
      path: '/buying-self?itemCode=MC-SHOP-D',
    });
    expect(ssoDestination('/250', '/250', null)).toEqual({ kind: 'internal', path: '/' });
    expect(ssoDestination('/account/cards', '', null)).toEqual({ kind: 'internal', path: '/account/cards' });
  });

  it('returns a plain home link to where the visitor left for the portal', () => {
    expect(ssoDestination('/250', '/250', '/buying-self/checkout')).toEqual({
      kind: 'internal',
      path: '/buying-self/checkout',
    });
    expect(ssoDestination('/250/account/cards', '/250', '/buying-self/checkout')).toEqual({
      kind: 'internal',
      path: '/account/cards',
    });
  });

  it("loads another unit's page, and never leaves the shop's origin", () => {
    expect(ssoDestination('/150/account/profile', '/250', null)).toEqual({
      kind: 'external',
      url: '/150/account/profile',
    });
    expect(ssoDestination('/2500', '/250', null)).toEqual({ kind: 'external', url: '/2500' });
    expect(ssoDestination('//evil.example/x', '/250', null)).toEqual({ kind: 'internal', path: '/' });
  });
});
