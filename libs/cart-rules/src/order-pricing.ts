import { createCartItemData } from './cart-items';
import { percentOfMinor } from './money';
import { tierRateFor } from './tiered-discount';
import type { CardKind, CartItem, DiscountTier } from './types';

// The server's pricing of an order (issue 9): every amount, rate and fee comes from the catalogue
// and the unit given here, never from the buyer. Amounts in minor units; rates in percent.
// The rules and where the spec is silent: docs/decisions/0008-order-statuses.md.

export type ProductKind = Exclude<CardKind, ''>;

export interface PricingProduct {
  itemCode: string;
  kind: ProductKind;
  minAmount: number;
  maxAmount: number;
  /** When not empty, the only amounts offered. */
  denominations: readonly number[];
  validMonths: number;
  /** Per card: minor units, or basis points of the card amount when isPercentageCardFee. */
  cardMadeFee: number;
  isPercentageCardFee: boolean;
  letterRequired: boolean;
  /** The product's discount tiers (bounds inclusive, rates in percent); empty for none. */
  tiers: readonly DiscountTier[];
}

export interface PricingTemplateImage {
  templateId: number;
  itemCode: string;
  /** Percent. */
  discountRate: number;
  cardMadeFee: number;
  isPercentageCardFee: boolean;
}

export interface PricingCatalogue {
  products: readonly PricingProduct[];
  templateImages: readonly PricingTemplateImage[];
  letters: readonly { letterTypeId: number; price: number }[];
  /** itemCodes empty: the extra goes with every item. */
  extras: readonly { extraItemCode: string; amount: number; itemCodes: readonly string[] }[];
}

export interface PricingUnit {
  /** Percent. */
  cardMadeTaxRate: number;
  /** Percent. */
  shippingTaxRate: number;
  /** Fees already contain their tax; otherwise the tax is added to the total. */
  isVatInclude: boolean;
  /** The buyer's quantity limits per order line (b2cMinQty..b2cMaxQty, or 1..b2bMaxQty). */
  minQty: number;
  maxQty: number;
}

/** What the buyer chooses for a line; the price of everything in it is looked up. */
export interface OrderLineChoice {
  itemCode: string;
  /** 0 when the card has no template. */
  templateId: number;
  /** Face value of one card. */
  amount: number;
  qty: number;
  letterTypeId: number | null;
  /** '' for none. */
  extraItemCode: string;
}

export interface PricedOrderLine {
  choice: OrderLineChoice;
  kind: ProductKind;
  validMonths: number;
  /** amount × qty. */
  gross: number;
  discountRate: number;
  discount: number;
  /** Per card. */
  cardMadeFee: number;
  letterPrice: number;
  extraProductAmount: number;
  /** (cardMadeFee + extraProductAmount) × qty. */
  fees: number;
  /** letterPrice × qty for a physical line; 0 for a digital one. */
  shipFee: number;
  /** Tax on the card-made fees and the shipping (included in them when isVatInclude). */
  tax: number;
  /** What the line costs: gross − discount + fees + shipFee (+ tax when not included). */
  total: number;
}

export interface OrderPriceTotals {
  gross: number;
  discount: number;
  fees: number;
  shipping: number;
  tax: number;
  total: number;
}

/** Why a line (or the order) cannot be priced; `field` is the line's field, `line` its index. */
export type PricingProblem =
  | { line: number; field: 'itemCode'; rule: 'itemGone' }
  | { line: number; field: 'amount'; rule: 'amountMin'; params: { num: number } }
  | { line: number; field: 'amount'; rule: 'amountMax'; params: { num: number } }
  | { line: number; field: 'amount'; rule: 'denomination'; params: { amounts: string } }
  | { line: number; field: 'qty'; rule: 'minQuantity'; params: { min: number } }
  | { line: number; field: 'qty'; rule: 'maxQuantity'; params: { max: number } }
  | { line: number; field: 'templateId'; rule: 'templateNotForItem' }
  | { line: number; field: 'letterTypeId'; rule: 'letterUnknown' | 'letterRequired' | 'letterNotForDigital' }
  | { line: number; field: 'extraItemCode'; rule: 'extraNotForItem' }
  | { line: number; field: 'kind'; rule: 'mixedProductKinds' };

export type OrderPricing =
  { ok: true; lines: PricedOrderLine[]; totals: OrderPriceTotals } | { ok: false; problems: PricingProblem[] };

