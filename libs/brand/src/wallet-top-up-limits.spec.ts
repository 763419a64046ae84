import { WALLET_TOP_UP_MAX_DEFAULT_MAJOR, WALLET_TOP_UP_MIN_MINOR } from '@shop/contracts';
import { walletTopUpLimits } from './wallet-top-up-limits';

describe('walletTopUpLimits', () => {
  it("takes AED 50 to the unit's largest top-up on an AED unit", () => {
    expect(walletTopUpLimits({ currency: 'AED', decimalDigits: 2, walletTopUpMaxAmount: 300_000 })).toEqual({
      min: WALLET_TOP_UP_MIN_MINOR,
      max: 300_000,
    });
  });

  it('defaults the largest to 10,000 whole units of the currency, by its decimals', () => {
    expect(WALLET_TOP_UP_MAX_DEFAULT_MAJOR).toBe(10_000);
    expect(walletTopUpLimits({ currency: 'AED', decimalDigits: 2 })).toEqual({ min: 5_000, max: 1_000_000 });
    expect(walletTopUpLimits({ currency: 'KWD', decimalDigits: 3 })).toEqual({ min: 1, max: 10_000_000 });
    expect(walletTopUpLimits({ currency: 'JPY', decimalDigits: 0 })).toEqual({ min: 1, max: 10_000 });
  });

  it('has no AED minimum on units of another currency', () => {
    expect(walletTopUpLimits({ currency: 'EUR', decimalDigits: 2, walletTopUpMaxAmount: 50_000 })).toEqual({
      min: 1,
      max: 50_000,
    });
  });
});
