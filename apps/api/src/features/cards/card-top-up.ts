import { amountAtLeast, amountAtMost } from '@shop/validation';
import * as v from 'valibot';
import { ApiFailure } from '../../http/api-failure';
import { applyFieldRules } from '../../http/field-rules';
import type { Services } from '../services';
import type { GiftCard } from '../gift-cards/gift-card-store';
import { usable } from './card-access';
import type { CardProduct } from './card-repository';

/** Minor units as the amount rules show them to the user ('AED 50', 'AED 99.5'), as the wallet does. */
const shown = (minor: number, currency: string, decimalDigits: number) =>
  `${currency} ${Number((minor / 10 ** decimalDigits).toFixed(decimalDigits))}`;

/**
 * Whether `amount` may be loaded onto the card now: a reloadable product's live card, and an amount
 * from the product's minimum (AED 50 on unit 97, spec: reload minimum) up to what keeps the balance
 * within the product's maximum. The same amount rules as the forms (@shop/validation).
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
  const max = Math.max(0, product.maxAmount - card.balance);
  applyFieldRules(
    v.object({
      amount: v.pipe(
        v.number(),
        amountAtLeast(product.minAmount, shown(product.minAmount, card.currency, decimalDigits)),
        amountAtMost(max, shown(max, card.currency, decimalDigits)),
      ),
    }),
    { amount },
  );
}
