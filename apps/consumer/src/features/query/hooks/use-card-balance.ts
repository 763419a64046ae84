import { useCallback } from 'react';
import { shopApi, type ApiResult } from '@shop/api-client';
import { callWithCaptcha } from '@shop/captcha';
import type { CaptchaHandle } from '@shop/captcha/react';
import { queryCard, type ResponseOf } from '@shop/contracts';
import { normalizedCardNumber } from '../card-entry';

export type CardBalance = ResponseOf<typeof queryCard>;

/**
 * Asks a card's balance with its number and PIN (queryCard v5, with the unit's captcha). Throws the
 * captcha's failure when it fails for good (its notification is already on screen).
 */
export function useCardBalance(captcha: CaptchaHandle, custId: string | undefined) {
  return useCallback(
    (entry: { cardNumber: string; pinCode: string }): Promise<ApiResult<CardBalance>> =>
      callWithCaptcha(captcha, (captchaToken) =>
        shopApi().call(queryCard, {
          cardNumber: normalizedCardNumber(entry.cardNumber),
          pinCode: entry.pinCode.trim(),
          custId,
          captchaToken,
        }),
      ),
    [captcha, custId],
  );
}
