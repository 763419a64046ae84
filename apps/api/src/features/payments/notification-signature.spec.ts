import { createHmac } from 'node:crypto';
import { checkNotificationSignature, SIGNATURE_TOLERANCE_MS } from './notification-signature';

const SECRET = 'a-shared-secret-of-the-provider';
const BODY = '{"id":"evt_1","type":"payment.succeeded","paymentId":"psp_1"}';
const NOW = Date.parse('2026-05-01T10:00:00Z');
const t = NOW / 1000;
const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

describe('a notification signature', () => {
  it('is valid when its HMAC of "t.body" is right and t is recent, ahead or behind', () => {
    expect(checkNotificationSignature(SECRET, `t=${t},v1=${hmac(SECRET, t, BODY)}`, BODY, NOW)).toBe('valid');
    const early = t - 299;
    expect(checkNotificationSignature(SECRET, `t=${early},v1=${hmac(SECRET, early, BODY)}`, BODY, NOW)).toBe('valid');
    const ahead = t + 60;
    expect(checkNotificationSignature(SECRET, `t=${ahead}, v1=${hmac(SECRET, ahead, BODY)}`, BODY, NOW)).toBe('valid');
    // Two signatures while the secret rotates: either may match.
    const rotating = `t=${t},v1=${hmac('the-old-secret', t, BODY)},v1=${hmac(SECRET, t, BODY)}`;
    expect(checkNotificationSignature(SECRET, rotating, BODY, NOW)).toBe('valid');
  });

  it('is wrong under another secret, for another body or another time', () => {
    expect(checkNotificationSignature(SECRET, `t=${t},v1=${hmac('another', t, BODY)}`, BODY, NOW)).toBe('wrong');
    const tampered = BODY.replace('psp_1', 'psp_2');
    expect(checkNotificationSignature(SECRET, `t=${t},v1=${hmac(SECRET, t, BODY)}`, tampered, NOW)).toBe('wrong');
    expect(checkNotificationSignature(SECRET, `t=${t + 1},v1=${hmac(SECRET, t, BODY)}`, BODY, NOW)).toBe('wrong');
  });

  it('is stale once older than the tolerance, or as far ahead', () => {
    const old = t - SIGNATURE_TOLERANCE_MS / 1000 - 1;
    expect(checkNotificationSignature(SECRET, `t=${old},v1=${hmac(SECRET, old, BODY)}`, BODY, NOW)).toBe('stale');
    const future = t + SIGNATURE_TOLERANCE_MS / 1000 + 1;
    expect(checkNotificationSignature(SECRET, `t=${future},v1=${hmac(SECRET, future, BODY)}`, BODY, NOW)).toBe('stale');
  });

  it('is malformed without a time or a signature, or with too many', () => {
    const v1 = hmac(SECRET, t, BODY);
    for (const header of [undefined, '', `v1=${v1}`, `t=${t}`, `t=soon,v1=${v1}`, `t=${t},v1=${v1.slice(2)}`])
      expect(checkNotificationSignature(SECRET, header, BODY, NOW)).toBe('malformed');
    expect(checkNotificationSignature(SECRET, `t=${t}${`,v1=${v1}`.repeat(5)}`, BODY, NOW)).toBe('malformed');
  });
});
