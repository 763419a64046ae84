import type { FieldIssue, OrderLineDraft, createOrder, priceSalesmanOrder } from '@shop/contracts';
import {
  INVOICE_ADDRESS_FIELDS,
  salesmanFreeItemSchema,
  salesmanLineSchema,
  salesmanRewardTypeSchema,
  validate,
  type InvoiceAddress,
  type SalesmanRewardType,
} from '@shop/validation';
import type * as v from 'valibot';
import { ApiFailure, invalidRequest } from '../../http/api-failure';
import type { AccountRow } from '../auth/account-repository';
import { priceDrafts, type PricedOrder } from '../orders/order-pricing-call';
import type { Call } from '../services';
import { actableCustomer, assertCustomerMayOrder, callingSalesman } from './salesman-access';
import { salesmanPricing, type SalesmanTerms } from './salesman-pricing';
import type { OwnedCustomer } from './salesman-repository';

type SalesmanOrderRequest = v.InferOutput<(typeof priceSalesmanOrder)['request']>;
type SalesmanLine = SalesmanOrderRequest['order'][number];
type OrderLinesRequest = v.InferOutput<(typeof createOrder)['request']>;

/** A salesman's order, checked and priced: who, for whom, the drafts as the customer's order stores them. */
export interface PricedSalesmanOrder {
  salesman: AccountRow;
  customer: OwnedCustomer;
  rewardType: SalesmanRewardType;
  drafts: OrderLineDraft[];
  terms: SalesmanTerms[];
  pricing: ReturnType<typeof salesmanPricing>;
  /** The call as the customer's own order call: his session's account, his custId, the drafts. */
  acting: Call<OrderLinesRequest>;
}

const profileText = (record: Record<string, unknown> | null, field: string) => {
  const value = record?.[field];
  return typeof value === 'string' ? value.trim() : '';
};

/** The customer's invoicing address from its profile: invoice address, else the company's; its email and phone. */
function profileInvoiceAddress(account: AccountRow): InvoiceAddress {
  const invoice = account.invoiceInfo;
  const company = account.companyInfo;
  const address = profileText(invoice, 'firstAddress') ? invoice : company;
  const companyName = profileText(company, 'companyName');
  return {
    invoiceReceiverName: companyName || `${account.firstName} ${account.lastName}`.trim(),
    invoiceAddress: profileText(address, 'firstAddress'),
    invoiceZipCode: profileText(address, 'zipCode'),
    invoiceCity: profileText(address, 'city'),
    invoiceCountryCode: profileText(address, 'country').toUpperCase(),
    invoiceEmail: account.email,
    invoiceMobileNo:
      profileText(invoice, 'phoneNumber') || account.mobileNo || profileText(company, 'companyPhoneNumber'),
  };
}

/** A line as the customer's order stores it: the salesman's fields left out, the invoicing address filled. */
function customerDraft(line: SalesmanLine, invoice: InvoiceAddress): OrderLineDraft {
  const given = INVOICE_ADDRESS_FIELDS.some((field) => line[field].trim() !== '');
  return { ...line, ...(given ? {} : invoice), discountRate: 0, cardMadeFee: 0 };
}

const atOrder = (issues: readonly FieldIssue[]) =>
  issues.map((issue) => ({ ...issue, path: issue.path.replace(/^orderLines\./, 'order.') }));

function ruleIssues(result: ReturnType<typeof validate>, prefix: string): FieldIssue[] {
  if (result.success) return [];
  return result.errors.map((error) => ({
    path: prefix + error.path,
    message: error.message,
    ...(error.key && { key: error.key }),
    ...(error.params && { params: { ...error.params } }),
  }));
}

/** The salesman's terms of every line and the free items, by @shop/validation's salesman rules. */
function termsOf(input: SalesmanOrderRequest, pricing: PricedOrder | null, rewardType: string, extras: Set<string>) {
  const issues: FieldIssue[] = [];
  const terms = input.order.map((line, index): SalesmanTerms => {
    const priced = pricing?.lines[index];
    // Unpriced (the catalogue refused the line): the fixed discounts are judged against no bound.
    const fees = priced
      ? { letterPrice: priced.shipFee > 0 ? priced.letterPrice : 0, extraProductAmount: priced.extraProductAmount }
      : { letterPrice: Number.MAX_SAFE_INTEGER, extraProductAmount: Number.MAX_SAFE_INTEGER };
    issues.push(...ruleIssues(validate(salesmanLineSchema(fees, rewardType), line), `order.${index}.`));
    return {
      cardMadeFee: line.cardMadeFee,
      discountRate: line.discountRate,
      shipFeeDiscType: line.shipFeeDiscType,
      shipFeeDiscValue: line.shipFeeDiscValue,
      extraFeeDiscType: line.extraFeeDiscType,
      extraFeeDiscValue: line.extraFeeDiscValue,
      commissionRate: rewardType === 'commission' ? line.commissionValue : 0,
    };
  });
  const cards = input.order.reduce((sum, line) => sum + Math.max(0, line.qty), 0);
  const free = { freeItem: input.freeItem, freeItemQty: input.freeItemQty };
  issues.push(...ruleIssues(validate(salesmanFreeItemSchema(cards), free), ''));
  if (input.freeItem !== '' && !extras.has(input.freeItem))
    issues.push({ path: 'freeItem', message: 'This extra product does not exist.' });
  return { terms, issues };
}

/**
 * Checks a salesman's order for a customer and prices it: the caller is a salesman who may act for the
 * customer (58040, 58041), the customer may order (58042, 58043), the lines pass the customer's order rules
 * (as its own business order would) and the salesman's bounds; the catalogue prices them, his terms apply.
 */
export async function priceSalesmanRequest(call: Call<SalesmanOrderRequest>): Promise<PricedSalesmanOrder> {
  const salesman = await callingSalesman(call);
  const { input, session } = call;
  const customer = await actableCustomer(call, salesman, input.custId);
  assertCustomerMayOrder(customer.account);
  const reward = validate(salesmanRewardTypeSchema, input.rewardType);
  if (!reward.success) throw invalidRequest(ruleIssues(reward, 'rewardType'));
  const invoice = profileInvoiceAddress(customer.account);
  const drafts = input.order.map((line) => customerDraft(line, invoice));
  const acting: Call<OrderLinesRequest> = {
    ...call,
    session: session && {
      ...session,
      accountId: customer.account.id,
      custId: String(customer.account.id),
      custType: 'B',
    },
    input: { custId: String(customer.account.id), orderLines: drafts },
  };
  let priced: Awaited<ReturnType<typeof priceDrafts>> | null = null;
  const issues: FieldIssue[] = [];
  try {
    priced = await priceDrafts(acting, drafts);
  } catch (failure) {
    if (!(failure instanceof ApiFailure) || !failure.error.issues) throw failure;
    issues.push(...atOrder(failure.error.issues));
  }
  const extras = new Set((priced?.catalogue.extras ?? []).map((extra) => extra.extraItemCode));
  if (!priced) {
    const catalogue = await call.services.orders.pricingCatalogue(call.unit.buId, [], 'B');
    catalogue.extras.forEach((extra) => extras.add(extra.extraItemCode));
  }
  const checked = termsOf(input, priced?.pricing ?? null, reward.output, extras);
  issues.push(...checked.issues);
  if (issues.length > 0 || !priced) throw invalidRequest(issues);
  const pricing = salesmanPricing(priced.pricing.lines, checked.terms, call.unit);
  return { salesman, customer, rewardType: reward.output, drafts, terms: checked.terms, pricing, acting };
}
