import type { CustomerType } from '@shop/contracts';
import { ITEM_TYPES_WITHOUT_BUSINESS_FEATURES } from '@shop/brand';
import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { discountTiers, products } from './catalogue-tables';

export type ProductRow = typeof products.$inferSelect;

/** The columns a product summary needs (lists skip the long localised texts of the detail). */
export const summaryColumns = {
  itemCode: products.itemCode,
  names: products.names,
  imageUrl: products.imageUrl,
  categoryId: products.categoryId,
  kind: products.kind,
  productType: products.productType,
  countryCode: products.countryCode,
  currency: products.currency,
  minAmount: products.minAmount,
  maxAmount: products.maxAmount,
  denominations: products.denominations,
  isReloadable: products.isReloadable,
};

export type SummaryRow = Pick<ProductRow, keyof typeof summaryColumns>;

/**
 * Who sees a product: everyone's ('A'), plus consumers' for guests and consumers, business members'
 * for business, both for salesmen.
 */
export function visibleAudiences(custType: CustomerType | null): ('A' | 'C' | 'B')[] {
  if (custType === 'B') return ['A', 'B'];
  if (custType === 'S') return ['A', 'B', 'C'];
  return ['A', 'C'];
}

/** The caller's audiences; a business buyer is not offered items of type A or V either (spec 1 section 6). */
export function audienceFilter(custType: CustomerType | null): SQL {
  const audiences = inArray(products.audience, visibleAudiences(custType));
  if (custType !== 'B') return audiences;
  return and(audiences, notInArray(products.itemType, [...ITEM_TYPES_WITHOUT_BUSINESS_FEATURES])) as SQL;
}

/** Whether the product has discount tiers, as a column of the product query. */
export const hasDiscountColumn = sql<boolean>`exists (select 1 from ${discountTiers}
  where ${discountTiers.buId} = ${products.buId} and ${discountTiers.itemCode} = ${products.itemCode})`;

export function activeProduct(buId: string, itemCode: string): SQL | undefined {
  return and(eq(products.buId, buId), eq(products.itemCode, itemCode), eq(products.isActive, true));
}

/** An active product the caller may see: one of another audience answers like an unknown item. */
export function visibleProduct(buId: string, itemCode: string, custType: CustomerType | null): SQL | undefined {
  return and(activeProduct(buId, itemCode), audienceFilter(custType));
}
