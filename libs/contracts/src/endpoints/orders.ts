import * as v from 'valibot';
import { CARD_KIND_CODES, DRAFT_DELIVER_TYPES, PAYMENT_MEANS } from '../code-tables';
import { defineEndpoint } from '../endpoint';
import { CustIdSchema, ItemCodeSchema, MinorAmountSchema } from '../fields';

// Orders (spec 2 section 7 "Orders", spec 1 section 3 "Order-line draft"). Every amount is in minor
// units of the unit's currency. The server prices each line from its own catalogue: the prices,
// rates and fees a client sends in a line are accepted on the wire and ignored.

/** Wire text of a line field: the server applies the forms' rules (@shop/validation) on top. */
const text = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)), '');
const whole = v.pipe(v.number(), v.integer());
/** A figure the client may send from its cart; the server's own replaces it. */
const ignored = v.optional(v.number(), 0);

export const ORDER_LINES_MAX = 100;
/** Random public order numbers: 20 characters of Crockford's base 32 (about 100 bits). */
export const OrderNoSchema = v.pipe(v.string(), v.regex(/^[0-9A-Z]{8,40}$/, 'Invalid order number'));

/** The B2B additions that make a business order's invoicing address (spec 1 section 3). */
export const INVOICE_FIELDS = {
  invoiceReceiverName: text(200),
  invoiceAddress: text(300),
  invoiceZipCode: text(40),
  invoiceCity: text(200),
  invoiceCountryCode: text(2),
  invoiceEmail: text(254),
  invoiceMobileNo: text(40),
};

/** One order-line draft: every field of spec 1 section 3, with the spec's defaults. */
export const OrderLineDraftSchema = v.object({
  itemCode: ItemCodeSchema,
  templateId: v.optional(whole, 0),
  amount: MinorAmountSchema,
  qty: whole,
  deliverDate: text(40),
  deliverTimeZone: text(64),
  deliverType: v.optional(v.picklist(DRAFT_DELIVER_TYPES), 'Email'),
  letterTypeId: v.optional(v.nullable(whole), null),
  extraItemCode: v.optional(v.union([v.literal(''), ItemCodeSchema]), ''),
  message: text(2000),
  message2: text(2000),
  personalImageUrl: text(500),
  senderName: text(200),
  senderEmail: text(254),
  senderMobileNo: text(40),
  receiverName: text(200),
  receiverFirstName: text(200),
  receiverLastName: text(200),
  receiverCivility: text(10),
  receiverEmail: text(254),
  receiverMobileAreaCode: text(10),
  receiverMobileNo: text(40),
  receiverAddress: text(300),
  receiverAddress2: text(300),
  receiverCity: text(200),
  receiverZipCode: text(40),
  receiverCountryCode: text(2),
  receiverVatNumber: text(40),
  urssafId: text(40),
  shelfId: text(40),
  customizeShelf: text(200),
  validMonths: v.optional(whole, 12),
  templateUrl: text(500),
  draftPath: text(300),
  fileType: text(40),
  fileName: text(200),
  tempId: text(100),
  productImgUrl: text(500),
  productName: text(200),
  categoryId: v.optional(v.union([v.string(), v.number()]), ''),
  customerId: text(40),
  customerName: text(200),
  parentItemCode: text(40),
  extraItemImgUrl: text(500),
  extraProductName: text(200),
  commisionType: text(10),
  commisionValue: ignored,
  newBeneficairyQty: v.optional(whole, 0),
  isTaxCredit: v.optional(v.picklist([0, 1]), 0),
  salesmanId: text(40),
  orderAmount: v.optional(v.number(), 0),
  // Sent by carts, recomputed by the server.
  kind: v.optional(v.union([v.literal(''), v.picklist(CARD_KIND_CODES)]), ''),
  discountRate: ignored,
  letterPrice: ignored,
  shipFee: ignored,
  cardMadeFee: ignored,
  extraCardMadeFee: ignored,
  extraProductAmount: ignored,
  productTaxRate: ignored,
  additionalTaxRate: ignored,
  // B2B additions (spec 1 section 3): a business order's invoicing address, the same on every line;
  // the server checks it with @shop/validation's invoiceAddressSchema (58031 when it breaks a rule).
  ...INVOICE_FIELDS,
});
export type OrderLineDraft = v.InferOutput<typeof OrderLineDraftSchema>;

