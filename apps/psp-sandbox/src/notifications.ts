import { createHmac, randomBytes } from 'node:crypto';
import type { PaymentEvent, SandboxPayment, SandboxState } from './payment-book';

/** The header a notification's signature travels in: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const SIGNATURE_HEADER = 'Sandbox-Signature';

/** How long to wait before each retry of a notification the merchant did not take (5 tries in ~6 minutes). */
export const RETRY_DELAYS_MS: readonly number[] = [2_000, 10_000, 60_000, 300_000];
const ATTEMPT_TIMEOUT_MS = 10_000;
/** The newest deliveries are kept for tests and for a look while debugging; older ones are forgotten. */
const KEPT_DELIVERIES = 500;

/** What the sandbox POSTs to a payment's notification URL when the payment reaches a new state. */
export interface SandboxNotification {
  id: string;
  type: `payment.${PaymentEvent}`;
  /** The sandbox's payment id (the merchant asks GET /v1/payments/:id for the real state). */
  paymentId: string;
  merchantReference: string;
  state: SandboxState;
  createdAt: string;
}

/** One notification on its way to the merchant. */
export interface Delivery {
  notification: SandboxNotification;
  url: string;
  attempts: number;
  status: 'pending' | 'delivered' | 'failed';
  /** The merchant's last answer: its HTTP status, or why none came. */
  lastAnswer: string | null;
}

export function notificationOf(payment: SandboxPayment, event: PaymentEvent, at: Date): SandboxNotification {
  return {
    id: `evt_${randomBytes(18).toString('base64url')}`,
    type: `payment.${event}`,
    paymentId: payment.id,
    merchantReference: payment.merchantReference,
    state: payment.state,
    createdAt: at.toISOString(),
  };
}

/** The signature header's value for `body` sent at `unixSeconds`, as Stripe signs its webhooks. */
export function signatureOf(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}

export interface SenderOptions {
  secret: string;
  now: () => Date;
  retryDelaysMs?: readonly number[];
  /** Told when a notification is given up after its last try. */
  onGiveUp?: (delivery: Delivery) => void;
}

/**
 * Delivers notifications server to server, in this process and in the background (a buyer's page never
 * waits for it): a JSON POST signed with the shared secret, a 2xx answer takes it, anything else (or no
 * answer in 10 s) is tried again after each of the retry delays, then given up. Each try is signed
 * afresh, so its timestamp is the try's and the merchant can refuse old signatures. Nothing is kept
 * across a restart: the merchant's reconciliation asks about what it never heard of.
 */
export class NotificationSender {
  readonly deliveries: Delivery[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly stopping = new AbortController();
  private readonly retryDelaysMs: readonly number[];

  constructor(private readonly options: SenderOptions) {
    this.retryDelaysMs = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  }

  send(url: string, notification: SandboxNotification): Delivery {
    const delivery: Delivery = { notification, url, attempts: 0, status: 'pending', lastAnswer: null };
    this.deliveries.push(delivery);
    if (this.deliveries.length > KEPT_DELIVERIES) this.deliveries.shift();
    this.later(delivery, 0);
    return delivery;
  }

  /** Stops: nothing more is sent, and a try under way is abandoned. */
  close(): void {
    this.stopping.abort();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private later(delivery: Delivery, delayMs: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(delivery);
    }, delayMs);
    // A pending retry never keeps the process alive.
    timer.unref();
    this.timers.add(timer);
  }

  private async attempt(delivery: Delivery): Promise<void> {
    if (this.stopping.signal.aborted) return;
    delivery.attempts += 1;
    const body = JSON.stringify(delivery.notification);
    const signature = signatureOf(this.options.secret, body, Math.floor(this.options.now().getTime() / 1000));
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        body,
        redirect: 'manual',
        signal: AbortSignal.any([this.stopping.signal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]),
      });
      await response.arrayBuffer().catch(() => undefined);
      delivery.lastAnswer = String(response.status);
      if (response.ok) {
        delivery.status = 'delivered';
        return;
      }
    } catch (error) {
      delivery.lastAnswer = (error as Error).message;
    }
    const delay = this.retryDelaysMs[delivery.attempts - 1];
    if (delay === undefined || this.stopping.signal.aborted) {
      delivery.status = 'failed';
      this.options.onGiveUp?.(delivery);
      return;
    }
    this.later(delivery, delay);
  }
}
