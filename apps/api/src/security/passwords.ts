import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import pLimit from 'p-limit';

/** scrypt work factors; the stored hash records its own, so they can rise without a migration. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP password storage cheat sheet: scrypt with N=2^17, r=8, p=1. */
export const OWASP_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

const KEY_LENGTH = 32;
const SALT_BYTES = 16;

/**
 * At most half of libuv's thread pool derives password keys at once. At OWASP's cost a derivation holds a
 * thread for most of a second, and a burst of sign-ins would otherwise take every thread from the file
 * look-ups, compression and crypto that every other request waits on (the load test measured pages' p95 at
 * 2.9 s behind four logins on one replica; docs/deploy.md). The other sign-ins wait their turn in order.
 */
const THREAD_POOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE) || 4;
const derivations = pLimit(Math.max(1, Math.floor(THREAD_POOL_SIZE / 2)));

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = {
    N: cost.N,
    r: cost.r,
    p: cost.p,
    maxmem: 256 * cost.N * cost.r * cost.p + 1024 * 1024,
  };
  return derivations(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string, cost: ScryptCost): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** The parameters a stored hash was made with. */
export function costOf(stored: string): ScryptCost {
  const [, n, r, p] = stored.split('$');
  return { N: Number(n), r: Number(r), p: Number(p) };
}

/**
 * Verifies against a real hash even when the account does not exist, so the answer time does not
 * tell which emails have accounts.
 */
export class PasswordChecker {
  private decoy: Promise<string> | null = null;

  constructor(readonly cost: ScryptCost) {}

  hash(password: string): Promise<string> {
    return hashPassword(password, this.cost);
  }

  async verify(password: string, stored: string | null): Promise<boolean> {
    if (stored) return verifyPassword(password, stored);
    this.decoy ??= hashPassword(randomBytes(12).toString('base64url'), this.cost);
    await verifyPassword(password, await this.decoy);
    return false;
  }
}
