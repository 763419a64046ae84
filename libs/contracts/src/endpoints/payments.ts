import * as v from 'valibot';
import { PAYMENT_MEANS, type PaymentMean } from '../code-tables';
import { defineEndpoint } from '../endpoint';
import { BuIdSchema } from '../business-unit';
import { EmailSchema, MinorAmountSchema, PhoneNumberSchema } from '../fields';

/**
 * A payment's states (decision 0020): open (created, pending), then succeeded, failed or canceled; or
 * refund_due when the money came for something that could no longer take it, until refunded.
 */
export const PAYMENT_STATES = [
  'created',
  'pending',
  'succeeded',
  'failed',
  'canceled',
  'refund_due',
  'refunded',
] as const;
export type PaymentStateCode = (typeof PAYMENT_STATES)[number];

/**
 * Hosted payments (spec 2 section 7 "Payment"). The buyer pays on the provider's page (the unit's
 * pspProvider: UpstreamPay, lyra, ingenico or marketPay); the browser comes back to
 * /loading/{order|topup|topupWallet} with the provider's return parameters, and the return page calls
 * finalisation (marketPayCapture for marketPay), which asks the provider for the payment's real state
 * and amount before anything is confirmed. The money flow: docs/api.md, "Money flow".
 */

/** What a hosted payment pays for: the page the browser returns to (/loading/{purpose}). */
export const PAYMENT_PURPOSES = ['order', 'topup', 'topupWallet'] as const;

/** Our payment id: 'pay_' and 22+ base64url characters (unguessable). */
export const PaymentIdSchema = v.pipe(v.string(), v.regex(/^pay_[A-Za-z0-9_-]{22,64}$/, 'Invalid payment id'));

/** A provider's return parameter (a payment token, a MAC): printable, bounded. */
const ProviderValueSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.~+/=-]{1,200}$/, 'Invalid value'));

/** The owner's reference of what is paid: an order number, a card id, a wallet's account id. */
const PaymentReferenceSchema = v.pipe(v.string(), v.regex(/^[0-9A-Za-z_-]{1,40}$/, 'Invalid reference'));

const PaymentMeanSchema = v.picklist(Object.keys(PAYMENT_MEANS) as PaymentMean[], 'Unknown payment method');

/** The full URL of the return page the browser came back to (its query holds the return parameters). */
const CallBackUrlSchema = v.pipe(v.string(), v.maxLength(2048), v.url('The callBackUrl is not a URL'));

/** What the return page reads after a confirmed payment (spec 2 section 7 finalisation). */
export const FinalisationResultSchema = v.object({
  /** Where the browser goes next, on the shop's origin: the order result, the card page or the wallet page. */
  redirectUrl: v.string(),
  /** The order paid (purpose order); empty for top-ups. */
  orderNo: v.string(),
  purpose: v.picklist(PAYMENT_PURPOSES),
  pspResult: v.object({
    paymentId: v.string(),
    /** The payment mean paid with (return mapping: C04 card, IBT instant payment, PP wallet). */
    paymentMethod: v.string(),
    /** The provider's reusable card token, for a card payment seen by its own payer; else empty. */
    cardToken: v.string(),
  }),
});
export type FinalisationResult = v.InferOutput<typeof FinalisationResultSchema>;

export const paymentInitToken = defineEndpoint({
  name: 'paymentInitToken',
  group: 'Payment',
  summary:
    "A short-lived token (CSRF) that createPayment must carry: it binds the payment to this caller's " +
    'session (or this unit for a guest) and expires after 30 minutes.',
  method: 'GET',
  path: '/payment/initToken',
  versions: [''],
  auth: 'optional',
  request: v.object({}),
  response: v.object({ csrfToken: v.string(), expiresInSeconds: v.number() }),
});

export const getPaymentMeans = defineEndpoint({
  name: 'getPaymentMeans',
  group: 'Payment',
  summary:
    "The payment means offered to this caller (spec 1 section 6): the unit's paymentType, unless the " +
    "member's contract type forces its own (EnCompte 2: wallet 14, bank transfer 03, bank check 05; " +
    "Light 1: 03 and 05; Registered 3: the unit's list). Guests never get the wallet (14). hosted: paid " +
    "on the provider's page through createPayment.",
  method: 'GET',
  path: '/payment/paymentMeans',
  versions: [''],
  auth: 'optional',
  request: v.object({}),
  response: v.object({
    pspProvider: v.string(),
    paymentMeans: v.array(v.object({ code: v.string(), hosted: v.boolean() })),
  }),
});

export const paymentInit = defineEndpoint({
  name: 'paymentInit',
  group: 'Payment',
  summary:
    'What paying a reference involves: the amount owed as the owning feature computes it (never the ' +
    "client's), its currency, the unit's provider and the payment means offered to this caller.",
  method: 'POST',
  path: '/payment/init',
  versions: [''],
  auth: 'optional',
  request: v.object({ purpose: v.picklist(PAYMENT_PURPOSES), reference: PaymentReferenceSchema }),
  response: v.object({
    purpose: v.picklist(PAYMENT_PURPOSES),
    reference: v.string(),
    amount: MinorAmountSchema,
    currency: v.string(),
    pspProvider: v.string(),
    paymentMeans: v.array(v.string()),
  }),
});

