import * as v from 'valibot';
import { CARD_KIND_CODES } from '../code-tables';
import { defineEndpoint } from '../endpoint';
import { CustIdSchema, MinorAmountSchema } from '../fields';
import { OrderNoSchema } from './orders';
import { PAYMENT_STATES, PaymentIdSchema } from './payments';

/**
 * What the order result page (/order/{number}) shows (spec 1 section 4 "Payment return"):
 * - paid: confirmed (09), its cards issued;
 * - pending: waiting for a bank transfer or check (041 with 03 or 05), or a receipt under review (04);
 * - processing: a provider payment not decided yet (041);
 * - failed: the payment named (paymentId) was declined or cancelled;
 * - canceled: cancelled (02) for another reason;
 * - unconfirmed: created but never confirmed (03);
 * - refunded: not paid, and money the provider took for it is given back (it came after a cancel).
 * Decisions 0015 and 0020.
 */
export const ORDER_RESULTS = [
  'paid',
  'pending',
  'processing',
  'failed',
  'canceled',
  'unconfirmed',
  'refunded',
] as const;
export type OrderResultKind = (typeof ORDER_RESULTS)[number];

const whole = v.pipe(v.number(), v.integer());

export const OrderResultSchema = v.object({
  orderNo: OrderNoSchema,
  result: v.picklist(ORDER_RESULTS),
  /** The order status code (spec 2 section 9). */
  status: v.string(),
  /** The payment mean chosen at confirm (C04, 03, ...); empty before. */
  paymentMean: v.string(),
  currency: v.pipe(v.string(), v.length(3)),
  orderAmtTot: MinorAmountSchema,
  couponAmount: MinorAmountSchema,
  walletAmount: MinorAmountSchema,
  /** What is still to pay outside coupons and wallet: 0 once the order is paid, and for a cancelled one. */
  dueAmount: MinorAmountSchema,
  /** What the payment method (provider, bank transfer or check) paid once the order is paid; 0 before. */
  paidAmount: MinorAmountSchema,
  /** A bank transfer's end of the 30-minute window for its receipt (ISO), else empty. */
  paymentWindowEndsAt: v.string(),
  /** The order holds physical cards: they stay locked until the buyer unlocks the order. */
  hasPhysical: v.boolean(),
  isUnlocked: v.boolean(),
  /** What was bought; never whom for (the number alone opens a guest's order). */
  orderLines: v.array(
    v.object({
      lineNo: whole,
      productName: v.string(),
      kind: v.picklist(CARD_KIND_CODES),
      qty: whole,
      amount: MinorAmountSchema,
      lineTotal: MinorAmountSchema,
      deliverType: v.string(),
      /** YYYY-MM-DD when the cards are sent later, else empty. */
      deliverDate: v.string(),
      deliverTimeZone: v.string(),
    }),
  ),
  /** The payment the page was given (paymentId) when it pays this order: its state. */
  payment: v.nullable(
    v.object({
      paymentId: v.string(),
      state: v.picklist(PAYMENT_STATES),
    }),
  ),
  /** Money taken for this order and given back (the latest such payment): owed, or refunded on a date. */
  refund: v.nullable(
    v.object({
      amount: MinorAmountSchema,
      state: v.picklist(['refund_due', 'refunded']),
      /** ISO date and time of the provider's refund; empty while it is owed. */
      refundedAt: v.string(),
    }),
  ),
});
export type OrderResult = v.InferOutput<typeof OrderResultSchema>;

export const getOrderResult = defineEndpoint({
  name: 'getOrderResult',
  group: 'Orders',
  summary:
    'The result of an order for its result page, named by its number, by a payment of it (paymentId, as the ' +
    'payment return has it), or both (they must agree): paid, pending, processing, failed, canceled, ' +
    'unconfirmed or refunded, with what was bought (no receivers). ' +
    "A member's order is its member's only. 58001 unknown.",
  method: 'POST',
  path: '/order/result',
  versions: [''],
  auth: 'optional',
  rateLimit: 'tokenCheck',
  request: v.pipe(
    v.object({
      custId: v.optional(CustIdSchema),
      orderNo: v.optional(OrderNoSchema),
      paymentId: v.optional(PaymentIdSchema),
    }),
    v.check((input) => input.orderNo !== undefined || input.paymentId !== undefined, 'Give orderNo or paymentId'),
  ),
  response: OrderResultSchema,
});
