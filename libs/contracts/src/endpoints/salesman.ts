import * as v from 'valibot';
import { BuIdSchema } from '../business-unit';
import { PAYMENT_MEANS } from '../code-tables';
import { defineEndpoint } from '../endpoint';
import { FileAnswerSchema } from '../file-answer';
import { CustIdSchema, MinorAmountSchema, PageSchema } from '../fields';
import {
  AddressBookEntrySchema,
  AddressSchema,
  BUSINESS_VERIFICATION_STATES,
  CompanyInfoSchema,
  SessionSchema,
} from '../models';
import { LoginRequestSchema } from './auth';
import { OrderLineDraftSchema, OrderNoSchema, OrderPricesSchema, PricedOrderLineSchema } from './orders';

// Salesmen (issue 20; spec 2 "salesmanLogin", "getCustomerList", the salesman checkout; decisions
// 0035-0036). A salesman acts only for the business customers he owns; an admin salesman for every
// customer of his unit. The bounds of his powers are @shop/validation's salesman rules, which the
// server applies to every request (400 naming each refused field, with its message key).

const whole = v.pipe(v.number(), v.integer());
const text = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)), '');

export const salesmanLogin = defineEndpoint({
  name: 'salesmanLogin',
  group: 'Authentication',
  summary:
    'Salesman login with email and password; answers a new session (custType S, isAdminSalesman). Any other ' +
    'account type is refused (10008); the normal and business logins refuse salesmen (10005).',
  method: 'POST',
  path: '/salesmanLogin',
  versions: ['v4'],
  auth: 'none',
  rateLimit: 'login',
  request: LoginRequestSchema,
  response: SessionSchema,
});

/** Contract types of business customers (spec 1 section 6): Light 1, En Compte 2, Registered 3. */
export const CONTRACT_TYPES = { light: 1, enCompte: 2, registered: 3 } as const;

/** Why a salesman cannot order for a customer: not verified yet (58042), En Compte (58043); null: he can. */
export const SALESMAN_ORDER_BLOCKS = ['notVerified', 'enCompte'] as const;

/** A customer as a salesman's list shows it. */
export const SalesmanCustomerSchema = v.object({
  custId: CustIdSchema,
  companyName: v.string(),
  /** The contact person: first and last name of the account. */
  contactName: v.string(),
  email: v.string(),
  phoneNumber: v.string(),
  contractTypeId: whole,
  /** Whether the manual document check has verified the account. */
  verified: v.boolean(),
  businessVerification: v.picklist(BUSINESS_VERIFICATION_STATES),
  /** What blocks an order for this customer (the page shows the spec's message), null when nothing does. */
  orderBlock: v.nullable(v.picklist(SALESMAN_ORDER_BLOCKS)),
  /** The owning salesman: his custId and name ('' when the customer has none; only admins see those). */
  ownerSalesmanId: v.string(),
  ownerSalesmanName: v.string(),
});
export type SalesmanCustomer = v.InferOutput<typeof SalesmanCustomerSchema>;

export const CUSTOMER_LIST_PAGE_SIZE = 20;

export const getCustomerList = defineEndpoint({
  name: 'getCustomerList',
  group: 'Salesmen',
  summary:
    "A salesman's business customers, by company name, 20 per page; search matches company, contact name or " +
    'email. A salesman sees the customers he owns (salesmanId, when sent, must be his: else 58041); an admin ' +
    "salesman sees every customer of the unit, or one salesman's with salesmanId. 58040 for other callers.",
  method: 'POST',
  path: '/others/getCustomerList',
  versions: [''],
  auth: 'required',
  request: v.object({
    salesmanId: v.optional(v.union([v.literal(''), CustIdSchema]), ''),
    search: text(100),
    page: v.optional(PageSchema, 1),
  }),
  response: v.object({ totalCount: whole, page: whole, pageSize: whole, customers: v.array(SalesmanCustomerSchema) }),
});

