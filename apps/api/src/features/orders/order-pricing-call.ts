import { type BusinessUnit, type CustomerType, type FieldIssue, type OrderLineDraft } from '@shop/contracts';
import {
  isPhysicalProductKind,
  priceOrder,
  toMajorUnits,
  type OrderPricing,
  type PricingProblem,
} from '@shop/cart-rules';
import { formatValidationMessage, quantityLimits, type MessageKey, type MessageParams } from '@shop/validation';
import { ApiFailure, invalidRequest } from '../../http/api-failure';
import { applyFieldRules } from '../../http/field-rules';
import type { Call } from '../services';
import { itemTypeSoldToBusiness } from './business-order-rules';
import { orderLinesRules } from './order-line-rules';
import type { OrderPricingCatalogue } from './order-repository';

export type PricedOrder = Extract<OrderPricing, { ok: true }>;

/** Texts of the pricing refusals the forms have no rule for (English, like the other API texts). */
const PRICING_TEXTS = {
  templateNotForItem: 'This template is not offered for this card.',
  letterUnknown: 'This letter type does not exist.',
  letterNotForDigital: 'A digital card is sent without a letter.',
  extraNotForItem: 'This extra product is not offered with this card.',
} as const;

function issueOf(problem: PricingProblem, unit: BusinessUnit): FieldIssue {
  const path = `orderLines.${problem.line}.${problem.field}`;
  const major = (minor: number) => toMajorUnits(minor, unit.decimalDigits);
  const keyed = (key: MessageKey, params?: MessageParams): FieldIssue => ({
    path,
    message: formatValidationMessage(key, params),
    key,
    ...(params && { params: { ...params } }),
  });
  switch (problem.rule) {
    case 'itemGone':
      return keyed('itemGone');
    case 'amountMin':
    case 'amountMax':
      return keyed(problem.rule, { num: major(problem.params.num) });
    case 'denomination': {
      const amounts = problem.params.amounts.split(', ').map((amount) => major(Number(amount)));
      return keyed('amountOneOf', { amounts: amounts.join(', ') });
    }
    case 'minQuantity':
    case 'maxQuantity':
      return keyed(problem.rule, problem.params);
    case 'letterRequired':
      return keyed('required');
    case 'mixedProductKinds':
      return keyed('mixedProductKinds');
    default:
      return { path, message: PRICING_TEXTS[problem.rule] };
  }
}

/** The lines of items a business buyer may not buy (type A or V), as issues on their itemCode. */
async function notForBusiness(call: Call<unknown>, drafts: OrderLineDraft[]): Promise<FieldIssue[]> {
  const types = await call.services.orders.itemTypes(
    call.unit.buId,
    drafts.map((draft) => draft.itemCode),
  );
  const issues: FieldIssue[] = [];
  drafts.forEach((draft, index) => {
    const itemType = types.get(draft.itemCode);
    if (itemType !== undefined && !itemTypeSoldToBusiness(itemType))
      issues.push({
        path: `orderLines.${index}.itemCode`,
        message: formatValidationMessage('notForBusiness'),
        key: 'notForBusiness',
      });
  });
  return issues;
}

/** The buyer's customer type and quantity limits: business b2bMaxQty, everyone else the b2c limits. */
export function buyerLimits(call: Call<unknown>): { customerType: CustomerType | undefined; min: number; max: number } {
  const customerType = call.session?.custType;
  const market = customerType === 'B' ? 'b2b' : 'b2c';
  return { customerType, ...quantityLimits(call.unit, market) };
}

/**
 * Checks every line with the forms' rules and prices the order from the catalogue. A 400 names each
 * refused field as orderLines.N.field; nothing is stored by then.
 */
export async function priceDrafts(
  call: Call<unknown>,
  drafts: OrderLineDraft[],
): Promise<{ pricing: PricedOrder; catalogue: OrderPricingCatalogue }> {
  const { unit, services } = call;
  const limits = buyerLimits(call);
  const catalogue = await services.orders.pricingCatalogue(
    unit.buId,
    drafts.map((draft) => draft.itemCode),
    limits.customerType ?? null,
  );
  const kinds = new Map(catalogue.products.map((product) => [product.itemCode, product.kind]));
  const kindOf = (itemCode: string) => kinds.get(itemCode);
  const refusedItems = limits.customerType === 'B' ? await notForBusiness(call, drafts) : [];
  try {
    applyFieldRules(
      orderLinesRules(drafts, (draft) => {
        const kind = kindOf(draft.itemCode);
        return {
          customerType: limits.customerType,
          physical: kind !== undefined && isPhysicalProductKind(kind),
          quantity: { min: limits.min, max: limits.max },
          senderEmailRequired: call.session === null,
          now: () => new Date(call.services.now()),
        };
      }),
      { orderLines: drafts },
    );
  } catch (failure) {
    if (refusedItems.length === 0 || !(failure instanceof ApiFailure) || !failure.error.issues) throw failure;
    throw invalidRequest([...refusedItems, ...failure.error.issues]);
  }
  if (refusedItems.length > 0) throw invalidRequest(refusedItems);
  const pricing = priceOrder(
    drafts.map((draft) => ({
      itemCode: draft.itemCode,
      templateId: draft.templateId,
      amount: draft.amount,
      qty: draft.qty,
      letterTypeId: draft.letterTypeId,
      extraItemCode: draft.extraItemCode,
    })),
    catalogue,
    {
      cardMadeTaxRate: unit.cardMadeTaxRate,
      shippingTaxRate: unit.shippingTaxRate,
      isVatInclude: unit.isVatInclude,
      minQty: limits.min,
      maxQty: limits.max,
    },
  );
  if (!pricing.ok) throw invalidRequest(pricing.problems.map((problem) => issueOf(problem, unit)));
  return { pricing, catalogue };
}
