import { ApiFailure } from '../../http/api-failure';
import type { Call } from '../services';
import { cardNumberLookupHash, verifyCardPin } from '../gift-cards/card-hashes';
import { normaliseCardNumber } from '../gift-cards/card-number';
import { isWellFormedPin } from '../gift-cards/card-pin';
import { isPinLocked, type GiftCard } from '../gift-cards/gift-card-store';
import { CardGuessLimits } from './card-guess-limits';

/** The one answer for a wrong number, a wrong PIN, a transferred card and a locked card (0007). */
export function cardRefused(): ApiFailure {
  return new ApiFailure('CARD_REFUSED');
}

/**
 * Opens a card of the call's unit with its number and PIN, for a call that needs its holder:
 * - refuses with 429 while the client address, the account or the typed number has had its share of
 *   failures (counted in the database, so every replica sees them);
 * - answers one error (CARD_REFUSED) for a malformed or unknown number, a wrong PIN, a transferred card
 *   and a card locked by wrong PINs (its PIN is not even checked then), and counts the failure;
 * - a wrong PIN counts on the card too: 5 in a row lock it for 30 minutes (GiftCardStore);
 * - after the right PIN only: CARD_BLOCKED or CARD_EXPIRED, which the holder may know.
 */
export async function openCard(call: Call<unknown>, cardNumber: string, pinCode: string): Promise<GiftCard> {
  const { services } = call;
  const keys = await services.cardKeys.current();
  const number = normaliseCardNumber(cardNumber);
  const numberHash = number === null ? null : cardNumberLookupHash(keys.lookup, number);
  const limits = new CardGuessLimits(call, numberHash);
  await limits.check();
  if (numberHash === null || !isWellFormedPin(pinCode)) return limits.failed();

  const card = await services.giftCards.findByNumberHash(numberHash);
  if (!card || card.buId !== call.unit.buId) return limits.failed();
  if (isPinLocked(card, services.now())) return limits.failed();
  if (!verifyCardPin(keys.pin, card.id, pinCode, card.pinHash)) {
    await services.giftCards.recordWrongPin(card.id);
    return limits.failed();
  }
  if (card.failedPinCount > 0) await services.giftCards.clearWrongPins(card.id);
  return usable(card, services.now());
}

/**
 * One of the signed-in member's live cards by its id (cardId of getMemberGiftCardsWithProduct), for
 * the calls a member makes on their own cards without the PIN (applyCard, updateCard, transfer, ...).
 * A card that does not exist, is someone else's, of another unit or transferred gets the same 11007,
 * so ids say nothing about other members' cards. Not checked: blocked, expired (see usable).
 */
export async function openOwnCard(call: Call<unknown>, cardId: string | number): Promise<GiftCard> {
  const card = /^\d{1,15}$/.test(String(cardId)) ? await call.services.giftCards.findById(Number(cardId)) : null;
  const accountId = call.session?.accountId;
  if (!card || accountId === undefined || card.ownerAccountId !== accountId || card.buId !== call.unit.buId)
    throw new ApiFailure('CARD_NOT_IN_ACCOUNT');
  if (card.retiredAt) throw new ApiFailure('CARD_NOT_IN_ACCOUNT');
  return card;
}

/** A card its holder opened: refused when blocked or expired (the holder may know which). */
export function usable(card: GiftCard, now: number): GiftCard {
  if (card.isBlocked) throw new ApiFailure('CARD_BLOCKED');
  if (card.expiresAt.getTime() <= now) throw new ApiFailure('CARD_EXPIRED');
  return card;
}