export const getSalesmanCustomer = defineEndpoint({
  name: 'getSalesmanCustomer',
  group: 'Salesmen',
  summary:
    "One customer of the salesman: the list's fields, its profile (company, delivery and invoicing addresses), " +
    'its address book and the payment means its contract type allows a salesman order. 58041 when the ' +
    'customer is not his (or unknown); an admin salesman may open any customer of the unit.',
  method: 'POST',
  path: '/salesman/customer',
  versions: [''],
  auth: 'required',
  custIdNamesCustomer: true,
  request: v.object({ custId: CustIdSchema }),
  response: v.object({
    customer: SalesmanCustomerSchema,
    firstName: v.string(),
    lastName: v.string(),
    civillity: v.number(),
    companyInfo: v.nullable(CompanyInfoSchema),
    deliveryInfo: v.nullable(AddressSchema),
    invoiceInfo: v.nullable(AddressSchema),
    deliveryAddressBook: v.array(AddressBookEntrySchema),
    /** The means a salesman order for this customer may be paid with (offline means of its contract type). */
    paymentMeans: v.array(v.string()),
  }),
});

/**
 * One line of a salesman's order: an order-line draft (the server prices it from the catalogue, the
 * prices sent are ignored) with the salesman's powers, checked by @shop/validation's salesmanLineSchema.
 */
export const SalesmanOrderLineSchema = v.object({
  ...OrderLineDraftSchema.entries,
  /** The card-made fee per card, in minor units: 15 to 30 euros. */
  cardMadeFee: v.number(),
  /** The salesman's discount of the line in percent, overriding the product's; null keeps the product's. */
  discountRate: v.optional(v.nullable(v.number()), null),
  /** Discount of the letter fee (shipFee): P percent, V fixed per card, '' none (value 0). */
  shipFeeDiscType: text(10),
  shipFeeDiscValue: v.optional(v.number(), 0),
  /** Discount of the extra product's amount: P percent, V fixed per card, '' none (value 0). */
  extraFeeDiscType: text(10),
  extraFeeDiscValue: v.optional(v.number(), 0),
  /** The salesman's commission on the line: type P, 3 to 10 percent (when the reward type is commission). */
  commissionType: v.optional(v.pipe(v.string(), v.maxLength(10)), 'P'),
  commissionValue: v.optional(v.number(), 0),
});
export type SalesmanOrderLine = v.InferOutput<typeof SalesmanOrderLineSchema>;

export const SALESMAN_ORDER_LINES_MAX = 100;

const SalesmanOrderRequestSchema = v.object({
  aggregatorBuId: v.optional(BuIdSchema),
  /** The customer the order is for (it owns the order). */
  custId: CustIdSchema,
  /** An image the salesman attaches to the order (an uploaded file's URL), '' for none. */
  orderImageUrl: text(500),
  order: v.pipe(v.array(SalesmanOrderLineSchema), v.minLength(1), v.maxLength(SALESMAN_ORDER_LINES_MAX)),
  /** An extra product of the catalogue given free with the order ('' none) and how many (1 per card at most). */
  freeItem: text(40),
  freeItemQty: v.optional(v.number(), 0),
  /** 'commission' (the lines' commission is his) or 'none' (he waives it). */
  rewardType: v.optional(v.pipe(v.string(), v.maxLength(20)), 'commission'),
});

/** What the server made of a salesman's order: the customer's prices and the salesman's commission. */
const SalesmanOrderPricesSchema = v.object({
  ...OrderPricesSchema.entries,
  orderLines: v.array(v.object({ ...PricedOrderLineSchema.entries, commissionAmount: MinorAmountSchema })),
  /** The salesman's commission (not paid by the customer). */
  commissionAmount: MinorAmountSchema,
  freeItem: v.string(),
  freeItemQty: whole,
});

export const priceSalesmanOrder = defineEndpoint({
  name: 'priceSalesmanOrder',
  group: 'Salesmen',
  summary:
    "Prices a salesman's order for a customer without storing it (the checkout page's summary): the same " +
    'checks and prices as salesmanCheckout; orderNo is "PREVIEW0".',
  method: 'POST',
  path: '/salesman/orderPrice',
  versions: [''],
  auth: 'required',
  custIdNamesCustomer: true,
  request: SalesmanOrderRequestSchema,
  response: SalesmanOrderPricesSchema,
});

