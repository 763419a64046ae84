import * as v from 'valibot';
import { OrderDeliverySummarySchema } from '../delivery';
import { ORDER_KINDS, PAYMENT_MEANS, type PaymentMean } from '../code-tables';
import { defineEndpoint } from '../endpoint';
import { CustIdSchema, MinorAmountSchema, PageSchema, safeText } from '../fields';

/**
 * The member's wallet (spec 1 section 3 Wallet). Amounts are minor units of `currency`. Shown only to
 * signed-in members who are not salesmen, on units with the wallet switched on (spec 1 section 6).
 */
export const WalletSchema = v.object({
  balance: MinorAmountSchema,
  currency: v.pipe(v.string(), v.length(3)),
  /** Orders the wallet paid (redemptions P), ever and in the current calendar month of the unit. */
  orderCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  monthlyOrders: v.pipe(v.number(), v.integer(), v.minValue(0)),
  isReloadable: v.boolean(),
  /** Whether a top-up may be started now: reloadable and not hidden by the unit. */
  isTopUpAllowed: v.boolean(),
  /** The smallest top-up in minor units (AED 50 on AED units; see docs/decisions/0010-wallet.md). */
  topUpMinAmount: MinorAmountSchema,
  /** The largest top-up in minor units: the unit's walletTopUpMaxAmount (docs/decisions/0019-amount-bounds.md). */
  topUpMaxAmount: MinorAmountSchema,
  /** The wallet's 16-digit number; null until the wallet is opened by its first top-up or credit. */
  cardNumber: v.nullable(v.pipe(v.string(), v.regex(/^\d{16}$/))),
  /** Top-ups requested and not yet confirmed (wallet status R). */
  processAmount: MinorAmountSchema,
  /** balance + processAmount: the balance once the requested top-ups are confirmed. */
  inProgressBalance: MinorAmountSchema,
});
export type Wallet = v.InferOutput<typeof WalletSchema>;

export const getMemberWallet = defineEndpoint({
  name: 'getMemberWallet',
  group: 'Wallet',
  summary:
    "The member's wallet: balance, orders it paid, top-ups in progress and whether it may be topped up. " +
    '57001 for salesmen and on units without a wallet.',
  method: 'POST',
  path: '/member/getMemberWallet',
  versions: [''],
  auth: 'required',
  request: v.object({ custId: CustIdSchema }),
  response: WalletSchema,
});

export const topUpWallet = defineEndpoint({
  name: 'topUpWallet',
  group: 'Wallet',
  summary:
    "Starts a top-up of the member's wallet: records the request (status R) and starts a hosted payment, " +
    "answering the provider's page to go to; the wallet is credited (L) when the payment is confirmed and the " +
    'browser comes back to /loading/topupWallet. amount in minor units, from topUpMinAmount (AED 50 on AED ' +
    "units) to topUpMaxAmount (the unit's walletTopUpMaxAmount); else 400 naming the field and storing " +
    'nothing. 57001 no wallet here, 57002 not reloadable or hidden, 59003 means not offered on the payment page.',
  method: 'POST',
  path: '/member/topUpWallet',
  versions: [''],
  auth: 'required',
  rateLimit: 'orderCreation',
  idempotent: true,
  request: v.object({
    custId: CustIdSchema,
    // The unit's bounds are the form's rule, applied by the API with its message (wallet-top-up-rules.ts).
    amount: v.pipe(v.number(), v.integer('Amounts are integer minor units'), v.minValue(1)),
    paymentMethod: v.picklist(Object.keys(PAYMENT_MEANS) as PaymentMean[]),
  }),
  response: v.object({
    topUpId: v.string(),
    paymentId: v.string(),
    redirectUrl: v.string(),
  }),
});

export const HISTORY_TYPES = [
  ORDER_KINDS.Order,
  ORDER_KINDS.Wallet,
  ORDER_KINDS.Transfer,
  ORDER_KINDS.Receive,
] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

const IsoDateSchema = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Format should be YYYY-MM-DD'));

/** An order of the member (type O); status is the order status code of spec 2 section 9. */
export const OrderHistoryRecordSchema = v.object({
  recordType: v.literal('O'),
  orderNo: v.string(),
  date: v.string(),
  status: v.string(),
  quantity: v.number(),
  amount: v.number(),
  currency: v.string(),
  paymentType: v.string(),
  productName: v.string(),
  /** Its cards' deliveries per channel and status (empty before payment). */
  deliveries: v.optional(v.array(OrderDeliverySummarySchema), []),
  /** A paid business order's invoice number (its PDF: downloadInvoice); '' for an order without one. */
  invoiceNo: v.optional(v.string(), ''),
});

/**
 * A wallet movement (type M): transactionType L top-up, P redeem, C cashback, G give-back; status Y
 * confirmed, R requesting (a top-up whose payment is not confirmed), N canceled. amount is signed.
 */
export const WalletHistoryRecordSchema = v.object({
  recordType: v.literal('M'),
  date: v.string(),
  transactionType: v.picklist(['L', 'P', 'C', 'G']),
  status: v.picklist(['Y', 'N', 'R']),
  amount: v.number(),
  /** The balance after a confirmed movement; null for a top-up still requested or canceled. */
  balanceAfter: v.nullable(v.number()),
  currency: v.string(),
  /** What the movement was for: the order number, the payment id. */
  reference: v.string(),
  cardNumber: v.string(),
});

/** A card the member transferred (T) or received (R); status is the transfer status (01 request, 03 confirmed). */
export const TransferHistoryRecordSchema = v.object({
  recordType: v.picklist(['T', 'R']),
  date: v.string(),
  status: v.string(),
  productName: v.string(),
  amount: v.number(),
  currency: v.string(),
  /** The other member: the receiver of a transfer, the sender of a received card. */
  counterpartName: v.string(),
  counterpartEmail: v.string(),
});

export const HistoryRecordSchema = v.variant('recordType', [
  OrderHistoryRecordSchema,
  WalletHistoryRecordSchema,
  TransferHistoryRecordSchema,
]);
export type HistoryRecord = v.InferOutput<typeof HistoryRecordSchema>;

export const getMemberHistory = defineEndpoint({
  name: 'getMemberHistory',
  group: 'Member',
  summary:
    "The member's history, newest first, HISTORY_PAGE_SIZE records a page: O orders, M wallet movements " +
    '(top-up, redeem, cashback), T cards transferred, R cards received. Filters: cardNumber, dateBegin and ' +
    "dateEnd (YYYY-MM-DD, inclusive, in the unit's time zone), status (the type's status code), productName.",
  method: 'POST',
  path: '/member/getMemberHistory',
  versions: ['v5', ''],
  auth: 'required',
  request: v.object({
    custId: CustIdSchema,
    historyType: v.optional(v.picklist(HISTORY_TYPES), ORDER_KINDS.Order),
    page: v.optional(PageSchema, 1),
    cardNumber: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[\d\s-]{0,40}$/, 'Card numbers are digits'))),
    dateBegin: v.optional(IsoDateSchema),
    dateEnd: v.optional(IsoDateSchema),
    status: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[0-9A-Z]{0,3}$/, 'Unknown status'))),
    productName: v.optional(safeText(100)),
  }),
  response: v.object({
    historyType: v.picklist(HISTORY_TYPES),
    totalCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
    page: v.number(),
    transactionRecords: v.array(HistoryRecordSchema),
  }),
});