/** A line as the server priced it. */
export const PricedOrderLineSchema = v.object({
  lineNo: whole,
  itemCode: v.string(),
  kind: v.picklist(CARD_KIND_CODES),
  amount: MinorAmountSchema,
  qty: whole,
  /** Percent. */
  discountRate: v.number(),
  discountAmount: MinorAmountSchema,
  cardMadeFee: MinorAmountSchema,
  letterPrice: MinorAmountSchema,
  extraProductAmount: MinorAmountSchema,
  shipFee: MinorAmountSchema,
  taxAmount: MinorAmountSchema,
  lineTotal: MinorAmountSchema,
  validMonths: whole,
});

/** The server's prices of an order (or a quotation). */
export const OrderPricesSchema = v.object({
  orderNo: OrderNoSchema,
  currency: v.pipe(v.string(), v.length(3)),
  grossAmount: MinorAmountSchema,
  discountAmount: MinorAmountSchema,
  feeAmount: MinorAmountSchema,
  shippingAmount: MinorAmountSchema,
  taxAmount: MinorAmountSchema,
  /** What the order costs in all (before coupons and wallet). */
  orderAmtTot: MinorAmountSchema,
  orderLines: v.array(PricedOrderLineSchema),
});

const OrderLinesRequestSchema = v.object({
  /** The member's id when signed in (must be the session's); absent for a guest. */
  custId: v.optional(CustIdSchema),
  orderLines: v.pipe(v.array(OrderLineDraftSchema), v.minLength(1), v.maxLength(ORDER_LINES_MAX)),
});

export const createOrder = defineEndpoint({
  name: 'createOrder',
  group: 'Orders',
  summary:
    'Creates an order (status 03) from order-line drafts and answers its number and the prices the server ' +
    'computed from its catalogue (amount limits, tiered discounts, card-made fees, letters, extras, shipping, ' +
    'taxes); prices sent by the client are ignored. A guest needs the unit’s guest mode and a senderEmail. ' +
    '400 names each refused field by line (orderLines.N.field): quantity limits, physical and digital mixed. ' +
    'A business buyer (custType B) must be verified (58030), orders at most b2bMaxQty cards, only items whose ' +
    'type is not A or V (notForBusiness), and gives a valid invoicing address, the same on every line ' +
    '(invoice* fields; 58031 with the refused fields as issues). Fixed-line phones are accepted for business.',
  method: 'POST',
  path: '/order/creation',
  versions: ['v6'],
  auth: 'optional',
  rateLimit: 'orderCreation',
  idempotent: true,
  request: OrderLinesRequestSchema,
  response: OrderPricesSchema,
});

export const CouponEntrySchema = v.object({
  cardNumber: v.pipe(v.string(), v.maxLength(40)),
  pinCode: v.pipe(v.string(), v.maxLength(20)),
});

export const ORDER_COUPONS_MAX = 10;

