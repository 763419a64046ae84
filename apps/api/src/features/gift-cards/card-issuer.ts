import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { Services } from '../services';
import { cardNumberLookupHash, cardPinHash } from './card-hashes';
import { openSealedCode, type CardKeyChain } from './card-key-chain';
import { generateCardNumber } from './card-number';
import { generatePin } from './card-pin';
import { sealCardCode } from './card-vault';
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
  const chain = await services.cardKeys.chain();
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`issue-cards:${order.buId}:${order.orderNo}`}))`);
  const existing = await services.giftCards.findByOrder(order.buId, order.orderNo, tx);
  if (existing.length > 0) return existing.map((card) => reopened(chain, card));

  const planned = order.lines.flatMap((line) => Array.from({ length: line.qty }, (_, lineSeq) => ({ line, lineSeq })));
  const issued: (IssuedCard | null)[] = planned.map(() => null);
  // A drawn number that exists already is skipped by the INSERT (no savepoint, no failed transaction) and
  // only that card is drawn again, at most NUMBER_DRAWS times.
  for (let draw = 1; ; draw += 1) {
    const missing = planned.flatMap((plan, index) => (issued[index] ? [] : [{ ...plan, index }]));
    if (missing.length === 0) return issued as IssuedCard[];
    if (draw > NUMBER_DRAWS)
      throw new Error(`no unused card number for order ${order.orderNo} in ${NUMBER_DRAWS} draws`);
    const answered = await issueAll(tx, services, chain, order, missing);
    answered.forEach((card, position) => {
      if (card) issued[missing[position].index] = card;
    });
  }
}

/**
 * Draws a number and PIN for each planned card and stores them all at once (GiftCardStore.issueUnlessTaken):
 * null for a card whose drawn number was taken meanwhile (not stored).
 */
async function issueAll(
  tx: Db,
  services: Services,
  chain: CardKeyChain,
  order: CardOrder,
  planned: readonly { line: CardOrderLine; lineSeq: number }[],
): Promise<(IssuedCard | null)[]> {
  const keys = chain.current;
  const drafts: { line: CardOrderLine; lineSeq: number; cardNumber: string; pinCode: string; numberHash: string }[] =
    [];
  for (const { line, lineSeq } of planned) {
    const cardNumber = await drawUnusedNumber(tx, services, chain);
    const pinCode = generatePin();
    const numberHash = cardNumberLookupHash(keys.lookup, cardNumber);
    drafts.push({ line, lineSeq, cardNumber, pinCode, numberHash });
  }
  const cards = await services.giftCards.issueUnlessTaken(
    tx,
    drafts.map(({ line, lineSeq, pinCode, numberHash, cardNumber }) => ({
      buId: order.buId,
      numberHash,
      pinHashFor: (cardId: number) => cardPinHash(keys.pin, cardId, pinCode),
      currency: order.currency,
      amount: line.amount,
      validMonths: line.validMonths,
      orderNo: order.orderNo,
      ownerAccountId: order.ownerAccountId,
      itemCode: line.itemCode,
      lineNo: line.lineNo,
      lineSeq,
      sealedCode: sealCardCode(keys.vault, numberHash, { cardNumber, pinCode }),
      cardKeyId: keys.id,
    })),
  );
  return cards.map((card, index) => {
    if (!card) return null;
    const { line, cardNumber, pinCode } = drafts[index];
    return { cardId: card.id, lineNo: line.lineNo, itemCode: line.itemCode, cardNumber, pinCode, ...amounts(card) };
  });
}

/**
 * A fresh card number. While previous keys are configured, a number stored under an old key's hash is
 * drawn again: the unique index sees only the current key's hashes (decision 0062).
 */
async function drawUnusedNumber(tx: Db, services: Services, chain: CardKeyChain): Promise<string> {
  for (let draw = 1; ; draw += 1) {
    const cardNumber = generateCardNumber();
    if (chain.previous.length === 0 || draw >= NUMBER_DRAWS) return cardNumber;
    const hashes = chain.previous.map((keys) => cardNumberLookupHash(keys.lookup, cardNumber));
    if (!(await services.giftCards.findByNumberHashes(hashes, tx))) return cardNumber;
  }
}

function amounts(card: GiftCard): Pick<IssuedCard, 'amount' | 'expiresAt'> {
  return { amount: card.initialAmount, expiresAt: card.expiresAt };
}

/** An already issued card of the order, its number and PIN opened from the vault. */
function reopened(chain: CardKeyChain, card: GiftCard): IssuedCard {
  if (!card.sealedCode) throw new Error(`card ${card.id} of order ${card.orderNo} has no sealed code`);
  const { cardNumber, pinCode } = openSealedCode(chain, { ...card, sealedCode: card.sealedCode });
  return {
    cardId: card.id,
    lineNo: card.lineNo ?? 0,
    itemCode: card.itemCode ?? '',
    cardNumber,
    pinCode,
    ...amounts(card),
  };
}
