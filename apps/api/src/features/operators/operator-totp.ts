import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

// The operators' second factor (decision 0038): RFC 6238 TOTP with `otpauth` — 6 digits, 30-second steps,
// SHA-1 (what every authenticator app reads), one step of clock drift either way. The secret is stored
// sealed with a server key (AES-256-GCM) and answered only once, when the account is created.

const PERIOD_SECONDS = 30;
const DIGITS = 6;
const ALGORITHM = 'SHA1';
/** The name authenticator apps show above the code. */
export const TOTP_ISSUER = 'Gift shop operators';

function totpOf(base32Secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(base32Secret),
  });
}

/** A new random secret (160 bits), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app enrols from (a QR code of it). */
export function totpUri(base32Secret: string, email: string): string {
  return totpOf(base32Secret, email).toString();
}

/** The current code of a secret (the seed's demo operators and the tests compute theirs like this). */
export function totpCodeAt(base32Secret: string, timestampMs: number): string {
  return totpOf(base32Secret).generate({ timestamp: timestampMs });
}

/** The 30-second step a code belongs to (within one step of `nowMs`), or null when it matches none. */
export function matchingStep(base32Secret: string, code: string, nowMs: number): number | null {
  const delta = totpOf(base32Secret).validate({ token: code, timestamp: nowMs, window: 1 });
  return delta === null ? null : Math.floor(nowMs / 1000 / PERIOD_SECONDS) + delta;
}

/** Seals and opens TOTP secrets at rest with the server's operator key (AES-256-GCM, random IV). */
export class TotpSealer {
  constructor(private readonly key: Uint8Array) {}

  seal(base32Secret: string): Uint8Array {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(base32Secret, 'utf8'), cipher.final()]);
    return new Uint8Array(Buffer.concat([iv, cipher.getAuthTag(), sealed]));
  }

  open(sealed: Uint8Array): string {
    const bytes = Buffer.from(sealed);
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  }
}

/** The server secret's name of the key TotpSealer uses (security/server-secrets.ts). */
export const TOTP_SEALING_SECRET = 'operator-totp-sealing';
