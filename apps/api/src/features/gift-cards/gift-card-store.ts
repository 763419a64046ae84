import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { cardExpiry } from './card-expiry';
import { cardLedger, giftCards, type CardMovementType } from './gift-card-tables';

/** The reference of a card's opening ledger row (references are unique per card). */
export const OPENING_REFERENCE = 'issue';

/** Cards per INSERT: far below PostgreSQL's 65,535 parameters a statement (16 a card). */
const ISSUE_CHUNK = 1000;

export type GiftCard = typeof giftCards.$inferSelect;
export type CardMovement = Pick<typeof cardLedger.$inferSelect, 'id' | 'type' | 'amount' | 'balanceAfter'> & {
  reference: string;
  createdAt: Date;
};

/**
 * The movements after issue: P takes (negative amount), L, C and G give (positive amount). R (a refund
 * cancelling the card) is written only by the back office's refunds, with the card's cancellation.
 */
export type BalanceMovementType = Exclude<CardMovementType, 'I' | 'R'>;

/** updateCard's actions (spec 2 section 7): Block and UnBlock set isBlocked, NEW and USED the cardState. */
export type CardAction = 'Block' | 'UnBlock' | 'NEW' | 'USED';

export interface NewGiftCard {
  buId: string;
  numberHash: string;
  /** The PIN's hash for the card's id (cardPinHash binds the PIN to the id, known only here). */
  pinHashFor(cardId: number): string;
  currency: string;
  /** The opening balance in minor units. */
  amount: number;
  validMonths: number;
  /** When the card stops working; by default validMonths after issue (a transferred card keeps the old date). */
  expiresAt?: Date;
  orderNo?: string | null;
  ownerAccountId?: number | null;
  /** The product the card was bought as. */
  itemCode?: string | null;
  /** The order line and the card's place in it (unique per order: one set of cards per order). */
  lineNo?: number | null;
  lineSeq?: number | null;
  /** The number and PIN sealed under the vault key (card-vault.ts), for cardResend. */
  sealedCode?: string | null;
  /** The version of the keys of numberHash, pinHashFor and sealedCode (CardKeys.id, decision 0062). */
  cardKeyId?: string | null;
  /** The reference of the opening row; a transfer uses its own so both movements share one. */
  openingReference?: string;
}

/**
 * What move() did:
 * - moved: the balance changed and the movement was written; `balance` is the new balance;
 * - insufficient: the balance would go below zero; nothing written;
 * - inactive: the card is blocked, expired or retired (transferred); nothing written;
 * - not-found: no such card;
 * - duplicate: the card already has a movement with this reference (a replay): `movement` is that
 *   first movement, and nothing was written again.
 */
export type MoveResult =
  | { outcome: 'moved'; balance: number; movementId: number }
  | { outcome: 'insufficient'; balance: number }
  | { outcome: 'inactive'; reason: 'blocked' | 'expired' | 'retired' }
  | { outcome: 'not-found' }
  | { outcome: 'duplicate'; movement: CardMovement };

export interface WrongPinResult {
  failedPinCount: number;
  /** Until when the card is closed to clients other than its holder's (decision 0018). */
  lockedUntil: Date | null;
}

/** Thrown inside move()'s transaction to roll back a balance change whose reference was taken meanwhile. */
class ReferenceTaken extends Error {}

/**
 * Whether strangers' wrong PINs have closed the card at `now` (ms): the card's failure caps are reached,
 * so only its holder's clients may still open it (features/cards/card-guess-limits.ts, decision 0018).
 */
export function isClosedToStrangers(card: Pick<GiftCard, 'lockedUntil'>, now: number): boolean {
  return (card.lockedUntil?.getTime() ?? 0) > now;
}

/**
 * Gift cards and their append-only ledger. Every balance change is one conditional UPDATE of the card
 * (balance + amount >= 0, active, not expired) and one ledger INSERT in the same transaction; the
 * UPDATE's row lock orders concurrent movements on a card, and the unique (card, reference) makes a
 * replay find its first movement. Ledger rows are never updated or deleted (the database refuses).
 */