export const createPayment = defineEndpoint({
  name: 'createPayment',
  group: 'Payment',
  summary:
    "Starts paying an order on the provider's hosted page and answers its redirectUrl. The amount is the " +
    "order's amount due; txnAmount and txnCurrency, when sent, must equal it (59006 when the order changed). " +
    "paymentMethod must be offered to the caller and paid on the provider's page (C04, IBT, PP, 16, BT, MW). " +
    'A repeat with the same Idempotency-Key answers the same payment; a new attempt cancels the previous unpaid one.',
  method: 'POST',
  path: '/payment/createPayment',
  versions: [''],
  auth: 'optional',
  idempotent: true,
  request: v.object({
    orderNo: PaymentReferenceSchema,
    paymentMethod: PaymentMeanSchema,
    /** paymentInitToken's csrfToken. */
    csrfToken: v.pipe(v.string(), v.maxLength(300)),
    txnAmount: v.optional(MinorAmountSchema),
    txnCurrency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'Invalid currency'))),
    isVoid: v.optional(v.boolean()),
    mobileNo: v.optional(v.union([v.literal(''), PhoneNumberSchema])),
    email: v.optional(v.union([v.literal(''), EmailSchema])),
    hostName: v.optional(v.pipe(v.string(), v.maxLength(255))),
    buId: v.optional(BuIdSchema),
  }),
  response: v.object({ redirectUrl: v.string(), paymentId: v.string(), orderNo: v.string() }),
});

export const tokenizedPayment = defineEndpoint({
  name: 'tokenizedPayment',
  group: 'Payment',
  summary:
    "Pays a member's order with a card saved by one of their earlier card payments (pspResult.cardToken), " +
    'without the card form: answers the order result to go to, or, when the card asks its 3-D Secure code ' +
    "(requiresAction), the provider's page with the challenge; then finalisation or confirmPayment completes " +
    "it. 59001 for a declined card or a token that is not the member's.",
  method: 'POST',
  path: '/payment/tokenized',
  versions: [''],
  auth: 'required',
  idempotent: true,
  request: v.object({
    orderNo: PaymentReferenceSchema,
    cardToken: ProviderValueSchema,
    /** paymentInitToken's csrfToken. */
    csrfToken: v.pipe(v.string(), v.maxLength(300)),
    txnAmount: v.optional(MinorAmountSchema),
  }),
  response: v.object({
    paymentId: v.string(),
    orderNo: v.string(),
    requiresAction: v.boolean(),
    redirectUrl: v.string(),
  }),
});

export const paymentFinalisation = defineEndpoint({
  name: 'paymentFinalisation',
  group: 'Payment',
  summary:
    'Completes a payment when the browser comes back: reads the provider return parameters from callBackUrl ' +
    '(token, or hostedCheckoutId and RETURNMAC, or transactionId), asks the provider for the real state and ' +
    'amount, and confirms what was paid once (a replayed or concurrent return confirms once and issues cards ' +
    'once). Answers redirectUrl, orderNo and pspResult; 59001 when the payment failed.',
  method: 'POST',
  path: '/payment/finalisation',
  versions: [''],
  auth: 'optional',
  idempotent: true,
  request: v.object({
    token: v.optional(ProviderValueSchema),
    paymentId: v.optional(PaymentIdSchema),
    callBackUrl: CallBackUrlSchema,
    buId: v.optional(BuIdSchema),
  }),
  response: FinalisationResultSchema,
});

export const marketPayCapture = defineEndpoint({
  name: 'marketPayCapture',
  group: 'Payment',
  summary:
    'marketPay units: captures the payment the buyer authorised on the page (the whole amount owed) and ' +
    'completes it as finalisation does.',
  method: 'POST',
  path: '/payment/marketPayCapture',
  versions: [''],
  auth: 'optional',
  idempotent: true,
  request: v.object({
    transactionId: v.optional(ProviderValueSchema),
    callBackUrl: CallBackUrlSchema,
    buId: v.optional(BuIdSchema),
  }),
  response: FinalisationResultSchema,
});

export const confirmPayment = defineEndpoint({
  name: 'confirmPayment',
  group: 'Payment',
  summary:
    'Confirms a payment by its paymentId when the browser return was lost (a closed tab, a crash): asks ' +
    'the provider for its state and completes it as finalisation does; 59005 while it is still open.',
  method: 'POST',
  path: '/payment/confirmPayment',
  versions: [''],
  auth: 'optional',
  idempotent: true,
  request: v.object({ paymentId: PaymentIdSchema }),
  response: FinalisationResultSchema,
});

export const amazonGet3dsUrl = defineEndpoint({
  name: 'amazonGet3dsUrl',
  group: 'Payment',
  summary:
    'amazon units (Amazon Payment Services): where the buyer answers the 3-D Secure challenge of a payment ' +
    'waiting for it (a saved card charged without the form), asked of the provider; null when it waits for ' +
    'none. 59008 on a unit whose provider is not amazon.',
  method: 'POST',
  path: '/payment/amazon/get3dsUrl',
  versions: [''],
  auth: 'optional',
  request: v.object({ paymentId: PaymentIdSchema }),
  response: v.object({
    paymentId: v.string(),
    state: v.picklist(PAYMENT_STATES),
    threeDsUrl: v.nullable(v.string()),
  }),
});

export const threeDsConfirmation = defineEndpoint({
  name: 'threeDsConfirmation',
  group: 'Payment',
  summary:
    "A payment's 3-D Secure state as the provider reports it: none, challenge (waiting for the code: " +
    'redirectUrl leads back to the challenge), passed or failed; and the payment state.',
  method: 'GET',
  path: '/payment/3ds/confirmation',
  versions: [''],
  auth: 'optional',
  request: v.object({ paymentId: PaymentIdSchema }),
  response: v.object({
    paymentId: v.string(),
    state: v.picklist(PAYMENT_STATES),
    threeDSecure: v.picklist(['none', 'challenge', 'passed', 'failed']),
    redirectUrl: v.nullable(v.string()),
  }),
});
