import { ApiFailure } from '../../http/api-failure';

// Hosted payments over HTTP, through the sandbox provider's real pages and API, with a small test
// purpose standing in for orders: what is owed per reference, and a settlement that writes one outbox
// row in the finalisation's transaction (so a second settlement would show as a second row).
//
// A payments spec replaces the real purposes with these, at the top of the file (jest hoists it):
//   jest.mock('../features/payments/payment-purposes', () =>
//     jest.requireActual('./support/payment-purposes-stand-in').standInPaymentPurposes(),
//   );
// and reads what they owe, released and refuse through the same module. This module imports nothing
// that loads the real purposes, so the factory can require it while the API is being loaded.

export const mockOwed = new Map<string, { buId: string; amount: number; currency: string }>();
export const mockReleased: string[] = [];
export const mockBroken = new Set<string>();

/** The module payment-purposes.ts stands for: every purpose the API knows, as the test purpose. */
export function standInPaymentPurposes() {
  const purpose = (name: string) => ({
    purpose: name,
    async payable(_services: unknown, reference: string, session: { accountId: number } | null, buId: string) {
      const owed = mockOwed.get(reference);
      if (!owed || owed.buId !== buId) throw new ApiFailure('PAYMENT_NOT_FOUND');
      const { amount, currency } = owed;
      return { purpose: name, reference, buId, accountId: session?.accountId ?? null, amount, currency, email: '' };
    },
    async settle(
      tx: unknown,
      services: { outbox: { send(message: object, db: unknown): Promise<void> } },
      payment: { buId: string; paymentId: string; reference: string; amount: number; paymentMean: string },
    ) {
      // Widens the window in which concurrent finalisations overlap.
      await new Promise((resolve) => setTimeout(resolve, 25));
      if (mockBroken.has(payment.reference)) throw new Error('this order cannot be settled');
      await services.outbox.send(
        {
          buId: payment.buId,
          channel: 'email',
          recipient: `settled-${payment.paymentId}@example.com`,
          subject: 'settled',
          body: `${payment.reference} ${payment.amount} ${payment.paymentMean}`,
        },
        tx,
      );
      return 'settled';
    },
    async recordRefund() {
      return { language: 'en' };
    },
    async release(_services: unknown, _payable: unknown, paymentId: string) {
      mockReleased.push(paymentId);
    },
  });
  const purposes: Record<string, unknown> = {
    order: purpose('order'),
    topup: purpose('topup'),
    topupWallet: purpose('topupWallet'),
  };
  return { paymentPurposeNamed: (name: string) => purposes[name] };
}

let orderCount = 0;

/** A new reference the stand-in purpose owes this much for. */
export function owe(amount = 15_000, buId = '97', currency = 'AED'): string {
  orderCount += 1;
  const reference = `T${Date.now().toString(36).toUpperCase()}${orderCount}`;
  mockOwed.set(reference, { buId, amount, currency });
  return reference;
}
