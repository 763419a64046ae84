import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { CustIdSchema, MinorAmountSchema, PageSchema } from '../fields';
import { INVOICE_FIELDS, OrderNoSchema, OrderPricesSchema, StoredOrderLineSchema } from './orders';

// Quotations (spec 2 section 7 "Orders"): a member's priced offers, listed, shown, hidden, and turned
// into an order (decision 0025). quoteOrder, which makes one, is with the orders.

const whole = v.pipe(v.number(), v.integer());

/** How long a quotation can be turned into an order at its quoted prices (decision 0025). */
export const QUOTATION_VALIDITY_DAYS = 30;

/** Whether a quotation can still be ordered: until when, and the order it became ('' while none). */
const QUOTATION_STATE = { validUntil: v.string(), orderedAs: v.string() };

export const getQuotationOrders = defineEndpoint({
  name: 'getQuotationOrders',
  group: 'Orders',
  summary: "The member's quotations, newest first, 10 per page.",
  method: 'POST',
  path: '/member/getQuotationOrders',
  versions: [''],
  auth: 'required',
  request: v.object({ custId: CustIdSchema, page: v.optional(PageSchema, 1) }),
  response: v.object({
    totalCount: whole,
    quotationOrders: v.array(
      v.object({
        orderNo: OrderNoSchema,
        createdAt: v.string(),
        currency: v.string(),
        orderAmtTot: MinorAmountSchema,
        quantity: whole,
        ...QUOTATION_STATE,
      }),
    ),
  }),
});

/** A line of a quotation as it was priced when the quotation was made, and whom it was for. */
const QuotationLineSchema = v.object({
  ...StoredOrderLineSchema.entries,
  receiverName: v.string(),
  receiverEmail: v.string(),
});

export const getQuotationDetail = defineEndpoint({
  name: 'getQuotationDetail',
  group: 'Orders',
  summary: "One of the member's quotations with its priced lines; 58001 when it is not theirs or was removed.",
  method: 'POST',
  path: '/member/getQuotationDetail',
  versions: [''],
  auth: 'required',
  request: v.object({ custId: CustIdSchema, orderNo: OrderNoSchema }),
  response: v.object({
    orderNo: OrderNoSchema,
    createdAt: v.string(),
    currency: v.pipe(v.string(), v.length(3)),
    grossAmount: MinorAmountSchema,
    discountAmount: MinorAmountSchema,
    feeAmount: MinorAmountSchema,
    shippingAmount: MinorAmountSchema,
    taxAmount: MinorAmountSchema,
    orderAmtTot: MinorAmountSchema,
    ...QUOTATION_STATE,
    orderLines: v.array(QuotationLineSchema),
  }),
});

export const disableQuotationOrder = defineEndpoint({
  name: 'disableQuotationOrder',
  group: 'Orders',
  summary: "Removes one of the member's quotations from their list; 58001 when it is not theirs or already removed.",
  method: 'POST',
  path: '/member/disableQuotationOrder',
  versions: [''],
  auth: 'required',
  request: v.object({ custId: CustIdSchema, orderNo: OrderNoSchema }),
  response: v.object({ orderNo: OrderNoSchema, isDisabled: v.literal(true) }),
});

export const orderQuotation = defineEndpoint({
  name: 'orderQuotation',
  group: 'Orders',
  summary:
    "Turns one of the member's quotations into an order (status 03) at the quoted prices, within " +
    `${QUOTATION_VALIDITY_DAYS} days of the quotation (decision 0025): the order is then confirmed and paid as ` +
    'any other. Once per quotation: 58033 when already ordered, 58032 expired, 58001 not theirs or removed; a ' +
    'business buyer must be verified (58030) and, when the quotation has none, give its invoicing address ' +
    '(invoice* fields, 58031).',
  method: 'POST',
  path: '/member/orderQuotation',
  versions: [''],
  auth: 'required',
  rateLimit: 'orderCreation',
  idempotent: true,
  request: v.object({ custId: CustIdSchema, orderNo: OrderNoSchema, ...INVOICE_FIELDS }),
  response: OrderPricesSchema,
});
