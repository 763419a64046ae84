import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { Services } from '../services';
import { cardNumberLookupHash, cardPinHash } from './card-hashes';
import type { CardKeys } from './card-keys';
import { generateCardNumber } from './card-number';
import { generatePin } from './card-pin';
import { openCardCode, sealCardCode } from './card-vault';
import type { GiftCard } from './gift-card-store';

/** One line of a confirmed order: `qty` cards of `amount` minor units each. */
export interface CardOrderLine {
  lineNo: number;
  itemCode: string;
  amount: number;
  qty: number;
  validMonths: number;
}

export interface CardOrder {
  buId: string;
  orderNo: string;
  ownerAccountId: number | null;
  currency: string;
  lines: CardOrderLine[];
}

/** An issued card with its clear number and PIN, for the delivery only (never stored in clear). */
export interface IssuedCard {
  cardId: number;
  lineNo: number;
  itemCode: string;
  cardNumber: string;
  pinCode: string;
  amount: number;
  expiresAt: Date;
}

/** Tries before giving up on drawing an unused number (9 x 10^14 of them: a second try is already rare). */
const NUMBER_DRAWS = 3;

/**
 * Issues an order's cards in `tx` (the order's confirming transaction): per line `qty` cards with a
 * fresh number and PIN, stored as keyed hashes, the pair sealed in the vault, each with its opening
 * ledger row. Idempotent per order: when the order already has cards (a replayed or concurrent
 * confirmation) the same cards are answered, opened from the vault, and nothing is issued again.
 * Concurrent calls for one order wait for each other on a transaction lock of the order.
 */
export async function issueCards(tx: Db, services: Services, order: CardOrder): Promise<IssuedCard[]> {
  const keys = await services.cardKeys.current();
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`issue-cards:${order.buId}:${order.orderNo}`}))`);
  const existing = await services.giftCards.findByOrder(order.buId, order.orderNo, tx);
  if (existing.length > 0) return existing.map((card) => reopened(keys, card));

  const issued: IssuedCard[] = [];
  for (const line of order.lines) {
    for (let lineSeq = 0; lineSeq < line.qty; lineSeq += 1) {
      issued.push(await issueOne(tx, services, keys, order, line, lineSeq));
    }
  }
  return issued;
}

async function issueOne(
  tx: Db,
  services: Services,
  keys: CardKeys,
  order: CardOrder,
  line: CardOrderLine,
  lineSeq: number,
): Promise<IssuedCard> {
  for (let draw = 1; ; draw += 1) {
    const cardNumber = generateCardNumber();
    const pinCode = generatePin();
    const numberHash = cardNumberLookupHash(keys.lookup, cardNumber);
    try {
      const card = await services.giftCards.issue(
        {
          buId: order.buId,
          numberHash,
          pinHashFor: (cardId) => cardPinHash(keys.pin, cardId, pinCode),
          currency: order.currency,
          amount: line.amount,
          validMonths: line.validMonths,
          orderNo: order.orderNo,
          ownerAccountId: order.ownerAccountId,
          itemCode: line.itemCode,
          lineNo: line.lineNo,
          lineSeq,
          sealedCode: sealCardCode(keys.vault, numberHash, { cardNumber, pinCode }),
        },
        tx,
      );
      return { cardId: card.id, lineNo: line.lineNo, itemCode: line.itemCode, cardNumber, pinCode, ...amounts(card) };
    } catch (error) {
      // Only a drawn number that exists already is retried; the savepoint undid the attempt.
      if (draw >= NUMBER_DRAWS || !String((error as { cause?: unknown }).cause ?? error).includes('number_hash'))
        throw error;
    }
  }
}

function amounts(card: GiftCard): Pick<IssuedCard, 'amount' | 'expiresAt'> {
  return { amount: card.initialAmount, expiresAt: card.expiresAt };
}

/** An already issued card of the order, its number and PIN opened from the vault. */
function reopened(keys: CardKeys, card: GiftCard): IssuedCard {
  if (!card.sealedCode) throw new Error(`card ${card.id} of order ${card.orderNo} has no sealed code`);
  const { cardNumber, pinCode } = openCardCode(keys.vault, card.numberHash, card.sealedCode);
  return {
    cardId: card.id,
    lineNo: card.lineNo ?? 0,
    itemCode: card.itemCode ?? '',
    cardNumber,
    pinCode,
    ...amounts(card),
  };
}
