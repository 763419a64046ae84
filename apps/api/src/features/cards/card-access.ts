import { ApiFailure } from '../../http/api-failure';
import type { Call } from '../services';
import { cardNumberLookupHash } from '../gift-cards/card-hashes';
import { cardPinMatches, lookupHashes } from '../gift-cards/card-key-chain';
import { normaliseCardNumber } from '../gift-cards/card-number';
import { isWellFormedPin } from '../gift-cards/card-pin';
import type { GiftCard } from '../gift-cards/gift-card-store';
import { CardGuessLimits, type CaptchaState } from './card-guess-limits';

/** The one answer for a wrong number, a wrong PIN and a transferred card (0007). */
export function cardRefused(): ApiFailure {
  return new ApiFailure('CARD_REFUSED');
}

/**
 * Opens a card of the call's unit with its number and PIN, for a call that needs its holder
 * (card-guess-limits.ts, decisions 0007 and 0018):
 * - past its address's soft limit, asks a call that can carry the captcha for it (`captcha`, 0021);
 * - refuses with 429 while the caller (client address, account, address on this number) has had its
 *   own share of failures, or while the number has had its share from all clients together and the
 *   caller is not one of the card's holder's clients (its signed-in owner, or a client that opened it
 *   before with its PIN or its link): strangers cannot lock the holder out, nor guess beyond the cap;
 * - answers one error (CARD_REFUSED) for a malformed or unknown number, a wrong PIN and a transferred
 *   card, and counts the failure;
 * - after the right PIN only: CARD_BLOCKED or CARD_EXPIRED, which the holder may know.
 */
export async function openCard(
  call: Call<unknown>,
  cardNumber: string,
  pinCode: string,
  captcha: CaptchaState = 'none',
): Promise<GiftCard> {
  const { services } = call;
  const chain = await services.cardKeys.chain();
  const number = normaliseCardNumber(cardNumber);
  // The guess limits count a number by its current-key hash, whichever key its card is stored under.
  const numberHash = number === null ? null : cardNumberLookupHash(chain.current.lookup, number);
  const limits = new CardGuessLimits(call, numberHash);
  await limits.checkCaller(captcha);
  if (number === null || numberHash === null) return limits.failed(null);

  const found = await services.giftCards.findByNumberHashes(lookupHashes(chain, number));
  const card = found && found.buId === call.unit.buId ? found : null;
  await limits.reserve(card);
  if (!card || !isWellFormedPin(pinCode)) return limits.failed(card);
  if (!cardPinMatches(chain, card, pinCode)) return limits.failed(card);
  await limits.opened(card);
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
