import type { CardLinkState } from '@shop/contracts';
import type { GiftCard } from '../gift-cards/gift-card-store';

/** What the card's order says about it: a physical order's cards wait for its unlock. */
export interface CardOrderFacts {
  hasPhysical: boolean;
  isUnlocked: boolean;
}

/**
 * The state the card page shows, the first that applies: a transferred card is retired for good; a
 * card of a physical order not yet unlocked cannot be used whatever else is true; then blocked,
 * expired, and used (nothing left, or marked used by its holder).
 */
export function cardLinkState(card: GiftCard, order: CardOrderFacts | null, now: number): CardLinkState {
  if (card.retiredAt) return 'transferred';
  if (order && order.hasPhysical && !order.isUnlocked) return 'locked';
  if (card.isBlocked) return 'blocked';
  if (card.expiresAt.getTime() <= now) return 'expired';
  if (card.balance <= 0 || card.cardState === 'used') return 'used';
  return 'active';
}
