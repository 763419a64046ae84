import { CLOCK_SKEW_TOLERANCE_MS } from './constants';

/** What the page tells of its browser for fingerprint signing (spec 2: fonts, screenResolution, platform). */
export interface FingerprintComponents {
  fonts: string[];
  screenResolution: string;
  platform: string;
}

/** How long a signed fingerprint (the login's traditional token) is honoured: the clock tolerance. */
export const FINGERPRINT_MAX_AGE_MS = CLOCK_SKEW_TOLERANCE_MS;

/**
 * The text whose SHA-256 (lower-case hex) is the fingerprint hash: the page hashes it, the server
 * hashes it again to check the hash belongs to the components sent with it. Font order does not count.
 */
export function fingerprintText(components: FingerprintComponents): string {
  const fonts = [...components.fonts].sort().join(',');
  return `fonts=${fonts}\nscreenResolution=${components.screenResolution}\nplatform=${components.platform}`;
}

/** The text the server signs (HMAC-SHA-256): the hash and the server's time of signing. */
export function fingerprintSigningText(hash: string, timestamp: number): string {
  return `${hash}\n${timestamp}`;
}

/** A signed fingerprint as the login's traditionalToken carries it (decision 0058). */
export interface SignedFingerprint {
  hash: string;
  timestamp: number;
  sign: string;
}

export function traditionalTokenOf({ hash, timestamp, sign }: SignedFingerprint): string {
  return `${timestamp}.${hash}.${sign}`;
}

/** The parts of a traditional token, or null when it is not one. */
export function readTraditionalToken(token: string): SignedFingerprint | null {
  const match = /^(\d{10,14})\.([A-Za-z0-9]{8,128})\.([A-Za-z0-9_-]{43})$/.exec(token);
  return match ? { timestamp: Number(match[1]), hash: match[2], sign: match[3] } : null;
}
