import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random bearer token: 256 bits from the CSPRNG, base64url. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** How tokens are stored: their SHA-256 digest (hex). A stored digest never works as a token. */
export function digestToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A numeric one-time code of `length` digits, uniformly drawn. */
export function randomDigits(length: number): string {
  let code = '';
  for (let index = 0; index < length; index += 1) code += String(randomInt(10));
  return code;
}

export function sameDigest(left: string, right: string): boolean {
  const a = Buffer.from(left, 'hex');
  const b = Buffer.from(right, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
