/**
 * The payment provider adapter: what the payments feature asks of the unit's provider (its pspProvider),
 * server to server. Each provider shape differs in how the browser's return names the payment and in
 * whether the merchant captures; all of them are asked for the payment's real state and amount before
 * anything is confirmed: the browser's return parameters only say which payment to ask about.
 */

/**
 * The unit parameter pspProvider's values (spec 2 section 7: UpstreamPay or lyra, ingenico, marketPay; and
 * amazon, Amazon Payment Services, whose get3dsUrl spec 2 section 7's payment calls list).
 */
export const PROVIDER_NAMES = ['UpstreamPay', 'lyra', 'ingenico', 'marketPay', 'amazon'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

/**
 * A payment as the provider holds it. created: the page is not paid; challenge: waiting for the 3-D
 * Secure code; authorised: paid, waiting for the merchant's capture; succeeded, declined, canceled: final.
 */
export interface ProviderPayment {
  id: string;
  /** Our paymentId, given at creation. */
  merchantReference: string;
  state: 'created' | 'challenge' | 'authorised' | 'succeeded' | 'declined' | 'canceled';
  amount: number;
  currency: string;
  capturedAmount: number;
  /** What was given back of the captured amount by refunds. */
  refundedAmount: number;
  paymentMethod: string;
  cardToken: string | null;
  threeDSecure: 'none' | 'challenge' | 'passed' | 'failed';
  failureReason: string | null;
}

export interface NewProviderPayment {
  /** Our paymentId: the provider answers the same payment for it again (a retry after a crash). */
  merchantReference: string;
  /** The payment's title on the page. */
  description: string;
  amount: number;
  currency: string;
  paymentMethod: string;
  /** The shop's /loading/{purpose} page the browser comes back to. */
  returnUrl: string;
  /** Where the provider POSTs its signed notifications of the payment's changes (the API's route). */
  notificationUrl: string;
}

export interface CreatedProviderPayment {
  providerPaymentId: string;
  /** The hosted page the browser is sent to. */
  redirectUrl: string;
  /** The value the return is signed with, when the shape has one (ingenico's RETURNMAC). */
  returnMac: string | null;
}

/**
 * What voiding answered: the payment is voided now (nothing taken), the provider took the money
 * already (refund it, or settle it), or it cannot say yet (an authentication under way at the issuer).
 */
export type VoidOutcome =
  | { outcome: 'voided'; payment: ProviderPayment }
  | { outcome: 'captured'; payment: ProviderPayment }
  | { outcome: 'in-progress'; payment: ProviderPayment }
  | { outcome: 'closed'; payment: ProviderPayment | null };

/** A refund the provider made (again for a retried reference). */
export interface ProviderRefund {
  refundId: string;
  amount: number;
  payment: ProviderPayment;
}

/** What the browser's return says: which payment, and the shape's signature when it has one. */
export interface ProviderReturn {
  providerPaymentId: string;
  returnMac: string | null;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** marketPay: the page only authorises and the merchant captures on the return (marketPayCapture). */
  readonly capturesOnReturn: boolean;
  create(payment: NewProviderPayment): Promise<CreatedProviderPayment>;
  /** The payment's real state; null when the provider does not know it. */
  status(providerPaymentId: string): Promise<ProviderPayment | null>;
  /** Captures an authorised payment; answers its state afterwards (unchanged when it could not). */
  capture(providerPaymentId: string, amount: number): Promise<ProviderPayment | null>;
  /** Charges a card saved by an earlier payment (its token) instead of the card form; answers the state. */
  payWithToken(providerPaymentId: string, cardToken: string): Promise<ProviderPayment | null>;
  /** Cancels an unpaid payment; answers its state afterwards (a paid one stays paid). */
  cancel(providerPaymentId: string): Promise<ProviderPayment | null>;
  /** Voids a payment before money is taken: an unpaid page or an uncaptured authorisation. */
  void(providerPaymentId: string): Promise<VoidOutcome>;
  /** Gives back `amount` of a captured payment, once per `reference` (a retry answers the same refund). */
  refund(providerPaymentId: string, amount: number, reference: string): Promise<ProviderRefund>;
  /** Reads the return parameters of this shape from the return page's query; null when they are missing. */
  readReturn(query: URLSearchParams): ProviderReturn | null;
  /**
   * The provider's get3dsUrl, where it has one (amazon): where the buyer answers the 3-D Secure challenge of
   * a payment waiting for it; null when the payment waits for none (or the provider does not know it).
   */
  threeDsUrl?(providerPaymentId: string): Promise<string | null>;
}

/** The provider could not be reached or answered something unusable: nothing can be decided now. */
export class ProviderUnavailable extends Error {}
