import type { RefundCard } from '@shop/contracts';

// What a refund asks for, from the cards an operator ticked: pure, so the page and its tests share it.

/** Only unused cards can be given back (a used one was partly spent; a refunded one is cancelled). */
export const refundableCards = (cards: readonly RefundCard[]): RefundCard[] =>
  cards.filter((card) => card.state === 'unused');

/** The chosen cards that are still refundable, in the order's order (a stale tick is dropped). */
export function chosenCardIds(cards: readonly RefundCard[], chosen: ReadonlySet<number>): number[] {
  return refundableCards(cards)
    .filter((card) => chosen.has(card.cardId))
    .map((card) => card.cardId);
}

/** What giving back these cards returns, in minor units. */
export function refundTotal(cards: readonly RefundCard[], cardIds: readonly number[]): number {
  const ids = new Set(cardIds);
  return cards.filter((card) => ids.has(card.cardId)).reduce((sum, card) => sum + card.refundAmount, 0);
}

/** The same refund asked again keeps its key, so a retry after a lost answer gives back once. */
export const refundFingerprint = (orderNo: string, cardIds: readonly number[], destination: string): string =>
  `${orderNo}|${[...cardIds].sort((a, b) => a - b).join(',')}|${destination}`;
