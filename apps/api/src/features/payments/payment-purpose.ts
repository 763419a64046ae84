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
 * What a settlement came to: settled (now, or before by this same payment), or unsettleable: the thing
 * can no longer take this money (an order cancelled meanwhile, or paid by another payment), so the
 * money is owed back to the buyer (decision 0020).
 */
export type SettleOutcome = 'settled' | 'unsettleable';

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
   * Applies a payment the provider took inside the payments feature's finalisation transaction `tx`:
   * confirm the order and issue its cards, credit the wallet, top the card up; or answers unsettleable
   * and changes nothing. Concurrent completions of one payment may each call it (only one commits): it
   * must be safe to call again with the same paymentId (use it as the ledger reference).
   */
  settle(tx: Db, services: Services, payment: SettledPayment): Promise<SettleOutcome>;
  /**
   * Records, inside `tx`, that an unsettleable payment is owed back (`refunded` false) or was refunded
   * by the provider (true), in the owner's history; answers the language to tell the buyer in.
   */
  recordRefund(tx: Db, services: Services, payment: SettledPayment, refunded: boolean): Promise<{ language: string }>;
  /** A payment that failed or was abandoned: release what the reference held (give coupons back). */
  release(services: Services, payable: Payable, paymentId: string): Promise<void>;
}
