import type { MemberCard, MemberCardProducts, CardTransaction } from './api/cards-api';

/** What a card's badges say, most important first (spec 1 section 4: card states). */
export type CardBadge = 'expired' | 'blocked' | 'locked' | 'used' | 'new';

export function cardBadges(card: MemberCard): CardBadge[] {
  const badges: CardBadge[] = [];
  if (card.isExpired) badges.push('expired');
  if (card.isBlocked) badges.push('blocked');
  if (card.isLocked) badges.push('locked');
  badges.push(card.cardState);
  return badges;
}

/**
 * A card that can be given away or resent: not expired or blocked. A locked card is offered: strangers'
 * wrong PINs close it to them only, never to its owner (decision 0018). An empty card is offered too:
 * its money may only be held by an unfinished order, and the server says so (11011).
 */
export function canGiveAway(card: MemberCard): boolean {
  return !card.isExpired && !card.isBlocked;
}

export interface CardEntry {
  product: Pick<MemberCardProducts[number], 'itemCode' | 'productName' | 'productImageUrl'>;
  card: MemberCard;
}

/** The member's cards one after the other, each with its product's name and image. */
export function cardEntries(products: MemberCardProducts): CardEntry[] {
  return products.flatMap(({ itemCode, productName, productImageUrl, cardList }) =>
    cardList.map((card) => ({ product: { itemCode, productName, productImageUrl }, card })),
  );
}

/** Puts an updated card in place of the one with its id. */
export function replaceCard(products: MemberCardProducts, updated: MemberCard): MemberCardProducts {
  return products.map((product) => ({
    ...product,
    cardList: product.cardList.map((card) => (card.cardId === updated.cardId ? updated : card)),
  }));
}

/** Later pages append (spec 1 section 4); a movement already shown is not shown twice. */
export function appendTransactions(shown: CardTransaction[], page: CardTransaction[]): CardTransaction[] {
  const seen = new Set(shown.map((transaction) => transaction.transactionId));
  return [...shown, ...page.filter((transaction) => !seen.has(transaction.transactionId))];
}