export const confirmOrder = defineEndpoint({
  name: 'confirmOrder',
  group: 'Orders',
  summary:
    'Confirms an order (status 041): redeems the coupons (allocated as the cart does) and the wallet in one ' +
    'transaction and answers orderAmtTot, what is left for the payment provider. When nothing is left the ' +
    'order is paid at once (status 09, cards issued and emailed). Coupon errors 11001-11006, 58005 payment ' +
    'method not offered, 58006 wallet too low, 58002 already paid, 58003 cancelled. A business buyer may use ' +
    'only the means of its contract type (Light 1: 03, 05; En Compte 2: 14, 03, 05; Registered 3: the ' +
    'unit’s). Bank transfer 03 waits in 041 for 30 minutes (paymentWindowEndsAt) for its receipt; bank check ' +
    '05 waits in 04 until a reviewer confirms the check (docs/api.md).',
  method: 'POST',
  path: '/order/confirm',
  versions: [''],
  auth: 'optional',
  idempotent: true,
  request: v.object({
    custId: v.optional(CustIdSchema),
    orderNo: OrderNoSchema,
    paymentMean: v.picklist(Object.keys(PAYMENT_MEANS) as (keyof typeof PAYMENT_MEANS)[]),
    couponList: v.optional(v.pipe(v.array(CouponEntrySchema), v.maxLength(ORDER_COUPONS_MAX)), []),
    /** Pay with the wallet too (always with paymentMean 14); walletAmount caps it. */
    useWallet: v.optional(v.boolean(), false),
    walletAmount: v.optional(MinorAmountSchema),
  }),
  response: v.object({
    orderNo: OrderNoSchema,
    /** What is left to pay through the provider (or bank transfer, bank check). */
    orderAmtTot: MinorAmountSchema,
    couponAmount: MinorAmountSchema,
    walletAmount: MinorAmountSchema,
    isConfirm: v.boolean(),
    /** True when coupons and wallet paid everything: the order is confirmed (09) and its cards sent. */
    isPaid: v.boolean(),
    status: v.string(),
  }),
});

const OrderNoRequestSchema = v.object({ custId: v.optional(CustIdSchema), orderNo: OrderNoSchema });

export const cancelOrder = defineEndpoint({
  name: 'cancelOrder',
  group: 'Orders',
  summary:
    'Cancels an unpaid order (status 02): the coupons and the wallet it redeemed are given back through their ' +
    'ledgers, once. 58004 when the order is paid; cancelling a cancelled order answers it again.',
  method: 'POST',
  path: '/order/cancel',
  versions: [''],
  auth: 'optional',
  idempotent: true,
  request: OrderNoRequestSchema,
  response: v.object({ orderNo: OrderNoSchema, isCanceled: v.boolean(), status: v.string() }),
});

export const quoteOrder = defineEndpoint({
  name: 'quoteOrder',
  group: 'Orders',
  summary:
    'Prices order lines like a creation and emails the quotation, with its PDF attached, to the receiver ' +
    'email of each line (status 044, listed by getQuotationOrders for members; orderQuotation orders it). ' +
    '58014 on units without quotations; a business buyer follows the creation’s rules.',
  method: 'POST',
  path: '/order/quotation',
  versions: [''],
  auth: 'optional',
  rateLimit: 'orderCreation',
  idempotent: true,
  request: OrderLinesRequestSchema,
  response: OrderPricesSchema,
});

export const resendOrder = defineEndpoint({
  name: 'resendOrder',
  group: 'Orders',
  summary: "Sends a paid order's card emails again to their receivers; the order's owner only. 58013 when unpaid.",
  method: 'POST',
  path: '/order/resend',
  versions: ['v1'],
  auth: 'required',
  request: OrderNoRequestSchema,
  response: v.object({ orderNo: OrderNoSchema, sent: whole }),
});

export const unlockOrder = defineEndpoint({
  name: 'unlockOrder',
  group: 'Orders',
  summary:
    "Unlocks a received physical order's cards (orderNo from the unlock link and a captcha token). " +
    "58019 'Already unlock' when done before; 58020 'Oops, still lock' for any other failure.",
  method: 'POST',
  path: '/order/unlock',
  versions: [''],
  auth: 'optional',
  request: v.object({ orderNo: OrderNoSchema, captchaToken: v.pipe(v.string(), v.maxLength(4096)) }),
  response: v.object({ orderNo: OrderNoSchema, cardQty: whole }),
});