export const salesmanCheckout = defineEndpoint({
  name: 'salesmanCheckout',
  group: 'Salesmen',
  summary:
    'A salesman places an order for one of his customers (an admin salesman for any of the unit): the order ' +
    "is the customer's (its history, invoice) and records the salesman, his commission, the order image and " +
    'free items. Refused: a customer not his (58041), not verified ("This client is not yet verified, you ' +
    'can\'t place the order", 58042), En Compte ("This client is En Compte", 58043); every bound (card-made ' +
    'fee 15-30 euros per card, commission 3-10 %, discount types P or V and their ranges, free items) with a ' +
    '400 naming each field (order.N.field). Prices come from the catalogue; the prices sent are ignored. The ' +
    "payment mean must be one the customer's contract type allows, offline (bank transfer 03, bank check " +
    '05); the order waits for its payment as a business order confirmed with that mean does.',
  method: 'POST',
  path: '/order/salesmanCheckout',
  versions: ['v1'],
  auth: 'required',
  rateLimit: 'orderCreation',
  custIdNamesCustomer: true,
  idempotent: true,
  request: v.object({
    ...SalesmanOrderRequestSchema.entries,
    paymentMean: v.picklist(Object.keys(PAYMENT_MEANS) as (keyof typeof PAYMENT_MEANS)[]),
    /** The client's draft order id (kept with the order). */
    tempId: text(100),
  }),
  response: v.object({
    ...SalesmanOrderPricesSchema.entries,
    orderNo: OrderNoSchema,
    status: v.string(),
    paymentMean: v.string(),
    /** Bank transfer: the end of the 30-minute window for the customer's receipt; '' otherwise. */
    paymentWindowEndsAt: v.string(),
  }),
});

/** A month of the commission statement: 'YYYY-MM'. */
export const CommissionMonthSchema = v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month is YYYY-MM'));

const CommissionRequestSchema = v.object({
  month: CommissionMonthSchema,
  /** An admin salesman may ask for another salesman's statement; '' for his own. */
  salesmanId: v.optional(v.union([v.literal(''), CustIdSchema]), ''),
});

export const CommissionOrderSchema = v.object({
  orderNo: OrderNoSchema,
  createdAt: v.string(),
  custId: CustIdSchema,
  companyName: v.string(),
  status: v.string(),
  /** Paid (09): its commission is earned; else pending. */
  isPaid: v.boolean(),
  orderAmtTot: MinorAmountSchema,
  commissionAmount: MinorAmountSchema,
});

export const getSalesmanCommission = defineEndpoint({
  name: 'getSalesmanCommission',
  group: 'Salesmen',
  summary:
    "A salesman's commission statement for one calendar month (UTC): the orders he placed that month " +
    '(cancelled ones left out), their amounts and commission, the totals and what is earned (paid orders). ' +
    "An admin salesman may ask for another salesman's (salesmanId).",
  method: 'POST',
  path: '/salesman/commission',
  versions: [''],
  auth: 'required',
  request: CommissionRequestSchema,
  response: v.object({
    month: v.string(),
    salesmanId: CustIdSchema,
    salesmanName: v.string(),
    currency: v.pipe(v.string(), v.length(3)),
    orders: v.array(CommissionOrderSchema),
    orderCount: whole,
    orderAmount: MinorAmountSchema,
    commissionAmount: MinorAmountSchema,
    /** The commission of the paid orders. */
    earnedCommissionAmount: MinorAmountSchema,
  }),
});

export const downloadSalesmanCommission = defineEndpoint({
  name: 'downloadSalesmanCommission',
  group: 'Salesmen',
  summary:
    'The commission statement of getSalesmanCommission as an xlsx file (one row per order, then the totals), ' +
    "headings in the caller's language.",
  method: 'POST',
  path: '/files/salesmanCommission',
  versions: [''],
  auth: 'required',
  rateLimit: 'download',
  download: true,
  request: CommissionRequestSchema,
  response: FileAnswerSchema,
});
