import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { payments, type PaymentState } from '../../db/schema';
import type { Payable } from './payable';
import { newPaymentId } from './payment-id';

export type PaymentRow = typeof payments.$inferSelect;

const OPEN_STATES: PaymentState[] = ['created', 'pending'];

/**
 * The payments table. A payment is opened once per creation key (a re-run after a crash finds it),
 * and leaves created/pending once: every closing statement is a conditional UPDATE on the open states,
 * so of two concurrent closings one changes the row and the other changes nothing.
 */
export class PaymentStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Opens a payment for `payable`, or answers the one this creation key opened before. */
  async open(payable: Payable, details: { provider: string; paymentMethod: string; creationKey: string }) {
    const [opened] = await this.db
      .insert(payments)
      .values({
        id: newPaymentId(),
        purpose: payable.purpose,
        reference: payable.reference,
        buId: payable.buId,
        accountId: payable.accountId,
        email: payable.email,
        amount: payable.amount,
        currency: payable.currency,
        provider: details.provider,
        paymentMethod: details.paymentMethod,
        creationKey: details.creationKey,
        createdAt: new Date(this.now()),
      })
      .onConflictDoNothing({ target: [payments.buId, payments.purpose, payments.reference, payments.creationKey] })
      .returning();
    if (opened) return opened;
    const [existing] = await this.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.buId, payable.buId),
          eq(payments.purpose, payable.purpose),
          eq(payments.reference, payable.reference),
          eq(payments.creationKey, details.creationKey),
        ),
      );
    return existing;
  }

  /** Records the provider's side of a payment (once). */
  async attachProvider(
    paymentId: string,
    provider: { providerPaymentId: string; redirectUrl: string; returnMacHash: string | null },
  ): Promise<PaymentRow | null> {
    const [row] = await this.db
      .update(payments)
      .set(provider)
      .where(and(eq(payments.id, paymentId), sql`${payments.providerPaymentId} IS NULL`))
      .returning();
    return row ?? (await this.find(paymentId));
  }

  async find(paymentId: string, db: Db = this.db): Promise<PaymentRow | null> {
    const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
    return row ?? null;
  }

  async findByProviderId(providerPaymentId: string): Promise<PaymentRow | null> {
    const [row] = await this.db.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId));
    return row ?? null;
  }

  /** Whether a card token came back on a succeeded payment of this member on this unit (theirs to reuse). */
  async isMembersCardToken(accountId: number, buId: string, cardToken: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.accountId, accountId),
          eq(payments.buId, buId),
          eq(payments.cardToken, cardToken),
          eq(payments.state, 'succeeded'),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** The payments of a reference still open (created or pending), oldest first. */
  async openFor(buId: string, purpose: Payable['purpose'], reference: string): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.buId, buId),
          eq(payments.purpose, purpose),
          eq(payments.reference, reference),
          inArray(payments.state, OPEN_STATES),
        ),
      )
      .orderBy(payments.createdAt);
  }

  /** Open payments created before `before` (ms): the ones a reconciliation asks the provider about. */
  async openBefore(before: number, limit = 100): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(payments)
      .where(and(inArray(payments.state, OPEN_STATES), lt(payments.createdAt, new Date(before))))
      .orderBy(payments.createdAt)
      .limit(limit);
  }

  /**
   * Claims an open payment the provider took inside `tx` (the settlement's transaction): succeeded when
   * its purpose settled it, refund_due when it could not. One conditional UPDATE, so exactly one of
   * concurrent claims gets the row; the others get null.
   */
  async claimTaken(
    tx: Db,
    paymentId: string,
    state: 'succeeded' | 'refund_due',
    paid: { paymentMean: string; cardToken: string | null },
  ): Promise<PaymentRow | null> {
    const [row] = await tx
      .update(payments)
      .set({ state, ...paid, finalisedAt: new Date(this.now()) })
      .where(and(eq(payments.id, paymentId), inArray(payments.state, OPEN_STATES)))
      .returning();
    return row ?? null;
  }

  /** The owner no longer wants this open payment's money: whatever the provider decides is given back. */
  async requestVoid(paymentId: string): Promise<void> {
    await this.db
      .update(payments)
      .set({ voidRequestedAt: new Date(this.now()) })
      .where(and(eq(payments.id, paymentId), inArray(payments.state, OPEN_STATES), isNull(payments.voidRequestedAt)));
  }

  /** A newer attempt replaces this open one: whatever closes it later releases nothing. */
  async markReplaced(paymentId: string): Promise<void> {
    await this.db
      .update(payments)
      .set({ replacedAt: new Date(this.now()) })
      .where(and(eq(payments.id, paymentId), inArray(payments.state, OPEN_STATES)));
  }

  /** refund_due -> refunded inside `tx`, once: null when another call recorded the refund first. */
  async markRefunded(tx: Db, paymentId: string, refundId: string): Promise<PaymentRow | null> {
    const [row] = await tx
      .update(payments)
      .set({ state: 'refunded', refundId, refundedAt: new Date(this.now()) })
      .where(and(eq(payments.id, paymentId), eq(payments.state, 'refund_due')))
      .returning();
    return row ?? null;
  }

  /** Payments whose money is owed back and not refunded yet (the provider was unreachable), oldest first. */
  async refundsDue(limit = 100): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(payments)
      .where(eq(payments.state, 'refund_due'))
      .orderBy(payments.finalisedAt)
      .limit(limit);
  }

  /** Every payment of a reference, oldest first (the order result and the money checks read them). */
  async allFor(buId: string, purpose: Payable['purpose'], reference: string): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(payments)
      .where(and(eq(payments.buId, buId), eq(payments.purpose, purpose), eq(payments.reference, reference)))
      .orderBy(payments.createdAt);
  }

  /** Closes an open payment as failed or canceled; null when it was no longer open. */
  async close(paymentId: string, state: 'failed' | 'canceled', reason: string): Promise<PaymentRow | null> {
    const [row] = await this.db
      .update(payments)
      .set({ state, failureReason: reason, finalisedAt: new Date(this.now()) })
      .where(and(eq(payments.id, paymentId), inArray(payments.state, OPEN_STATES)))
      .returning();
    return row ?? null;
  }

  /** The buyer is back or the provider is busy: created -> pending (nothing else changes). */
  async markPending(paymentId: string): Promise<void> {
    await this.db
      .update(payments)
      .set({ state: 'pending' })
      .where(and(eq(payments.id, paymentId), eq(payments.state, 'created')));
  }
}
