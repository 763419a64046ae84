import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accounts, cardLedger, giftCards, products } from '../../db/schema';
import type { CardMovement, GiftCard } from '../gift-cards/gift-card-store';
import { cardTopUps, cardTransfers } from './card-tables';

export type CardProduct = typeof products.$inferSelect;
export type CardTransfer = typeof cardTransfers.$inferSelect;
export type CardTopUp = typeof cardTopUps.$inferSelect;

/** The queries of the card calls beyond the gift-card store: owners, products, transfers, top-ups. */
export class CardRepository {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** The member's live (not transferred) cards of a unit, oldest first. */
  async ownedBy(accountId: number, buId: string): Promise<GiftCard[]> {
    return this.db
      .select()
      .from(giftCards)
      .where(and(eq(giftCards.ownerAccountId, accountId), eq(giftCards.buId, buId), isNull(giftCards.retiredAt)))
      .orderBy(asc(giftCards.id));
  }

  /** The products of the given item codes in a unit (inactive ones too: a card outlives its product's sale). */
  async products(buId: string, itemCodes: readonly string[]): Promise<Map<string, CardProduct>> {
    if (itemCodes.length === 0) return new Map();
    const rows = await this.db
      .select()
      .from(products)
      .where(and(eq(products.buId, buId), inArray(products.itemCode, [...new Set(itemCodes)])));
    return new Map(rows.map((row) => [row.itemCode, row]));
  }

  async product(buId: string, itemCode: string | null): Promise<CardProduct | null> {
    if (!itemCode) return null;
    return (await this.products(buId, [itemCode])).get(itemCode) ?? null;
  }

  /** Makes the account the card's owner unless someone else owns it; answers the owner afterwards. */
  async claim(cardId: number, accountId: number): Promise<number | null> {
    await this.db
      .update(giftCards)
      .set({ ownerAccountId: accountId })
      .where(and(eq(giftCards.id, cardId), isNull(giftCards.ownerAccountId)));
    const [row] = await this.db
      .select({ owner: giftCards.ownerAccountId })
      .from(giftCards)
      .where(eq(giftCards.id, cardId));
    return row?.owner ?? null;
  }

  /** Sets the account's isActivateAccount to 1 (importing a card activates the account). */
  async activateAccount(accountId: number): Promise<void> {
    await this.db.update(accounts).set({ isActivateAccount: 1 }).where(eq(accounts.id, accountId));
  }

  async accountEmail(accountId: number): Promise<string | null> {
    const [row] = await this.db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, accountId));
    return row?.email ?? null;
  }

  /** One page of a card's movements, newest first, and their total. */
  async movementPage(
    cardId: number,
    page: number,
    pageSize: number,
  ): Promise<{ totalCount: number; movements: CardMovement[] }> {
    const [{ total }] = await this.db.select({ total: count() }).from(cardLedger).where(eq(cardLedger.cardId, cardId));
    const movements = await this.db
      .select({
        id: cardLedger.id,
        type: cardLedger.type,
        amount: cardLedger.amount,
        balanceAfter: cardLedger.balanceAfter,
        reference: cardLedger.reference,
        createdAt: cardLedger.createdAt,
      })
      .from(cardLedger)
      .where(eq(cardLedger.cardId, cardId))
      .orderBy(desc(cardLedger.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return { totalCount: Number(total), movements };
  }

  async transferByReference(reference: string, db: Db = this.db): Promise<CardTransfer | null> {
    const [row] = await db.select().from(cardTransfers).where(eq(cardTransfers.reference, reference));
    return row ?? null;
  }

  /** A requested top-up of a card; one per client key and card. */
  async startTopUp(topUp: {
    cardId: number;
    accountId: number;
    amount: number;
    currency: string;
    clientKey: string;
  }): Promise<CardTopUp> {
    const [existing] = await this.db
      .select()
      .from(cardTopUps)
      .where(and(eq(cardTopUps.cardId, topUp.cardId), eq(cardTopUps.clientKey, topUp.clientKey)));
    if (existing) return existing;
    const [row] = await this.db
      .insert(cardTopUps)
      .values({ ...topUp, createdAt: new Date(this.now()) })
      .returning();
    return row;
  }

  async topUp(id: number, db: Db = this.db): Promise<CardTopUp | null> {
    const [row] = await db.select().from(cardTopUps).where(eq(cardTopUps.id, id));
    return row ?? null;
  }

  /** Decides a requested top-up once: Y with its payment, or N; false when it was decided already. */
  async decideTopUp(id: number, status: 'Y' | 'N', paymentId: string, db: Db = this.db): Promise<boolean> {
    const decided = await db
      .update(cardTopUps)
      .set({ status, paymentId, decidedAt: new Date(this.now()) })
      .where(and(eq(cardTopUps.id, id), eq(cardTopUps.status, 'R')))
      .returning({ id: cardTopUps.id });
    return decided.length > 0;
  }
}
