import { topUpAmountSchema } from '@shop/validation';
import * as v from 'valibot';
import { ApiFailure } from '../../http/api-failure';
import { applyFieldRules } from '../../http/field-rules';
import type { Services } from '../services';
import { shownAmount } from '../../http/shown-amount';
import type { GiftCard } from '../gift-cards/gift-card-store';
import { usable } from './card-access';
import type { CardProduct } from './card-repository';

/**
 * Whether `amount` may be loaded onto the card now: a reloadable product's live card, and an amount
 * from the product's minimum (AED 50 on unit 97, spec: reload minimum) up to what keeps the balance
 * within the product's maximum. The wallet top-up's amount rule (@shop/validation topUpAmountSchema).
 */
export function checkTopUp(
  services: Services,
  card: GiftCard,
  product: CardProduct | null,
  amount: number,
  decimalDigits: number,
): void {
  usable(card, services.now());
  if (!product?.isReloadable) throw new ApiFailure('CARD_NOT_RELOADABLE');
  const min = product.minAmount;
  const max = Math.max(0, product.maxAmount - card.balance);
  const shown = (minor: number) => shownAmount(minor, card.currency, decimalDigits);
  applyFieldRules(v.object({ amount: topUpAmountSchema({ min, max, minShown: shown(min), maxShown: shown(max) }) }), {
    amount,
  });
}