export const isPhysicalProductKind = (kind: ProductKind) => kind === 'P' || kind === 'CP';

/** Tax of a fee at `rate` percent: the part of it when included, else what is added on top. */
export function taxOf(fee: number, rate: number, included: boolean): number {
  if (fee === 0 || rate === 0) return 0;
  return included ? percentOfMinor(fee, (rate * 100) / (100 + rate)) : percentOfMinor(fee, rate);
}

function cardMadeFeeOf(amount: number, source: { cardMadeFee: number; isPercentageCardFee: boolean }): number {
  return source.isPercentageCardFee ? percentOfMinor(amount, source.cardMadeFee / 100) : source.cardMadeFee;
}

function lineProblems(
  choice: OrderLineChoice,
  line: number,
  product: PricingProduct,
  catalogue: PricingCatalogue,
  unit: PricingUnit,
): PricingProblem[] {
  const problems: PricingProblem[] = [];
  if (product.denominations.length > 0 && !product.denominations.includes(choice.amount)) {
    problems.push({
      line,
      field: 'amount',
      rule: 'denomination',
      params: { amounts: [...product.denominations].sort((a, b) => a - b).join(', ') },
    });
  } else if (choice.amount < product.minAmount) {
    problems.push({ line, field: 'amount', rule: 'amountMin', params: { num: product.minAmount } });
  } else if (choice.amount > product.maxAmount) {
    problems.push({ line, field: 'amount', rule: 'amountMax', params: { num: product.maxAmount } });
  }
  if (choice.qty < unit.minQty)
    problems.push({ line, field: 'qty', rule: 'minQuantity', params: { min: unit.minQty } });
  if (choice.qty > unit.maxQty)
    problems.push({ line, field: 'qty', rule: 'maxQuantity', params: { max: unit.maxQty } });
  if (choice.templateId !== 0 && !templateImageOf(choice, catalogue))
    problems.push({ line, field: 'templateId', rule: 'templateNotForItem' });
  const physical = isPhysicalProductKind(product.kind);
  if (choice.letterTypeId !== null) {
    if (!physical) problems.push({ line, field: 'letterTypeId', rule: 'letterNotForDigital' });
    else if (!catalogue.letters.some((letter) => letter.letterTypeId === choice.letterTypeId))
      problems.push({ line, field: 'letterTypeId', rule: 'letterUnknown' });
  } else if (physical && product.letterRequired) {
    problems.push({ line, field: 'letterTypeId', rule: 'letterRequired' });
  }
  if (choice.extraItemCode !== '' && !extraOf(choice, catalogue))
    problems.push({ line, field: 'extraItemCode', rule: 'extraNotForItem' });
  return problems;
}

function templateImageOf(choice: OrderLineChoice, catalogue: PricingCatalogue): PricingTemplateImage | undefined {
  return catalogue.templateImages.find(
    (image) => image.templateId === choice.templateId && image.itemCode === choice.itemCode,
  );
}

function extraOf(choice: OrderLineChoice, catalogue: PricingCatalogue) {
  return catalogue.extras.find(
    (extra) =>
      extra.extraItemCode === choice.extraItemCode &&
      (extra.itemCodes.length === 0 || extra.itemCodes.includes(choice.itemCode)),
  );
}

/** The discount rate of each item: its tiers by the summed amount × qty of its lines, else its template's. */
function discountRates(choices: readonly OrderLineChoice[], products: Map<string, PricingProduct>) {
  const summed = new Map<string, number>();
  for (const choice of choices)
    summed.set(choice.itemCode, (summed.get(choice.itemCode) ?? 0) + choice.amount * choice.qty);
  const rates = new Map<string, number | null>();
  for (const [itemCode, sum] of summed) {
    const tiers = products.get(itemCode)?.tiers ?? [];
    rates.set(itemCode, tiers.length > 0 ? tierRateFor({ itemCode, tiers: [...tiers] }, sum) : null);
  }
  return rates;
}

