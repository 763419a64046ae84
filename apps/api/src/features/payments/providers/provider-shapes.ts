import type {
  CreatedProviderPayment,
  NewProviderPayment,
  PaymentProvider,
  ProviderName,
  ProviderPayment,
  ProviderRefund,
  ProviderReturn,
  VoidOutcome,
} from './payment-provider';
import { SandboxConnection } from './sandbox-connection';

/** A provider shape: its name, how its return names the payment, whether the merchant captures. */
abstract class ShapedProvider implements PaymentProvider {
  abstract readonly name: ProviderName;
  readonly capturesOnReturn: boolean = false;

  constructor(protected readonly connection: SandboxConnection) {}

  create(payment: NewProviderPayment): Promise<CreatedProviderPayment> {
    return this.connection.create(this.name, payment);
  }
  status(providerPaymentId: string): Promise<ProviderPayment | null> {
    return this.connection.status(providerPaymentId);
  }
  capture(providerPaymentId: string, amount: number): Promise<ProviderPayment | null> {
    return this.connection.capture(providerPaymentId, amount);
  }
  payWithToken(providerPaymentId: string, cardToken: string): Promise<ProviderPayment | null> {
    return this.connection.payWithToken(providerPaymentId, cardToken);
  }
  cancel(providerPaymentId: string): Promise<ProviderPayment | null> {
    return this.connection.cancel(providerPaymentId);
  }
  void(providerPaymentId: string): Promise<VoidOutcome> {
    return this.connection.void(providerPaymentId);
  }
  refund(providerPaymentId: string, amount: number, reference: string): Promise<ProviderRefund> {
    return this.connection.refund(providerPaymentId, amount, reference);
  }
  abstract readReturn(query: URLSearchParams): ProviderReturn | null;
}

const present = (value: string | null): string | null => (value && value.trim() ? value.trim() : null);

/** UpstreamPay: the return carries `token` (the payment) and `status`, which is never trusted. */
export class UpstreamPayProvider extends ShapedProvider {
  readonly name: ProviderName = 'UpstreamPay';
  readReturn(query: URLSearchParams): ProviderReturn | null {
    const token = present(query.get('token'));
    return token ? { providerPaymentId: token, returnMac: null } : null;
  }
}

/** lyra: `token` and `vads_trans_status`; the status is never trusted. */
export class LyraProvider extends UpstreamPayProvider {
  override readonly name: ProviderName = 'lyra';
}

/** ingenico: `hostedCheckoutId` and `RETURNMAC`, which must equal the value creation answered. */
export class IngenicoProvider extends ShapedProvider {
  readonly name: ProviderName = 'ingenico';
  readReturn(query: URLSearchParams): ProviderReturn | null {
    const id = present(query.get('hostedCheckoutId'));
    return id ? { providerPaymentId: id, returnMac: present(query.get('RETURNMAC')) ?? '' } : null;
  }
}

/** marketPay: `transactionId`; the page only authorises, the merchant captures on the return. */
export class MarketPayProvider extends ShapedProvider {
  readonly name: ProviderName = 'marketPay';
  override readonly capturesOnReturn = true;
  readReturn(query: URLSearchParams): ProviderReturn | null {
    const id = present(query.get('transactionId'));
    return id ? { providerPaymentId: id, returnMac: null } : null;
  }
}

/**
 * amazon (Amazon Payment Services): `fort_id` (the payment) and `status`, never trusted. A saved card charged
 * server to server that asks its 3-D Secure code is answered on the URL its get3dsUrl gives.
 */
export class AmazonProvider extends ShapedProvider {
  readonly name: ProviderName = 'amazon';
  readReturn(query: URLSearchParams): ProviderReturn | null {
    const id = present(query.get('fort_id'));
    return id ? { providerPaymentId: id, returnMac: null } : null;
  }
  threeDsUrl(providerPaymentId: string): Promise<string | null> {
    return this.connection.threeDsUrl(providerPaymentId);
  }
}