/** Receipt images (JPG, JPEG, PNG) or a PDF, as base64 with or without a data-URL prefix; at most 2 MB. */
export const uploadPaymentReceipt = defineEndpoint({
  name: 'uploadPaymentReceipt',
  group: 'Orders',
  summary:
    "Uploads the payment receipt of the member's bank-transfer (03) order within its 30-minute window: " +
    'the order stays pending (04) until the payment is confirmed. Type checked by content, at most 2 MB.',
  method: 'POST',
  path: '/member/uploadPaymentReceipt',
  versions: [''],
  auth: 'required',
  request: v.object({
    custId: CustIdSchema,
    orderNo: OrderNoSchema,
    receiptImage: v.pipe(v.string(), v.minLength(1), v.maxLength(3_000_000)),
  }),
  response: v.object({ orderNo: OrderNoSchema, status: v.string() }),
});

/** A stored order line with the prices the server gave it (a quotation's, an invoice's). */
export const StoredOrderLineSchema = v.object({
  lineNo: whole,
  itemCode: v.string(),
  productName: v.string(),
  qty: whole,
  amount: MinorAmountSchema,
  discountAmount: MinorAmountSchema,
  cardMadeFee: MinorAmountSchema,
  letterPrice: MinorAmountSchema,
  extraProductAmount: MinorAmountSchema,
  shipFee: MinorAmountSchema,
  taxAmount: MinorAmountSchema,
  lineTotal: MinorAmountSchema,
});

/** What a business invoice prints of its buyer: the invoicing address given with the order and the company. */
export const InvoiceDetailsSchema = v.object({
  invoiceReceiverName: v.string(),
  invoiceAddress: v.string(),
  invoiceZipCode: v.string(),
  invoiceCity: v.string(),
  invoiceCountryCode: v.string(),
  invoiceEmail: v.string(),
  invoiceMobileNo: v.string(),
  companyName: v.string(),
  sirenNumber: v.string(),
  vatNumber: v.string(),
});

/** What an invoice shows of a paid order (the PDF, /files/invoice, prints exactly this). */
export const getOrderInvoice = defineEndpoint({
  name: 'getOrderInvoice',
  group: 'Orders',
  summary: "The invoice data of the member's paid order: buyer, payment, amounts and taxes, lines. 58013 when unpaid.",
  method: 'POST',
  path: '/order/invoice',
  versions: [''],
  auth: 'required',
  request: v.object({ custId: CustIdSchema, orderNo: OrderNoSchema }),
  response: v.object({
    orderNo: OrderNoSchema,
    status: v.string(),
    createdAt: v.string(),
    paidAt: v.string(),
    buyerEmail: v.string(),
    paymentMean: v.string(),
    currency: v.pipe(v.string(), v.length(3)),
    grossAmount: MinorAmountSchema,
    discountAmount: MinorAmountSchema,
    feeAmount: MinorAmountSchema,
    shippingAmount: MinorAmountSchema,
    taxAmount: MinorAmountSchema,
    /** Whether the tax is included in the fees and shipping (else added to the total). */
    isVatInclude: v.boolean(),
    orderAmtTot: MinorAmountSchema,
    couponAmount: MinorAmountSchema,
    walletAmount: MinorAmountSchema,
    paidAmount: MinorAmountSchema,
    /** A paid business order's invoice number (gap-free per unit); '' for others. */
    invoiceNo: v.string(),
    /** A business order's invoicing details and company; null for others. */
    invoiceDetails: v.nullable(InvoiceDetailsSchema),
    /** The unit's tax rates (percent) the fees and shipping were taxed at. */
    taxRates: v.object({ cardMadeTaxRate: v.number(), shippingTaxRate: v.number() }),
    orderLines: v.array(
      v.object({
        ...StoredOrderLineSchema.entries,
        /** Percent. */
        cardMadeTaxRate: v.number(),
        shippingTaxRate: v.number(),
      }),
    ),
  }),
});
