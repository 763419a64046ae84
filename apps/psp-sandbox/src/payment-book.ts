import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CHALLENGE_ATTEMPTS, type CardOutcome } from './test-cards';

/** The provider shapes the sandbox speaks (spec 2 section 7: UpstreamPay or lyra, ingenico, marketPay). */
export const SHAPES = ['UpstreamPay', 'lyra', 'ingenico', 'marketPay', 'amazon'] as const;
export type Shape = (typeof SHAPES)[number];

/**
 * created: the page is not paid yet; challenge: waiting for the 3-D Secure code; authorised: paid,
 * waiting for the merchant's capture (marketPay); succeeded, declined, canceled: final.
 */
export type SandboxState = 'created' | 'challenge' | 'authorised' | 'succeeded' | 'declined' | 'canceled';

/** A change the merchant is notified of: a new state it can act on, or a refund made. */
export type PaymentEvent = 'authorised' | 'succeeded' | 'declined' | 'canceled' | 'refunded';
const EVENT_STATES: readonly SandboxState[] = ['authorised', 'succeeded', 'declined', 'canceled'];

export interface SandboxPayment {
  id: string;
  merchantReference: string;
  /** What the buyer sees as the payment's title, e.g. "Marjan Market, order GC-123". */
  description: string;
  amount: number;
  currency: string;
  paymentMethod: string;
  returnUrl: string;
  /** Where the merchant wants its notifications of this payment's changes POSTed; none when null. */
  notificationUrl: string | null;
  shape: Shape;
  /** marketPay authorises on the page and the merchant captures; the others capture at once. */
  captureMode: 'auto' | 'manual';
  state: SandboxState;
  /** ingenico signs its return with this value, known to the merchant from the creation answer. */
  returnMac: string | null;
  threeDSecure: 'none' | 'challenge' | 'passed' | 'failed';
  challengeFailures: number;
  cardToken: string | null;
  cardLast4: string | null;
  /** What the card paid with does on a later charge of its token (a 3-D Secure card asks again). */
  cardOutcome: CardOutcome | null;
  capturedAmount: number;
  /** What the merchant gave back of the captured amount, by its refunds below. */
  refundedAmount: number;
  refunds: SandboxRefund[];
  failureReason: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Money given back of a captured payment; `reference` is the merchant's, unique per payment. */
export interface SandboxRefund {
  id: string;
  reference: string;
  amount: number;
  createdAt: string;
}

export interface NewSandboxPayment {
  merchantReference: string;
  description: string;
  amount: number;
  currency: string;
  paymentMethod: string;
  returnUrl: string;
  notificationUrl: string | null;
  shape: Shape;
}

export type Change<T> = { ok: true; payment: T } | { ok: false; reason: 'not-found' | 'wrong-state'; payment?: T };

/** What a refund request comes to: the refund made now or before for its reference, or why not. */
export type RefundOutcome =
  | { ok: true; refund: SandboxRefund; created: boolean; payment: SandboxPayment }
  | {
      ok: false;
      reason: 'not-found' | 'not-captured' | 'exceeds-refundable' | 'reference-reused';
      payment?: SandboxPayment;
    };

const randomId = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

/**
 * The sandbox's own record of payments, in memory and, when given a file, written through to it (so a
 * restarted sandbox still answers for the payments it took). Each transition checks the state it
 * leaves, so a payment is paid at most once and a final state never changes; each new state the
 * merchant can act on, and each refund made, is told to `changed` (the notifications).
 */
export class PaymentBook {
  private readonly payments = new Map<string, SandboxPayment>();
  private readonly byReference = new Map<string, string>();

  constructor(
    private readonly stateFile: string | null = null,
    private readonly now: () => Date = () => new Date(),
    private readonly changed: (payment: SandboxPayment, event: PaymentEvent) => void = () => undefined,
  ) {
    if (stateFile && fs.existsSync(stateFile)) {
      const saved = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as SandboxPayment[];
      // A file written before refunds (or notifications) existed has none.
      for (const payment of saved)
        this.remember({
          ...payment,
          refundedAmount: payment.refundedAmount ?? 0,
          refunds: payment.refunds ?? [],
          notificationUrl: payment.notificationUrl ?? null,
        });
    }
  }

  /** Creates a payment, or answers the one already made for this merchant reference. */
  create(request: NewSandboxPayment): { payment: SandboxPayment; created: boolean } {
    const existingId = this.byReference.get(request.merchantReference);
    if (existingId) return { payment: this.payments.get(existingId) as SandboxPayment, created: false };
    const at = this.now().toISOString();
    const payment: SandboxPayment = {
      ...request,
      id: randomId(request.shape === 'ingenico' ? 'hc' : 'psp'),
      captureMode: request.shape === 'marketPay' ? 'manual' : 'auto',
      state: 'created',
      returnMac: request.shape === 'ingenico' ? randomBytes(24).toString('base64url') : null,
      threeDSecure: 'none',
      challengeFailures: 0,
      cardToken: null,
      cardLast4: null,
      cardOutcome: null,
      capturedAmount: 0,
      refundedAmount: 0,
      refunds: [],
      failureReason: null,
      createdAt: at,
      updatedAt: at,
    };
    this.remember(payment);
    this.save();
    return { payment, created: true };
  }

  find(id: string): SandboxPayment | null {
    return this.payments.get(id) ?? null;
  }

  /** The buyer submitted a valid test card (or approved a non-card payment) on the page. */
  pay(id: string, outcome: CardOutcome, card: { last4: string } | null): Change<SandboxPayment> {
    return this.transition(id, ['created'], (payment) => {
      payment.cardLast4 = card?.last4 ?? null;
      payment.cardOutcome = card ? outcome : null;
      if (outcome === 'decline') return this.fail(payment, 'declined');
      if (outcome === 'challenge') {
        payment.state = 'challenge';
        payment.threeDSecure = 'challenge';
        return;
      }
      this.authorise(payment, card !== null);
    });
  }

