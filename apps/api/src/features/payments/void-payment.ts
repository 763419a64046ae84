import type { Services } from '../services';
import type { PaymentRow } from './payment-store';
import { ProviderUnavailable } from './providers/payment-provider';
import { providerNamed } from './providers/provider-for';

/**
 * What voiding an open payment came to: voided (closed here, nothing taken), taken (the provider has
 * the money already: the caller completes it), or requested (the provider cannot void it now: an
 * authentication under way, an unreachable provider, a page not created yet). A requested void is
 * marked on the payment, and whatever the provider decides later is voided or refunded, never settled.
 */
export type VoidResult = 'voided' | 'taken' | 'requested';

/** Voids an open payment whose owner no longer wants the money (decision 0020). */
export async function voidOpenPayment(services: Services, payment: PaymentRow): Promise<VoidResult> {
  const provider = providerNamed(payment.provider);
  if (!provider || !payment.providerPaymentId) {
    // Its page may be being created right now: marked, so that start-payment voids what it creates.
    await services.payments.requestVoid(payment.id);
    return 'requested';
  }
  let answer;
  try {
    answer = await provider.void(payment.providerPaymentId);
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    await services.payments.requestVoid(payment.id);
    return 'requested';
  }
  switch (answer.outcome) {
    case 'captured':
      return 'taken';
    case 'in-progress':
      await services.payments.requestVoid(payment.id);
      return 'requested';
    default:
      // Voided now, or declined or cancelled at the provider before: nothing was taken.
      await services.payments.close(payment.id, 'canceled', 'voided');
      return 'voided';
  }
}
