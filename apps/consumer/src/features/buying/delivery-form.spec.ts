import { validate } from '@shop/validation';
import {
  deliveryFormSchema,
  deliveryTypesFor,
  timingOf,
  type DeliveryFormValues,
  type DeliveryRuleContext,
} from './delivery-form';
import { initialDelivery } from './delivery-defaults';

// 2026-03-10 22:30 UTC: already the 11th in Dubai (UTC+4), still the 10th in Paris (UTC+1).
const NOW = new Date('2026-03-10T22:30:00Z');
const context = (overrides: Partial<DeliveryRuleContext> = {}): DeliveryRuleContext => ({
  mode: 'friend',
  deliverType: 'Email',
  physical: false,
  guest: true,
  allowFixedLine: false,
  now: () => NOW,
  ...overrides,
});
const values = (overrides: Partial<DeliveryFormValues> = {}): DeliveryFormValues => ({
  ...initialDelivery({ senderName: 'Layla Haddad', countryCode: 'AE', timeZone: 'Asia/Dubai' }),
  senderEmail: 'layla@example.com',
  receiverName: 'Omar Haddad',
  receiverEmail: 'omar@example.com',
  ...overrides,
});
function check(input: DeliveryFormValues, overrides: Partial<DeliveryRuleContext> = {}) {
  const result = validate(deliveryFormSchema(context({ deliverType: input.deliverType, ...overrides })), input);
  return result.success
    ? { ok: result.output as unknown as DeliveryFormValues }
    : // The form shows the first message of a field.
      { errors: Object.fromEntries(result.errors.reverse().map((error) => [error.path, error.message])) };
}

describe('the delivery step', () => {
  it('offers email, SMS or both for a friend, PDF for oneself, and the post for a physical card', () => {
    expect(deliveryTypesFor('friend', false)).toEqual(['Email', 'SMS', 'BOTH']);
    expect(deliveryTypesFor('self', false)).toEqual(['Email', 'SMS', 'PDF']);
    expect(deliveryTypesFor('friend', true)).toEqual(['Physical']);
  });

  it("needs the receiver's email for email, the mobile number for SMS, and both for both", () => {
    expect(check(values({ receiverEmail: '' })).errors).toEqual({ receiverEmail: 'This field is required.' });
    expect(check(values({ deliverType: 'SMS', receiverEmail: '' })).errors).toEqual({
      'receiverPhone.number': 'This field is required.',
    });
    const both = check(
      values({ deliverType: 'BOTH', receiverEmail: 'x', receiverPhone: { areaCode: '971', number: '12' } }),
    );
    expect(both.errors).toEqual({
      receiverEmail: 'not valid email format',
      'receiverPhone.number': 'wrong phone number',
    });
    expect(
      check(values({ deliverType: 'SMS', receiverPhone: { areaCode: '971', number: '050 123 4567' } })).ok,
    ).toBeTruthy();
  });

  it('refuses a fixed line for an SMS, and takes one for a physical delivery', () => {
    const landline = { areaCode: '971', number: '04 555 0190' };
    expect(check(values({ deliverType: 'SMS', receiverPhone: landline })).errors).toEqual({
      'receiverPhone.number': 'wrong phone number',
    });
    const post = values({
      deliverType: 'Physical',
      receiverPhone: landline,
      receiverFirstName: 'Omar',
      receiverLastName: 'Haddad',
      receiverAddress: 'Villa 12, Street 4',
      receiverCity: 'Dubai',
    });
    expect(check(post, { physical: true, allowFixedLine: true }).ok).toBeTruthy();
  });

  it('needs the address of a physical card, with the address rules', () => {
    const post = values({ deliverType: 'Physical', receiverPhone: { areaCode: '971', number: '0501234567' } });
    expect(check({ ...post, receiverCity: 'Dubai <script>' }, { physical: true, allowFixedLine: true }).errors).toEqual(
      {
        receiverFirstName: 'This field is required.',
        receiverLastName: 'This field is required.',
        receiverAddress: 'This field is required.',
        receiverCity: 'The field you entered may contain illegal attack characters',
      },
    );
  });

  it("asks a guest for the sender's email, not a member (who may still give one, well formed)", () => {
    expect(check(values({ senderEmail: '' })).errors).toEqual({ senderEmail: 'This field is required.' });
    expect(check(values({ senderEmail: '' }), { guest: false }).ok).toBeTruthy();
    expect(check(values({ senderEmail: 'layla@' }), { guest: false }).errors).toEqual({
      senderEmail: 'not valid email format',
    });
  });

  it('for oneself needs no receiver: the sender is the receiver', () => {
    const self = values({ receiverName: '', receiverEmail: '' });
    expect(check(self, { mode: 'self' }).ok).toBeTruthy();
    expect(check({ ...self, senderEmail: '' }, { mode: 'self', guest: false }).errors).toEqual({
      senderEmail: 'This field is required.',
    });
  });

  it('turns today, tomorrow and the day after into the day in the chosen time zone', () => {
    expect(timingOf({ when: 'now', deliverDate: '', deliverTimeZone: 'Asia/Dubai' }, NOW)).toEqual({
      deliverDate: '',
      deliverTimeZone: '',
    });
    expect(timingOf({ when: 'tomorrow', deliverDate: '', deliverTimeZone: 'Asia/Dubai' }, NOW)).toEqual({
      deliverDate: '2026-03-12',
      deliverTimeZone: 'Asia/Dubai',
    });
    expect(timingOf({ when: 'dayAfter', deliverDate: '', deliverTimeZone: 'Europe/Paris' }, NOW)).toEqual({
      deliverDate: '2026-03-12',
      deliverTimeZone: 'Europe/Paris',
    });
    expect(check(values({ when: 'tomorrow' })).ok).toMatchObject({
      deliverDate: '2026-03-12',
      deliverTimeZone: 'Asia/Dubai',
    });
  });

  it('takes a chosen date from today on in its time zone, and no later than a year ahead', () => {
    expect(check(values({ when: 'date', deliverDate: '2026-03-10' })).errors).toEqual({
      deliverDate: 'The delivery date cannot be in the past.',
    });
    expect(check(values({ when: 'date', deliverDate: '2026-03-10', deliverTimeZone: 'Europe/Paris' })).ok).toBeTruthy();
    expect(check(values({ when: 'date', deliverDate: '' })).errors).toEqual({ deliverDate: 'Choose a delivery date.' });
    expect(check(values({ when: 'date', deliverDate: '2027-06-01' })).errors).toEqual({
      deliverDate: 'The delivery date must be within 365 days.',
    });
    expect(check(values({ when: 'tomorrow', deliverTimeZone: '' })).errors).toEqual({
      deliverTimeZone: 'Choose a time zone.',
    });
  });
});
