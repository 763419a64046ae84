import type {
  CreatedProviderPayment,
  NewProviderPayment,
  ProviderName,
  ProviderPayment,
  ProviderRefund,
  VoidOutcome,
} from './payment-provider';
import { ProviderUnavailable } from './payment-provider';

/** Where the provider's API is and the merchant's shared secret (apps/psp-sandbox here). */
export interface ProviderSettings {
  url: string;
  secret: string;
}

/** The default sandbox origin (README: `npm start` runs it on port 4400, this machine only). */
export const DEFAULT_PSP_URL = 'http://127.0.0.1:4400';
const CALL_TIMEOUT_MS = 10_000;

/**
 * PSP_SANDBOX_URL and PSP_SANDBOX_SECRET, read per call so a server started before the sandbox (or a
 * test that starts its own) sees the current values. Null without a secret: payments are then off.
 */
export function providerSettingsFromEnv(): ProviderSettings | null {
  const secret = process.env.PSP_SANDBOX_SECRET;
  if (!secret) return null;
  return { url: (process.env.PSP_SANDBOX_URL ?? DEFAULT_PSP_URL).replace(/\/$/, ''), secret };
}

type Answer = { status: number; body: Record<string, unknown> | null };

/** The provider's JSON API, server to server, authenticated with the shared secret. */
export class SandboxConnection {
  constructor(private readonly settings: () => ProviderSettings | null = providerSettingsFromEnv) {}

  async create(shape: ProviderName, payment: NewProviderPayment): Promise<CreatedProviderPayment> {
    const answer = await this.call('POST', '/v1/payments', { ...payment, shape });
    if ((answer.status !== 200 && answer.status !== 201) || !answer.body)
      throw new ProviderUnavailable(`payment creation answered ${answer.status}`);
    const { id, redirectUrl, returnMac } = answer.body;
    if (typeof id !== 'string' || typeof redirectUrl !== 'string')
      throw new ProviderUnavailable('payment creation answered no id');
    return { providerPaymentId: id, redirectUrl, returnMac: typeof returnMac === 'string' ? returnMac : null };
  }

  async status(providerPaymentId: string): Promise<ProviderPayment | null> {
    return this.paymentOf(await this.call('GET', `/v1/payments/${encodeURIComponent(providerPaymentId)}`));
  }

  async capture(providerPaymentId: string, amount: number): Promise<ProviderPayment | null> {
    const path = `/v1/payments/${encodeURIComponent(providerPaymentId)}/capture`;
    return this.paymentOf(await this.call('POST', path, { amount }));
  }

  async payWithToken(providerPaymentId: string, cardToken: string): Promise<ProviderPayment | null> {
    const path = `/v1/payments/${encodeURIComponent(providerPaymentId)}/pay-with-token`;
    return this.paymentOf(await this.call('POST', path, { cardToken }));
  }

  /** Amazon Payment Services' get3dsUrl: the challenge page of a payment waiting for it, else null. */
  async threeDsUrl(providerPaymentId: string): Promise<string | null> {
    const answer = await this.call('GET', `/v1/payments/${encodeURIComponent(providerPaymentId)}/3ds-url`);
    if (answer.status === 404 || answer.status === 409) return null;
    const url = answer.body?.threeDsUrl;
    if (answer.status !== 200 || typeof url !== 'string')
      throw new ProviderUnavailable(`get3dsUrl answered ${answer.status}`);
    return url;
  }

  async cancel(providerPaymentId: string): Promise<ProviderPayment | null> {
    return this.paymentOf(await this.call('POST', `/v1/payments/${encodeURIComponent(providerPaymentId)}/cancel`));
  }

  async void(providerPaymentId: string): Promise<VoidOutcome> {
    const answer = await this.call('POST', `/v1/payments/${encodeURIComponent(providerPaymentId)}/void`);
    const payment = this.paymentOf(answer);
    if (!payment) return { outcome: 'closed', payment: null };
    if (answer.status === 200) return { outcome: 'voided', payment };
    if (payment.state === 'succeeded') return { outcome: 'captured', payment };
    if (payment.state === 'challenge') return { outcome: 'in-progress', payment };
    return {
      outcome: payment.state === 'canceled' || payment.state === 'declined' ? 'closed' : 'in-progress',
      payment,
    };
  }

  async refund(providerPaymentId: string, amount: number, reference: string): Promise<ProviderRefund> {
    const path = `/v1/payments/${encodeURIComponent(providerPaymentId)}/refunds`;
    const answer = await this.call('POST', path, { amount, reference });
    const refund = answer.body?.refund as { id?: unknown; amount?: unknown } | undefined;
    const payment = answer.body?.payment as ProviderPayment | undefined;
    if ((answer.status !== 200 && answer.status !== 201) || typeof refund?.id !== 'string' || !payment)
      throw new ProviderUnavailable(`the refund answered ${answer.status} ${String(answer.body?.error ?? '')}`);
    return {
      refundId: refund.id,
      amount: Number(refund.amount),
      payment: { ...payment, refundedAmount: payment.refundedAmount ?? 0 },
    };
  }

  /** A payment from a success, or from a refusal that says the payment's state (409); null for 404. */
  private paymentOf(answer: Answer): ProviderPayment | null {
    if (answer.status === 404) return null;
    const body = answer.status === 409 ? (answer.body?.payment as Record<string, unknown> | undefined) : answer.body;
    if ((answer.status !== 200 && answer.status !== 409) || !body || typeof body.state !== 'string')
      throw new ProviderUnavailable(`the provider answered ${answer.status}`);
    return { refundedAmount: 0, ...body } as unknown as ProviderPayment;
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
    const settings = this.settings();
    if (!settings) throw new ProviderUnavailable('no provider secret (PSP_SANDBOX_SECRET) is set');
    let response: Response;
    try {
      response = await fetch(`${settings.url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${settings.secret}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderUnavailable(`the provider is unreachable: ${(error as Error).message}`);
    }
    const text = await response.text();
    let parsed: Record<string, unknown> | null = null;
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    } catch {
      throw new ProviderUnavailable(`the provider answered ${response.status} without JSON`);
    }
    if (response.status === 401) throw new ProviderUnavailable('the provider refused the shared secret');
    return { status: response.status, body: parsed };
  }
}