function checkAmounts(cards: readonly NewGiftCard[]): void {
  for (const card of cards) {
    if (!Number.isSafeInteger(card.amount) || card.amount <= 0)
      throw new RangeError(`a card's amount is a positive number of minor units, not ${card.amount}`);
  }
}

export class GiftCardStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Inserts a card and its opening ledger row (type I) in one transaction; answers the card. */
  async issue(card: NewGiftCard, db: Db = this.db): Promise<GiftCard> {
    const [issued] = await this.issueAll([card], db);
    return issued;
  }

  /**
   * Inserts cards and their opening ledger rows (type I) in one transaction (a savepoint inside the
   * caller's), with three statements whatever their number: an order's cards on its paying transaction
   * cost a few round trips, not five per card. All or none: a number already taken fails them all.
   * Answers the cards in the order given.
   */
  async issueAll(cards: readonly NewGiftCard[], db: Db = this.db): Promise<GiftCard[]> {
    checkAmounts(cards);
    if (cards.length === 0) return [];
    return db.transaction(async (tx) => {
      const issued = await this.insertDrawn(tx, cards, false);
      return issued as GiftCard[];
    });
  }

  /**
   * Like issueAll, inside the caller's transaction `tx` and without a savepoint of its own: a card whose
   * number hash is taken already is skipped (null at its place in the answer) instead of failing them
   * all, so the caller draws those numbers again and its transaction goes on. Every other card is stored
   * with its opening ledger row in the same two INSERTs. `tx` must be a transaction: a card and its
   * opening row are committed together or not at all.
   */
  async issueUnlessTaken(tx: Db, cards: readonly NewGiftCard[]): Promise<(GiftCard | null)[]> {
    checkAmounts(cards);
    if (cards.length === 0) return [];
    return this.insertDrawn(tx, cards, true);
  }

  /** Draws the cards' ids, then inserts them (and their opening rows) ISSUE_CHUNK at a time. */
  private async insertDrawn(tx: Db, cards: readonly NewGiftCard[], skipTaken: boolean): Promise<(GiftCard | null)[]> {
    const createdAt = new Date(this.now());
    // The PIN hash needs the id, so the ids are drawn from the identity's sequence first.
    const drawn = await tx.execute(
      sql`SELECT nextval(pg_get_serial_sequence('gift_cards', 'id')) AS id FROM generate_series(1, ${cards.length})`,
    );
    const ids = (drawn as unknown as { rows: { id: string | number | bigint }[] }).rows.map((row) => Number(row.id));
    const byId = new Map<number, GiftCard>();
    for (let from = 0; from < cards.length; from += ISSUE_CHUNK) {
      const chunk = cards.slice(from, from + ISSUE_CHUNK);
      const inserted = await this.insertIssued(tx, chunk, ids.slice(from), createdAt, skipTaken);
      for (const row of inserted) byId.set(row.id, row);
    }
    return ids.map((id) => byId.get(id) ?? null);
  }

  /**
   * One INSERT of cards (with their drawn ids) and one of the opening ledger rows of those inserted;
   * with `skipTaken` a card whose number hash exists is left out (ON CONFLICT DO NOTHING) instead of failing.
   */
  private async insertIssued(
    tx: Db,
    cards: readonly NewGiftCard[],
    ids: readonly number[],
    createdAt: Date,
    skipTaken: boolean,
  ): Promise<GiftCard[]> {
    const insert = tx.insert(giftCards).values(
      cards.map((card, index) => ({
        id: ids[index],
        buId: card.buId,
        numberHash: card.numberHash,
        pinHash: card.pinHashFor(ids[index]),
        currency: card.currency,
        balance: card.amount,
        initialAmount: card.amount,
        expiresAt: card.expiresAt ?? cardExpiry(createdAt.getTime(), card.validMonths),
        orderNo: card.orderNo ?? null,
        ownerAccountId: card.ownerAccountId ?? null,
        itemCode: card.itemCode ?? null,
        lineNo: card.lineNo ?? null,
        lineSeq: card.lineSeq ?? null,
        sealedCode: card.sealedCode ?? null,
        cardKeyId: card.cardKeyId ?? null,
        createdAt,
      })),
    );
    const inserted = await (
      skipTaken ? insert.onConflictDoNothing({ target: giftCards.numberHash }) : insert
    ).returning();
    const stored = new Set(inserted.map((row) => row.id));
    const opened = cards.flatMap((card, index) =>
      stored.has(ids[index])
        ? [
            {
              cardId: ids[index],
              type: 'I' as const,
              amount: card.amount,
              balanceAfter: card.amount,
              reference: card.openingReference ?? OPENING_REFERENCE,
              createdAt,
            },
          ]
        : [],
    );
    if (opened.length > 0) await tx.insert(cardLedger).values(opened);
    return inserted;
  }

  /** The card with this number hash; a retired (transferred) card is never found. */
  async findByNumberHash(numberHash: string, db: Db = this.db): Promise<GiftCard | null> {
    const [card] = await db
      .select()
      .from(giftCards)
      .where(and(eq(giftCards.numberHash, numberHash), isNull(giftCards.retiredAt)));
    return card ?? null;
  }

  /**
   * The card stored under one of these number hashes (a typed number hashed under each configured card
   * key: a card sealed before a rotation keeps its old hash until the reseal); never a retired one.
   */
  async findByNumberHashes(numberHashes: readonly string[], db: Db = this.db): Promise<GiftCard | null> {
    if (numberHashes.length === 0) return null;
    const [card] = await db
      .select()
      .from(giftCards)
      .where(and(inArray(giftCards.numberHash, [...numberHashes]), isNull(giftCards.retiredAt)))
      .limit(1);
    return card ?? null;
  }

  /** An order's cards in line order (retired ones included: they were issued). */
  async findByOrder(buId: string, orderNo: string, db: Db = this.db): Promise<GiftCard[]> {
    return db
      .select()
      .from(giftCards)
      .where(and(eq(giftCards.buId, buId), eq(giftCards.orderNo, orderNo)))
      .orderBy(asc(giftCards.lineNo), asc(giftCards.lineSeq));
  }

  async findById(cardId: number): Promise<GiftCard | null> {
    const [card] = await this.db.select().from(giftCards).where(eq(giftCards.id, cardId));
    return card ?? null;
  }

  /** The card's movements, oldest first. */
  async movements(cardId: number): Promise<CardMovement[]> {
    return this.db
      .select(movementColumns)
      .from(cardLedger)
      .where(eq(cardLedger.cardId, cardId))
      .orderBy(asc(cardLedger.id));
  }

  /**
   * Moves the card's balance by `amount` (minor units; negative for P, positive for L, C and G) under
   * `reference`. Pass a transaction as `db` to move within it (e.g. an order's; a savepoint undoes a
   * refused movement only). A give-back (G) returns what a redemption took even to a blocked or expired
   * card; the other movements need an active card within its validity.
   */
  async move(
    cardId: number,
    type: BalanceMovementType,
    amount: number,
    reference: string,
    db: Db = this.db,
  ): Promise<MoveResult> {
    if (!Number.isSafeInteger(amount) || amount === 0 || (type === 'P') !== amount < 0)
      throw new RangeError(`a ${type} movement of ${amount} is not allowed`);
    const first = await this.movementByReference(db, cardId, reference);
    if (first) return { outcome: 'duplicate', movement: first };
    try {
      return await db.transaction(async (tx) => {
        const now = new Date(this.now());
        const usable =
          type === 'G'
            ? undefined
            : and(
                eq(giftCards.isBlocked, false),
                gt(giftCards.expiresAt, now),
                isNull(giftCards.retiredAt),
                isNull(giftCards.refundedAt),
              );
        const [moved] = await tx
          .update(giftCards)
          .set({ balance: sql`${giftCards.balance} + ${amount}` })
          .where(and(eq(giftCards.id, cardId), sql`${giftCards.balance} + ${amount} >= 0`, usable))
          .returning({ balance: giftCards.balance });
        if (!moved) return this.refusal(tx, cardId, reference, now);
        const [written] = await tx
          .insert(cardLedger)
          .values({ cardId, type, amount, balanceAfter: moved.balance, reference, createdAt: now })
          .onConflictDoNothing({ target: [cardLedger.cardId, cardLedger.reference] })
          .returning({ id: cardLedger.id });
        if (!written) throw new ReferenceTaken();
        return { outcome: 'moved', balance: moved.balance, movementId: written.id };
      });
    } catch (error) {
      if (!(error instanceof ReferenceTaken)) throw error;
      const movement = await this.movementByReference(db, cardId, reference);
      if (!movement) throw new Error(`card ${cardId}: reference ${reference} taken, then gone`);
      return { outcome: 'duplicate', movement };
    }
  }

  /**
   * Counts one wrong PIN atomically and, when it reached one of the card's failure caps, records until
   * when the card is closed to strangers (`closedUntil`, the cap's window end; a later end wins).
   * The refusal itself is the caps' (rate counters): this is what the owner's card list shows.
   * Null when there is no such card.
   */
  async recordWrongPin(cardId: number, closedUntil: Date | null = null): Promise<WrongPinResult | null> {
    const until = closedUntil ? timestamp(closedUntil.getTime()) : sql`NULL::timestamptz`;
    const [row] = await this.db
      .update(giftCards)
      .set({
        failedPinCount: sql`${giftCards.failedPinCount} + 1`,
        lockedUntil: sql`GREATEST(${giftCards.lockedUntil}, ${until})`,
      })
      .where(eq(giftCards.id, cardId))
      .returning({ failedPinCount: giftCards.failedPinCount, lockedUntil: giftCards.lockedUntil });
    return row ?? null;
  }

  /** After a right PIN: the count of wrong ones starts again. A closure stays until its cap's window ends. */
  async clearWrongPins(cardId: number): Promise<void> {
    await this.db.update(giftCards).set({ failedPinCount: 0 }).where(eq(giftCards.id, cardId));
  }

  /** Applies an updateCard action (any of them from any state, spec 1 section 4); null when there is no such card. */
  async setState(cardId: number, action: CardAction): Promise<GiftCard | null> {
    const change =
      action === 'Block' || action === 'UnBlock'
        ? { isBlocked: action === 'Block' }
        : { cardState: action === 'NEW' ? ('new' as const) : ('used' as const) };
    const [card] = await this.db.update(giftCards).set(change).where(eq(giftCards.id, cardId)).returning();
    return card ?? null;
  }

  private async movementByReference(db: Db, cardId: number, reference: string): Promise<CardMovement | null> {
    const [movement] = await db
      .select(movementColumns)
      .from(cardLedger)
      .where(and(eq(cardLedger.cardId, cardId), eq(cardLedger.reference, reference)));
    return movement ?? null;
  }

  /** Why the conditional UPDATE changed nothing (read in its transaction, after any movement it waited for). */
  private async refusal(tx: Db, cardId: number, reference: string, now: Date): Promise<MoveResult> {
    const [card] = await tx
      .select({
        balance: giftCards.balance,
        isBlocked: giftCards.isBlocked,
        expiresAt: giftCards.expiresAt,
        retiredAt: giftCards.retiredAt,
        refundedAt: giftCards.refundedAt,
      })
      .from(giftCards)
      .where(eq(giftCards.id, cardId));
    if (!card) return { outcome: 'not-found' };
    // A concurrent replay of this movement may have committed while the UPDATE waited for its lock.
    const first = await this.movementByReference(tx, cardId, reference);
    if (first) return { outcome: 'duplicate', movement: first };
    if (card.retiredAt || card.refundedAt) return { outcome: 'inactive', reason: 'retired' };
    if (card.isBlocked) return { outcome: 'inactive', reason: 'blocked' };
    if (card.expiresAt.getTime() <= now.getTime()) return { outcome: 'inactive', reason: 'expired' };
    return { outcome: 'insufficient', balance: card.balance };
  }
}

const movementColumns = {
  id: cardLedger.id,
  type: cardLedger.type,
  amount: cardLedger.amount,
  balanceAfter: cardLedger.balanceAfter,
  reference: cardLedger.reference,
  createdAt: cardLedger.createdAt,
};

/** A timestamp parameter both drivers (pg and PGlite) read the same way. */
const timestamp = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
