import type { BusinessUnit, CustomerType, Language, ProductDetail, ProductSummary } from '@shop/contracts';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { discountTiers, products } from '../../db/schema';
import { localised } from '../../i18n/localised';

type ProductRow = typeof products.$inferSelect;

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

/** Who sees a product: everyone's ('A'), plus consumers' for guests and consumers, business members' for business, both for salesmen. */
export function visibleAudiences(custType: CustomerType | null): ('A' | 'C' | 'B')[] {
  if (custType === 'B') return ['A', 'B'];
  if (custType === 'S') return ['A', 'B', 'C'];
  return ['A', 'C'];
}

export function audienceFilter(custType: CustomerType | null): SQL {
  return inArray(products.audience, visibleAudiences(custType));
}

/** Whether the product has discount tiers, as a column of the product query. */
export const hasDiscountColumn = sql<boolean>`exists (select 1 from ${discountTiers} where ${discountTiers.buId} = ${products.buId} and ${discountTiers.itemCode} = ${products.itemCode})`;

export function activeProduct(buId: string, itemCode: string): SQL | undefined {
  return and(eq(products.buId, buId), eq(products.itemCode, itemCode), eq(products.isActive, true));
}

/** An active product the caller may see: one of another audience answers like an unknown item. */
export function visibleProduct(buId: string, itemCode: string, custType: CustomerType | null): SQL | undefined {
  return and(activeProduct(buId, itemCode), audienceFilter(custType));
}

export function productSummary(row: SummaryRow, hasDiscount: boolean, language: Language, unit: BusinessUnit): ProductSummary {
  return {
    itemCode: row.itemCode,
    productName: localised(row.names, language, unit),
    productImgUrl: row.imageUrl,
    categoryId: row.categoryId,
    kind: row.kind,
    productType: row.productType,
    countryCode: row.countryCode,
    currency: row.currency,
    minAmount: row.minAmount,
    maxAmount: row.maxAmount,
    denominations: row.denominations,
    isReloadable: row.isReloadable,
    hasDiscount,
  };
}

export function productDetail(row: ProductRow, hasDiscount: boolean, language: Language, unit: BusinessUnit): ProductDetail {
  return {
    ...productSummary(row, hasDiscount, language, unit),
    description: localised(row.descriptions, language, unit),
    howToUse: localised(row.howToUse, language, unit),
    termOfService: localised(row.terms, language, unit),
    transferMode: row.transferMode,
    redeemPlace: row.redeemPlace,
    isThirdPartyProduct: row.isThirdParty,
    validMonths: row.validMonths,
    cardMadeFee: row.cardMadeFee,
    isPercentageCardFee: row.isPercentageCardFee,
    letterRequired: row.letterRequired,
  };
}

/** Basis points (250) to the wire's percent (2.5). */
export function percentOf(basisPoints: number): number {
  return basisPoints / 100;
}
