import type { BusinessUnit, Language, ProductDetail, ProductSummary } from '@shop/contracts';
import { localised } from '../../i18n/localised';
import type { ProductRow, SummaryRow } from './product-conditions';

export function productSummary(
  row: SummaryRow,
  hasDiscount: boolean,
  language: Language,
  unit: BusinessUnit,
): ProductSummary {
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

export function productDetail(
  row: ProductRow,
  hasDiscount: boolean,
  language: Language,
  unit: BusinessUnit,
): ProductDetail {
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
