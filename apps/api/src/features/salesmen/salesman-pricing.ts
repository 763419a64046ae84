import { percentOfMinor, taxOf, type OrderPriceTotals, type PricedOrderLine, type PricingUnit } from '@shop/cart-rules';

// A salesman's terms applied to the catalogue's prices of an order (decision 0035). Pure: the
// catalogue's pricing comes in, the customer's prices and the salesman's commission come out.

/** What a salesman sets on one line (already checked against @shop/validation's salesman rules). */
export interface SalesmanTerms {
  /** Per card, minor units: replaces the catalogue's card-made fee. */
  cardMadeFee: number;
  /** Percent: replaces the product's discount; null keeps it. */
  discountRate: number | null;
  shipFeeDiscType: string;
  shipFeeDiscValue: number;
  extraFeeDiscType: string;
  extraFeeDiscValue: number;
  /** Percent of the line's discounted card value; 0 when the salesman takes no commission. */
  commissionRate: number;
}

/** A fee's discount per card: P a percent of it, V a fixed amount (never more than the fee), else none. */
export function feeDiscountPerCard(type: string, value: number, feePerCard: number): number {
  if (type === 'P') return Math.min(feePerCard, percentOfMinor(feePerCard, value));
  if (type === 'V') return Math.min(feePerCard, value);
  return 0;
}

export interface SalesmanPricedLine extends PricedOrderLine {
  commission: number;
}

type TaxUnit = Pick<PricingUnit, 'cardMadeTaxRate' | 'shippingTaxRate' | 'isVatInclude'>;

/** One line as the customer pays it under the salesman's terms, and his commission on it. */
export function salesmanLine(line: PricedOrderLine, terms: SalesmanTerms, unit: TaxUnit): SalesmanPricedLine {
  const { qty } = line.choice;
  const discountRate = terms.discountRate ?? line.discountRate;
  const discount = percentOfMinor(line.gross, discountRate);
  const cardMadeFee = terms.cardMadeFee;
  // A digital line has no letter (shipFee 0): nothing to discount.
  const letterPerCard = line.shipFee > 0 ? line.letterPrice : 0;
  const shipFee =
    (letterPerCard - feeDiscountPerCard(terms.shipFeeDiscType, terms.shipFeeDiscValue, letterPerCard)) * qty;
  const extraProductAmount =
    line.extraProductAmount -
    feeDiscountPerCard(terms.extraFeeDiscType, terms.extraFeeDiscValue, line.extraProductAmount);
  const fees = (cardMadeFee + extraProductAmount) * qty;
  const tax =
    taxOf(cardMadeFee * qty, unit.cardMadeTaxRate, unit.isVatInclude) +
    taxOf(shipFee, unit.shippingTaxRate, unit.isVatInclude);
  const cardValue = Math.max(0, line.gross - discount);
  const total = cardValue + fees + shipFee + (unit.isVatInclude ? 0 : tax);
  return {
    ...line,
    discountRate,
    discount,
    cardMadeFee,
    extraProductAmount,
    fees,
    shipFee,
    tax,
    total,
    commission: percentOfMinor(cardValue, terms.commissionRate),
  };
}

/** Every line under its terms, the customer's totals and the salesman's commission in all. */
export function salesmanPricing(
  lines: readonly PricedOrderLine[],
  terms: readonly SalesmanTerms[],
  unit: TaxUnit,
): { ok: true; lines: SalesmanPricedLine[]; totals: OrderPriceTotals; commission: number } {
  const priced = lines.map((line, index) => salesmanLine(line, terms[index], unit));
  const totals: OrderPriceTotals = { gross: 0, discount: 0, fees: 0, shipping: 0, tax: 0, total: 0 };
  let commission = 0;
  for (const line of priced) {
    totals.gross += line.gross;
    totals.discount += line.discount;
    totals.fees += line.fees;
    totals.shipping += line.shipFee;
    totals.tax += line.tax;
    totals.total += line.total;
    commission += line.commission;
  }
  return { ok: true, lines: priced, totals, commission };
}
