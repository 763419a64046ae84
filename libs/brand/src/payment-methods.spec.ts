import { MEMBER_LEVELS } from '@shop/contracts';
import { paymentMethodsFor } from './payment-methods';

const unit = { paymentType: 'C04|14|15|IBT' };

describe('payment methods', () => {
  it("use the unit's payment types without a contract type", () => {
    expect(paymentMethodsFor(unit)).toEqual(['C04', '14', '15', 'IBT']);
    expect(paymentMethodsFor(unit, null)).toEqual(['C04', '14', '15', 'IBT']);
  });

  it("use the unit's payment types for a Registered (3) contract", () => {
    expect(paymentMethodsFor(unit, MEMBER_LEVELS.Registered)).toEqual(['C04', '14', '15', 'IBT']);
  });

  it('force bank transfer and bank check for a Light (1) contract', () => {
    expect(paymentMethodsFor(unit, MEMBER_LEVELS.Light)).toEqual(['03', '05']);
  });

  it('force wallet, bank transfer and bank check for an EnCompte (2) contract', () => {
    expect(paymentMethodsFor(unit, MEMBER_LEVELS.EnCompte)).toEqual(['14', '03', '05']);
  });

  it("fall back to the unit's list for an unknown contract type", () => {
    expect(paymentMethodsFor(unit, 9)).toEqual(['C04', '14', '15', 'IBT']);
  });

  it('hand out a fresh list each time', () => {
    paymentMethodsFor(unit, MEMBER_LEVELS.Light).push('C04');
    expect(paymentMethodsFor(unit, MEMBER_LEVELS.Light)).toEqual(['03', '05']);
  });
});
