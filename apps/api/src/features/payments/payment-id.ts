import { randomBytes } from 'node:crypto';

/** A new unguessable payment id: 'pay_' and 128 bits from the CSPRNG in base64url. */
export function newPaymentId(): string {
  return `pay_${randomBytes(16).toString('base64url')}`;
}
