import { InvalidBusinessUnitError, parseBusinessUnit, parseBusinessUnitOrThrow } from './parse-business-unit';
import { unitData } from './unit.fixture';

function errorsOf(input: unknown): string[] {
  const result = parseBusinessUnit(input);
  if (result.success) throw new Error('expected the unit to be rejected');
  return result.errors;
}

describe('parseBusinessUnit', () => {
  it('accepts valid unit data and fills the defaults of optional parameters', () => {
    const result = parseBusinessUnit(unitData());
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.unit.b2cMinQty).toBe(1);
    expect(result.unit.gmtOffset).toBe(4);
    expect(result.unit.features.wallet).toBe(true);
  });

  it('accepts the optional wallet switches', () => {
    const data = unitData();
    const result = parseBusinessUnit({
      ...data,
      features: { ...data.features, allowsWalletOnlyPayment: false, hideWalletTopUp: true },
    });
    expect(result.success && result.unit.features).toMatchObject({
      allowsWalletOnlyPayment: false,
      hideWalletTopUp: true,
    });
  });

  it('names a missing feature switch', () => {
    const data = unitData();
    const features: Partial<typeof data.features> = { ...data.features };
    delete features.wallet;
    expect(errorsOf({ ...data, features })).toEqual([expect.stringMatching(/^features\.wallet: /)]);
  });

  it('names a wrongly typed parameter', () => {
    expect(errorsOf({ ...unitData(), isEnableGuestMode: 'yes' })).toEqual([
      expect.stringMatching(/^isEnableGuestMode: /),
    ]);
  });

  it('rejects a default language the unit does not offer', () => {
    expect(errorsOf({ ...unitData(), defaultLanguage: 'fr' })).toEqual([
      'defaultLanguage: The default language must be one of the unit languages',
    ]);
  });

  it('rejects an empty or unknown payment type list', () => {
    expect(errorsOf({ ...unitData(), paymentType: ' | ' })).toEqual([
      'paymentType: At least one payment type is required',
    ]);
    expect(errorsOf({ ...unitData(), paymentType: 'C04|99|XX' })).toEqual([
      'paymentType: Unknown payment type: 99, XX',
    ]);
  });

  it('rejects unknown login methods in memberShip', () => {
    expect(errorsOf({ ...unitData(), memberShip: 'NL,Facebook' })).toEqual([
      'memberShip: Unknown login method: Facebook',
    ]);
  });

  it('rejects a minimum quantity above the maximum', () => {
    expect(errorsOf({ ...unitData(), b2cMinQty: 11, b2cMaxQty: 10 })).toEqual([
      'b2cMinQty: b2cMinQty must not exceed b2cMaxQty',
    ]);
  });

  it('takes a largest wallet top-up in minor units, never below the AED 50 minimum', () => {
    const result = parseBusinessUnit({ ...unitData(), walletTopUpMaxAmount: 500_000 });
    expect(result.success && result.unit.walletTopUpMaxAmount).toBe(500_000);
    expect(errorsOf({ ...unitData(), walletTopUpMaxAmount: 4_999 })).toEqual([
      'walletTopUpMaxAmount: walletTopUpMaxAmount must not be below the wallet top-up minimum',
    ]);
    expect(errorsOf({ ...unitData(), walletTopUpMaxAmount: 1e300 })).toEqual([
      expect.stringMatching(/^walletTopUpMaxAmount: Invalid safe integer/),
    ]);
  });

  it('reports something readable for input that is not an object', () => {
    expect(errorsOf(null)).toEqual([expect.stringMatching(/^unit: Invalid type/)]);
  });

  it('throws every error at once for start-up code', () => {
    expect(parseBusinessUnitOrThrow(unitData()).buId).toBe('97');
    expect(() => parseBusinessUnitOrThrow({ ...unitData(), currency: 'DIRHAM', paymentType: '' })).toThrow(
      InvalidBusinessUnitError,
    );
    let thrown: unknown;
    try {
      parseBusinessUnitOrThrow({ ...unitData(), currency: 'DIRHAM' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InvalidBusinessUnitError);
    expect((thrown as InvalidBusinessUnitError).errors).toEqual([expect.stringMatching(/^currency: /)]);
    expect((thrown as Error).message).toMatch(/^Invalid business unit: currency: /);
  });
});
