import { useCallback } from 'react';
import { shopApi, type ApiResult } from '@shop/api-client';
import type { CaptchaWhenAsked } from '@shop/captcha/react';
import { queryCard, type ResponseOf } from '@shop/contracts';
import { normalizedCardNumber } from '../card-entry';

export type CardBalance = ResponseOf<typeof queryCard>;

/**
 * Asks a card's balance with its number and PIN (queryCard v5; the unit's captcha once the server asks
 * for it). Throws the captcha's failure when it fails for good (its notification is already on screen).
 */
export function useCardBalance(withCaptcha: CaptchaWhenAsked['call'], custId: string | undefined) {
  return useCallback(
    (entry: { cardNumber: string; pinCode: string }): Promise<ApiResult<CardBalance>> =>
      withCaptcha((captchaToken) =>
        shopApi().call(queryCard, {
          cardNumber: normalizedCardNumber(entry.cardNumber),
          pinCode: entry.pinCode.trim(),
          custId,
          captchaToken,
        }),
      ),
    [withCaptcha, custId],
  );
}
