import { isPaymentReturnType, memberToValidate, unlockOrderNo } from './return-params';

const encodeInfo = (value: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');

describe('payment return parameters', () => {
  it('accepts only the order, topup and topupWallet return types', () => {
    expect(['order', 'topup', 'topupWallet'].every(isPaymentReturnType)).toBe(true);
    expect(isPaymentReturnType('refund')).toBe(false);
    expect(isPaymentReturnType(undefined)).toBe(false);
  });

  it('unlock needs an order number in the query', () => {
    expect(unlockOrderNo(new URLSearchParams('orderNo=GC-1001'))).toBe('GC-1001');
    expect(unlockOrderNo(new URLSearchParams('orderNo=%20'))).toBeNull();
    expect(unlockOrderNo(new URLSearchParams(''))).toBeNull();
  });

  it('member validation decodes name and email from info, including non-Latin names', () => {
    const info = encodeInfo({ name: 'ليلى حداد', email: 'layla@example.com' });
    expect(memberToValidate(new URLSearchParams({ token: 't1', info }))).toEqual({
      token: 't1',
      name: 'ليلى حداد',
      email: 'layla@example.com',
    });
  });

  it('member validation reads info without base64 padding, as the API writes it', () => {
    const padded = encodeInfo({ name: 'Omar F', email: 'omar@example.com' });
    expect(padded.endsWith('=')).toBe(true);
    const info = padded.replace(/=+$/, '');
    expect(memberToValidate(new URLSearchParams({ token: 't1', info }))).toEqual({
      token: 't1',
      name: 'Omar F',
      email: 'omar@example.com',
    });
  });

  it('member validation without token, without info or with unreadable info goes home', () => {
    const info = encodeInfo({ name: 'A', email: 'a@example.com' });
    expect(memberToValidate(new URLSearchParams({ info }))).toBeNull();
    expect(memberToValidate(new URLSearchParams({ token: 't' }))).toBeNull();
    expect(memberToValidate(new URLSearchParams({ token: 't', info: '%%%' }))).toBeNull();
    expect(memberToValidate(new URLSearchParams({ token: 't', info: encodeInfo({ name: 1 }) }))).toBeNull();
  });
});
