import { and, asc, count, eq, gt, isNotNull, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { SealedCard } from './card-key-chain';
import { giftCards } from './gift-card-tables';

/** A card moved to other keys: its new hashes, sealed code and key version. */
export interface ResealedCard {
  id: number;
  /** The number hash the card had when read: the move is skipped if it changed meanwhile. */
  fromNumberHash: string;
  numberHash: string;
  pinHash: string;
  sealedCode: string;
  cardKeyId: string;
}

const sealedColumns = {
  id: giftCards.id,
  cardKeyId: giftCards.cardKeyId,
  numberHash: giftCards.numberHash,
  pinHash: giftCards.pinHash,
  sealedCode: giftCards.sealedCode,
};

/** The queries of card key versions: the start-up check and the reseal (decision 0062). */
export class CardKeyStore {
  constructor(private readonly db: Db) {}

  /** Per key version other than `known`, how many cards it holds (most first). */
  async cardsUnderOtherKeys(known: string[]): Promise<{ keyId: string; cards: number }[]> {
    const rows = await this.db
      .select({ keyId: giftCards.cardKeyId, cards: count() })
      .from(giftCards)
      .where(and(isNotNull(giftCards.cardKeyId), notInArray(giftCards.cardKeyId, known)))
      .groupBy(giftCards.cardKeyId)
      .orderBy(sql`count(*) DESC`);
    return rows.map((row) => ({ keyId: row.keyId ?? '', cards: Number(row.cards) }));
  }

  /** The newest card issued before key versions that has a sealed code, if any is left. */
  async oneUnversionedSealedCard(): Promise<SealedCard | null> {
    const [card] = await this.db
      .select(sealedColumns)
      .from(giftCards)
      .where(and(isNull(giftCards.cardKeyId), isNotNull(giftCards.sealedCode)))
      .orderBy(sql`${giftCards.id} DESC`)
      .limit(1);
    return card ?? null;
  }

  /** How many cards are not under the key version `keyId` (unversioned ones included). */
  async countNotUnder(keyId: string): Promise<number> {
    const [row] = await this.db.select({ cards: count() }).from(giftCards).where(notUnder(keyId));
    return Number(row.cards);
  }

  /**
   * In `tx`: the next `limit` cards after id `afterId` not under `keyId`, locked until the transaction
   * ends so a redemption or a wrong-PIN count on them waits for their move instead of racing it.
   */
  async lockBatchNotUnder(tx: Db, keyId: string, afterId: number, limit: number): Promise<SealedCard[]> {
    return tx
      .select(sealedColumns)
      .from(giftCards)
      .where(and(gt(giftCards.id, afterId), notUnder(keyId)))
      .orderBy(asc(giftCards.id))
      .limit(limit)
      .for('update');
  }

  /** In `tx`: stores a card's new hashes and sealed code; false when its number hash changed meanwhile. */
  async moveCard(tx: Db, card: ResealedCard): Promise<boolean> {
    const moved = await tx
      .update(giftCards)
      .set({
        numberHash: card.numberHash,
        pinHash: card.pinHash,
        sealedCode: card.sealedCode,
        cardKeyId: card.cardKeyId,
      })
      .where(and(eq(giftCards.id, card.id), eq(giftCards.numberHash, card.fromNumberHash)))
      .returning({ id: giftCards.id });
    return moved.length === 1;
  }
}

const notUnder = (keyId: string) => or(isNull(giftCards.cardKeyId), ne(giftCards.cardKeyId, keyId));
