// What a payment is for, as data: the payment store keeps it and the purposes (payment-purpose.ts)
// answer it. Kept apart from PaymentPurpose, which works with Services, so the store imports no Services.

/**
 * What a hosted payment pays for; each names the page the payment-return remote lands on
 * (/loading/{order|topup|topupWallet}).
 */
export type PaymentPurposeName = 'order' | 'topup' | 'topupWallet';

/** What a payment is for and how much, as the feature that owns it says (never the client). */
export interface Payable {
  purpose: PaymentPurposeName;
  /** The owner's reference: an order number, a card's id, a wallet's account id. */
  reference: string;
  buId: string;
  /** The paying member, or null for a guest order. */
  accountId: number | null;
  /** Minor units of `currency`, > 0. */
  amount: number;
  currency: string;
  /** Where the receipt goes. */
  email: string;
}

/** A payment the provider confirmed, as the owning feature settles it. */
export interface SettledPayment extends Payable {
  paymentId: string;
  /** The means the buyer paid with (spec 2 section 9 payment means, e.g. C04, IBT, PP). */
  paymentMean: string;
}