function priceLine(
  choice: OrderLineChoice,
  product: PricingProduct,
  tierRate: number | null,
  catalogue: PricingCatalogue,
  unit: PricingUnit,
): PricedOrderLine {
  const image = templateImageOf(choice, catalogue);
  const gross = choice.amount * choice.qty;
  const discountRate = tierRate ?? image?.discountRate ?? 0;
  const discount = percentOfMinor(gross, discountRate);
  const cardMadeFee = cardMadeFeeOf(choice.amount, image ?? product);
  const physical = isPhysicalProductKind(product.kind);
  const letterPrice = physical
    ? (catalogue.letters.find((letter) => letter.letterTypeId === choice.letterTypeId)?.price ?? 0)
    : 0;
  const extraProductAmount = choice.extraItemCode === '' ? 0 : (extraOf(choice, catalogue)?.amount ?? 0);
  const fees = (cardMadeFee + extraProductAmount) * choice.qty;
  const shipFee = letterPrice * choice.qty;
  const tax =
    taxOf(cardMadeFee * choice.qty, unit.cardMadeTaxRate, unit.isVatInclude) +
    taxOf(shipFee, unit.shippingTaxRate, unit.isVatInclude);
  const total = Math.max(0, gross - discount) + fees + shipFee + (unit.isVatInclude ? 0 : tax);
  return {
    choice,
    kind: product.kind,
    validMonths: product.validMonths,
    gross,
    discountRate,
    discount,
    cardMadeFee,
    letterPrice,
    extraProductAmount,
    fees,
    shipFee,
    tax,
    total,
  };
}

/**
 * 'The maximum quantity is {max} for an order': the cards of all lines together, not only each line.
 * The line whose cards take the order past the limit is named (a line over it alone already is).
 */
function orderQuantityProblems(choices: readonly OrderLineChoice[], unit: PricingUnit): PricingProblem[] {
  let cards = 0;
  for (const [line, choice] of choices.entries()) {
    cards += Math.max(0, choice.qty);
    if (cards <= unit.maxQty) continue;
    if (choice.qty > unit.maxQty) return [];
    return [{ line, field: 'qty', rule: 'maxQuantity', params: { max: unit.maxQty } }];
  }
  return [];
}

/**
 * Prices an order's lines from the catalogue: unit amount limits (denominations, or min/max),
 * quantity limits, tiered discounts summed per item, card-made fees, letters as the shipping of
 * physical lines, extra products and taxes. Physical and digital lines may not be mixed. Answers
 * every problem found (by line and field) instead of prices when there is any.
 */
export function priceOrder(
  choices: readonly OrderLineChoice[],
  catalogue: PricingCatalogue,
  unit: PricingUnit,
): OrderPricing {
  const products = new Map(catalogue.products.map((product) => [product.itemCode, product]));
  const problems: PricingProblem[] = [];
  choices.forEach((choice, line) => {
    const product = products.get(choice.itemCode);
    if (!product) problems.push({ line, field: 'itemCode', rule: 'itemGone' });
    else problems.push(...lineProblems(choice, line, product, catalogue, unit));
  });
  problems.push(...orderQuantityProblems(choices, unit));
  const kinds = choices.map((choice) => products.get(choice.itemCode)?.kind).filter((kind) => kind !== undefined);
  if (kinds.some(isPhysicalProductKind) && kinds.some((kind) => !isPhysicalProductKind(kind))) {
    const first = kinds.findIndex((kind) => isPhysicalProductKind(kind) !== isPhysicalProductKind(kinds[0]));
    problems.push({ line: Math.max(first, 0), field: 'kind', rule: 'mixedProductKinds' });
  }
  if (problems.length > 0) return { ok: false, problems };

  const rates = discountRates(choices, products);
  const lines = choices.map((choice) =>
    priceLine(
      choice,
      products.get(choice.itemCode) as PricingProduct,
      rates.get(choice.itemCode) ?? null,
      catalogue,
      unit,
    ),
  );
  const totals: OrderPriceTotals = { gross: 0, discount: 0, fees: 0, shipping: 0, tax: 0, total: 0 };
  for (const line of lines) {
    totals.gross += line.gross;
    totals.discount += line.discount;
    totals.fees += line.fees;
    totals.shipping += line.shipFee;
    totals.tax += line.tax;
    totals.total += line.total;
  }
  return { ok: true, lines, totals };
}

/**
 * Priced lines as cart items owing exactly their total, so the shared coupon allocation
 * (allocateCoupons) spends coupons on an order the way the cart showed it.
 */
export function pricedLinesAsCartItems(lines: readonly { itemCode: string; total: number }[]): CartItem[] {
  return lines.map((line, index) => ({
    id: String(index + 1),
    data: createCartItemData({ itemCode: line.itemCode, amount: line.total, qty: 1 }),
  }));
}
