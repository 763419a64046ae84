import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { carts } from './cart-tables';

/** The server copy of each account's cart, kept sealed (the handlers seal and open it). */
export class CartRepository {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Keeps the account's sealed cart, replacing the one before; answers when it was saved. */
  async save(accountId: number, sealedCart: string): Promise<number> {
    const updatedAt = new Date(this.now());
    await this.db
      .insert(carts)
      .values({ accountId, sealedCart, updatedAt })
      .onConflictDoUpdate({ target: carts.accountId, set: { sealedCart, updatedAt } });
    return updatedAt.getTime();
  }

  /** The account's sealed cart, or null when it has none. */
  async sealedCartOf(accountId: number): Promise<string | null> {
    const [row] = await this.db
      .select({ sealedCart: carts.sealedCart })
      .from(carts)
      .where(eq(carts.accountId, accountId));
    return row?.sealedCart ?? null;
  }

  async remove(accountId: number): Promise<void> {
    await this.db.delete(carts).where(eq(carts.accountId, accountId));
  }
}