  /**
   * The merchant charges a card saved by an earlier payment (its token) without the card form: the
   * card's own outcome again (a 3-D Secure card asks its code on the page); an unknown token declines.
   */
  payWithToken(id: string, cardToken: string): Change<SandboxPayment> {
    const saved = [...this.payments.values()].find((payment) => payment.cardToken === cardToken);
    return this.transition(id, ['created'], (payment) => {
      if (!saved?.cardOutcome) return this.fail(payment, 'unknown_card_token');
      payment.cardLast4 = saved.cardLast4;
      payment.cardOutcome = saved.cardOutcome;
      if (saved.cardOutcome === 'decline') return this.fail(payment, 'declined');
      if (saved.cardOutcome === 'challenge') {
        payment.cardToken = cardToken;
        payment.state = 'challenge';
        payment.threeDSecure = 'challenge';
        return;
      }
      this.authorise(payment, true, cardToken);
    });
  }

  /** The buyer answered the 3-D Secure challenge. */
  answerChallenge(id: string, codeIsRight: boolean): Change<SandboxPayment> {
    return this.transition(id, ['challenge'], (payment) => {
      if (codeIsRight) {
        payment.threeDSecure = 'passed';
        this.authorise(payment, true);
        return;
      }
      payment.challengeFailures += 1;
      if (payment.challengeFailures >= CHALLENGE_ATTEMPTS) {
        payment.threeDSecure = 'failed';
        this.fail(payment, 'authentication_failed');
      }
    });
  }

  /** The buyer left the page with "Cancel", or the merchant cancelled an unpaid payment. */
  cancel(id: string): Change<SandboxPayment> {
    return this.transition(id, ['created', 'challenge'], (payment) => {
      payment.state = 'canceled';
      payment.failureReason = 'canceled';
    });
  }

  /**
   * The merchant voids a payment before any money is taken: an unpaid page (which then refuses to be
   * paid) or an authorisation not yet captured. A payment whose 3-D Secure authentication is under
   * way at the card issuer cannot be voided until the issuer answers, and a captured one needs a refund.
   */
  void(id: string): Change<SandboxPayment> {
    return this.transition(id, ['created', 'authorised'], (payment) => {
      payment.state = 'canceled';
      payment.failureReason = 'voided';
    });
  }

  /**
   * Gives back part or all of a captured payment, once per merchant reference: the same reference
   * answers the refund it made before (a retried request), with another amount it is refused.
   */
  refund(id: string, amount: number, reference: string): RefundOutcome {
    const payment = this.payments.get(id);
    if (!payment) return { ok: false, reason: 'not-found' };
    const earlier = payment.refunds.find((refund) => refund.reference === reference);
    if (earlier)
      return earlier.amount === amount
        ? { ok: true, refund: earlier, created: false, payment }
        : { ok: false, reason: 'reference-reused', payment };
    if (payment.state !== 'succeeded') return { ok: false, reason: 'not-captured', payment };
    if (amount > payment.capturedAmount - payment.refundedAmount)
      return { ok: false, reason: 'exceeds-refundable', payment };
    const refund: SandboxRefund = { id: randomId('re'), reference, amount, createdAt: this.now().toISOString() };
    payment.refunds.push(refund);
    payment.refundedAmount += amount;
    payment.updatedAt = refund.createdAt;
    this.save();
    this.changed(payment, 'refunded');
    return { ok: true, refund, created: true, payment };
  }

  /** The merchant captures an authorised payment (marketPay), the whole amount or less. */
  capture(id: string, amount: number): Change<SandboxPayment> {
    const payment = this.payments.get(id);
    if (payment && payment.state === 'authorised' && (amount <= 0 || amount > payment.amount))
      return { ok: false, reason: 'wrong-state', payment };
    return this.transition(id, ['authorised'], (captured) => {
      captured.state = 'succeeded';
      captured.capturedAmount = amount;
    });
  }

  private authorise(payment: SandboxPayment, isCard: boolean, savedToken?: string): void {
    payment.cardToken = isCard ? (savedToken ?? payment.cardToken ?? randomId('tok')) : null;
    if (payment.captureMode === 'manual') {
      payment.state = 'authorised';
      return;
    }
    payment.state = 'succeeded';
    payment.capturedAmount = payment.amount;
  }

  private fail(payment: SandboxPayment, reason: string): void {
    payment.state = 'declined';
    payment.failureReason = reason;
  }

  private transition(
    id: string,
    from: readonly SandboxState[],
    apply: (payment: SandboxPayment) => void,
  ): Change<SandboxPayment> {
    const payment = this.payments.get(id);
    if (!payment) return { ok: false, reason: 'not-found' };
    if (!from.includes(payment.state)) return { ok: false, reason: 'wrong-state', payment };
    const before = payment.state;
    apply(payment);
    payment.updatedAt = this.now().toISOString();
    this.save();
    if (payment.state !== before && EVENT_STATES.includes(payment.state))
      this.changed(payment, payment.state as PaymentEvent);
    return { ok: true, payment };
  }

  private remember(payment: SandboxPayment): void {
    this.payments.set(payment.id, payment);
    this.byReference.set(payment.merchantReference, payment.id);
  }

  /** Written to a temporary file and renamed, so a crash never leaves half a file. */
  private save(): void {
    if (!this.stateFile) return;
    fs.mkdirSync(path.dirname(this.stateFile), { recursive: true });
    const temporary = `${this.stateFile}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify([...this.payments.values()]));
    fs.renameSync(temporary, this.stateFile);
  }
}
