import type { Db } from '../../db/database';
import type { ActiveSession } from '../auth/session-store';
import type { Services } from '../services';
import type { Payable, PaymentPurposeName, SettledPayment } from './payable';

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
