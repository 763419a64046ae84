import { SOCIAL_CHARGE_EXEMPTION_BRAND_COPY_MINOR } from '@shop/contracts';
import { checkEmployeeGiftExemption } from './employee-gift-exemption';

describe('checkEmployeeGiftExemption', () => {
  it('applies in euros only, with 183 euros per employee', () => {
    expect(checkEmployeeGiftExemption('AED', [{ beneficiary: 'a', amount: 90000, qty: 1 }])).toEqual({
      applies: false,
      exemption: 18300,
      exceeding: [],
    });
    expect(checkEmployeeGiftExemption('EUR', [{ beneficiary: 'a', amount: 18300, qty: 1 }])).toEqual({
      applies: true,
      exemption: 18300,
      exceeding: [],
    });
  });

  it('adds up the lines of one beneficiary and names those over the ceiling, largest first', () => {
    const check = checkEmployeeGiftExemption('EUR', [
      { beneficiary: 'Paul@Example.com', amount: 10000, qty: 1 },
      { beneficiary: 'paul@example.com ', amount: 5000, qty: 2 },
      { beneficiary: 'anne@example.com', amount: 5000, qty: 4 },
      { beneficiary: 'eve@example.com', amount: 5000, qty: 1 },
    ]);
    expect(check.exceeding).toEqual([
      { beneficiary: 'anne@example.com', total: 20000 },
      { beneficiary: 'paul@example.com', total: 20000 },
    ]);
  });

  it('takes the brand copy’s 171 euros when given', () => {
    const lines = [{ beneficiary: 'a', amount: 17500, qty: 1 }];
    expect(checkEmployeeGiftExemption('EUR', lines).exceeding).toEqual([]);
    expect(checkEmployeeGiftExemption('EUR', lines, SOCIAL_CHARGE_EXEMPTION_BRAND_COPY_MINOR).exceeding).toEqual([
      { beneficiary: 'a', total: 17500 },
    ]);
  });
});
