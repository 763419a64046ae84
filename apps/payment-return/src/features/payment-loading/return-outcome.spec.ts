import { inAppPath, isPassing, topUpPagePath } from './return-outcome';

describe('payment return outcome', () => {
  it("takes the server's path into the app when it is under the page's unit", () => {
    expect(inAppPath('/97/order/ABCDEFGH?paymentId=pay_x', '/97')).toBe('/order/ABCDEFGH?paymentId=pay_x');
    expect(inAppPath('/97', '/97')).toBe('/');
    expect(inAppPath('/250/order/ABCDEFGH', '/97')).toBeNull();
    expect(inAppPath('/970/order/ABCDEFGH', '/97')).toBeNull();
    expect(inAppPath('//evil.example/97/order', '/97')).toBeNull();
    expect(inAppPath('https://evil.example/97/order', '/97')).toBeNull();
    // Without a unit prefix the page cannot tell: the browser loads the path.
    expect(inAppPath('/97/order/ABCDEFGH', '')).toBeNull();
  });

  it('asks again only while the provider has not decided or the answer did not arrive', () => {
    expect(isPassing({ code: 59005, message: '' }, 409)).toBe(true);
    expect(isPassing({ code: 1234, message: '' }, null)).toBe(true);
    expect(isPassing({ code: 1234, message: '' }, 503)).toBe(true);
    expect(isPassing({ code: 59001, message: '' }, 400)).toBe(false);
    expect(isPassing({ code: 59004, message: '' }, 400)).toBe(false);
  });

  it('leads a top-up back to where it started', () => {
    expect(topUpPagePath('topup')).toBe('/account/cards');
    expect(topUpPagePath('topupWallet')).toBe('/account/wallet');
  });
});
