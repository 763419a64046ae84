import type { PaymentMean } from '@shop/contracts';
import type { Translate } from '@shop/validation';

/** Brand names read the same in every language; the other means have translated names. */
const BRAND_NAMES: Partial<Record<PaymentMean, string>> = { PP: 'PayPal', BT: 'Bancontact', MW: 'MB WAY' };

/** How a payment means reads in the page's language (credit card, PayPal, …). */
export function paymentMeanName(mean: PaymentMean, t: Translate): string {
  return BRAND_NAMES[mean] ?? t(`account:paymentMeans.${mean}`, { defaultValue: mean });
}
