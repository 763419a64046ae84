import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { serverSecrets } from './security-tables';

/**
 * A 256-bit secret shared by every replica: created once in the database, read afterwards. The
 * first writer wins, so replicas starting together still agree.
 */
export async function serverSecret(db: Db, name: string): Promise<Uint8Array<ArrayBuffer>> {
  await db
    .insert(serverSecrets)
    .values({ name, secret: new Uint8Array(randomBytes(32)) })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  return new Uint8Array(row.secret);
}

const remembered = new WeakMap<Db, Map<string, Promise<Uint8Array<ArrayBuffer>>>>();

/**
 * serverSecret read once per process and database: a secret never changes once written, so a request
 * path (a payment page's init token, twice per purchase) need not ask the database again. Only for the
 * database itself, never a transaction (one rolled back would leave a secret no replica shares).
 */
export function rememberedServerSecret(db: Db, name: string): Promise<Uint8Array<ArrayBuffer>> {
  const secrets = remembered.get(db) ?? new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
  remembered.set(db, secrets);
  let secret = secrets.get(name);
  if (!secret) {
    secret = serverSecret(db, name).catch((error: unknown) => {
      secrets.delete(name);
      throw error;
    });
    secrets.set(name, secret);
  }
  return secret;
}
