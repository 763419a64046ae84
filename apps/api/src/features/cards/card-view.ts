import type { BusinessUnit, Language } from '@shop/contracts';
import { ApiFailure } from '../../http/api-failure';
import { localised } from '../../i18n/localised';
import { isClosedToStrangers, type GiftCard } from '../gift-cards/gift-card-store';
import type { CardProduct } from './card-repository';

/** '************1234': only the last 4 digits, enough for the holder to tell cards apart. */
export function maskCardNumber(lastFour: string): string {
  return `${'*'.repeat(12)}${lastFour}`;
}

/** The last 4 digits of a clear number. */
export const lastFour = (cardNumber: string) => cardNumber.slice(-4);

/**
 * What a card pays for (decision 0007): a card of a third-party brand's product pays only for that
 * product (suitedItemCode, subPayDesc its name); the shop's own cards pay for any item. Every card is
 * a balance on the ledger, so any part of it may be spent (isAllowPartialRedeem).
 */
export function couponRules(card: GiftCard, product: CardProduct | null, language: Language, unit: BusinessUnit) {
  const restricted = product !== null && product.isThirdParty;
  return {
    isAllowPartialRedeem: true,
    subPayDesc: restricted ? localised(product.names, language, unit) : '',
    suitedItemCode: restricted ? [{ itemCode: product.itemCode }] : [],
    isThirdPartyCoupon: false,
  };
}

/**
 * The coupon answer of queryCard and applyCard. With cart lines: 11004 'Insufficient Card Balance' for
 * an empty card, 11018 'Removed coupon' when it suits none of the lines.
 */
export function couponAnswer(
  card: GiftCard,
  maskedNumber: string,
  product: CardProduct | null,
  cartList: readonly { itemCode: string }[],
  language: Language,
  unit: BusinessUnit,
) {
  const rules = couponRules(card, product, language, unit);
  if (cartList.length > 0) {
    if (card.balance <= 0) throw new ApiFailure('INSUFFICIENT_CARD_BALANCE');
    const suited = rules.suitedItemCode.map(({ itemCode }) => itemCode);
    if (suited.length > 0 && !cartList.some(({ itemCode }) => suited.includes(itemCode)))
      throw new ApiFailure('REMOVED_COUPON');
  }
  return {
    cardNumber: maskedNumber,
    cardBalance: card.balance,
    currency: card.currency,
    ...rules,
    expiresAt: card.expiresAt.toISOString(),
  };
}

/** A card of the member's list. The number's last 4 digits come from the vault (openMaskedNumber). */
export function memberCard(card: GiftCard, maskedNumber: string, now: number) {
  return {
    cardId: String(card.id),
    cardNumber: maskedNumber,
    balance: card.balance,
    currency: card.currency,
    expiry: card.expiresAt.toISOString(),
    isExpired: card.expiresAt.getTime() <= now,
    isBlocked: card.isBlocked,
    isLocked: isClosedToStrangers(card, now),
    cardState: card.cardState,
    purchaseDate: card.createdAt.toISOString(),
  };
}

/** The product fields of spec 1 section 3 (Card detail), in the call's language. */
export function cardProductFields(
  itemCode: string,
  product: CardProduct | null,
  language: Language,
  unit: BusinessUnit,
) {
  const text = (texts: Partial<Record<string, string>> | undefined) => (texts ? localised(texts, language, unit) : '');
  return {
    itemCode,
    productName: text(product?.names),
    productImageUrl: product?.imageUrl ?? '',
    howToUse: text(product?.howToUse),
    termOfService: text(product?.terms),
    transferMode: product?.transferMode ?? '',
    redeemPlace: product?.redeemPlace ?? '',
    isReloadable: product?.isReloadable ?? false,
    isThirdPartyProduct: product?.isThirdParty ?? false,
  };
}
