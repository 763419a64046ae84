import { checkCard, expiryEnd, luhnValid } from './test-cards';

const now = new Date('2026-11-22T12:00:00Z');
const valid = { cardholder: 'Layla Haddad', cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

describe('the card checks of the sandbox page', () => {
  it('accepts the test cards with their outcomes', () => {
    expect(checkCard(valid, now)).toEqual({ errors: {}, outcome: 'success' });
    expect(checkCard({ ...valid, cardNumber: '4000000000000002' }, now).outcome).toBe('decline');
    expect(checkCard({ ...valid, cardNumber: '4000-0000-0000-3220' }, now).outcome).toBe('challenge');
  });

  it('says what is wrong with each field', () => {
    const { errors, outcome } = checkCard(
      { cardholder: '', cardNumber: '4242424242424241', expiry: '13/30', cvc: '12' },
      now,
    );
    expect(outcome).toBeNull();
    expect(errors).toEqual({
      cardholder: "Enter the cardholder's name as it appears on the card.",
      cardNumber: 'Your card number is invalid.',
      expiry: 'Enter the expiry date as MM/YY.',
      cvc: 'Enter the 3-digit security code from the back of your card.',
    });
  });

  it('refuses a past expiry and accepts the current month', () => {
    expect(checkCard({ ...valid, expiry: '10/26' }, now).errors.expiry).toBe("Your card's expiry date is in the past.");
    expect(checkCard({ ...valid, expiry: '11/26' }, now).outcome).toBe('success');
    expect(expiryEnd('11/2026')?.toISOString()).toBe('2026-11-30T23:59:59.999Z');
  });

  it('refuses a well-formed number that is not a test card', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(checkCard({ ...valid, cardNumber: '4111111111111111' }, now).errors.cardNumber).toMatch(/test cards/);
  });
});
