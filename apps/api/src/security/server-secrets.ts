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
