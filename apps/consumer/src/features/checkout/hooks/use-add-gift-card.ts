import { useCallback } from 'react';
import type { ApiError } from '@shop/contracts';
import { COUPON_MESSAGES, cartStore } from '@shop/cart-engine';
import type { CaptchaWhenAsked } from '@shop/captcha/react';
import { queryGiftCard } from '../api/checkout-api';
import { normalizedCardNumber } from '../../query/card-entry';

export type AddGiftCardOutcome =
  | { ok: true }
  /** The cart refused it (spec 1 section 5 coupon rules): the validation text key. */
  | { ok: false; kind: 'rule'; messageKey: string }
  | { ok: false; kind: 'api'; error: ApiError; status: number | null }
  /** The captcha failed for good; its notification is on screen. */
  | { ok: false; kind: 'captcha' };

/** The cart rule messages (English, from @shop/cart-rules) as the shared validation texts. */
const RULE_KEYS: Record<string, string> = {
  [COUPON_MESSAGES.invalidCoupon]: 'validation:couponInvalid',
  [COUPON_MESSAGES.insufficientBalance]: 'validation:insufficientCardBalance',
  [COUPON_MESSAGES.notUsableInOrder]: 'validation:couponNotUsable',
};

/**
 * Adds a gift card to the cart as a coupon: queryCard (the unit's captcha once asked for) answers its balance and
 * what it pays for against the cart's lines, then the cart's own rules accept it or say why not.
 * The typed number and PIN stay in the cart's session storage: the order's confirmation opens the card.
 */
export function useAddGiftCard(withCaptcha: CaptchaWhenAsked['call'], custId: string | undefined) {
  return useCallback(
    async (entry: { cardNumber: string; pinCode: string }): Promise<AddGiftCardOutcome> => {
      const cardNumber = normalizedCardNumber(entry.cardNumber);
      const pinCode = entry.pinCode.trim();
      const cartList = cartStore
        .getState()
        .cartItems.map(({ data }) => ({ itemCode: data.itemCode, templateId: data.templateId }));
      let result;
      try {
        result = await withCaptcha((captchaToken) =>
          queryGiftCard({ cardNumber, pinCode, custId, cartList, captchaToken }),
        );
      } catch {
        return { ok: false, kind: 'captcha' };
      }
      if (!result.ok) return { ok: false, kind: 'api', error: result.error, status: result.status };
      const card = result.data;
      const added = cartStore.getState().addCoupon({
        cardNumber,
        pinCode,
        cardBalance: card.cardBalance,
        isAllowPartialRedeem: card.isAllowPartialRedeem,
        subPayDesc: card.subPayDesc,
        suitedItemCode: card.suitedItemCode,
        isThirdPartyCoupon: card.isThirdPartyCoupon,
      });
      if (added.ok) return { ok: true };
      return { ok: false, kind: 'rule', messageKey: RULE_KEYS[added.message] ?? 'validation:couponInvalid' };
    },
    [withCaptcha, custId],
  );
}
