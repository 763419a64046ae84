import type { Db } from '../../db/database';
import type { ActiveSession } from '../auth/session-store';
import type { Services } from '../../http/services';

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

/**
 * The seam between the payments feature and what is paid for. Orders, card top-ups and wallet
 * top-ups each implement one; the payments feature finds it by purpose name.
 */
export interface PaymentPurpose {
  purpose: PaymentPurposeName;
  /**
   * What is owed now for `reference` by this caller; an ApiFailure when nothing is (not found, not
   * the caller's, already paid, cancelled, below a minimum).
   */
  payable(services: Services, reference: string, session: ActiveSession | null, buId: string): Promise<Payable>;
  /**
   * Applies a succeeded payment inside the payments feature's finalisation transaction `tx`: confirm
   * the order and issue its cards, credit the wallet, top the card up. Called once per payment; it
   * must still be safe to call again with the same paymentId (use it as the ledger reference).
   */
  settle(tx: Db, services: Services, payment: SettledPayment): Promise<void>;
  /** A payment that failed or was abandoned: release what the reference held (give coupons back). */
  release(services: Services, payable: Payable, paymentId: string): Promise<void>;
}
