import { showsB2bFeatures } from '@shop/brand';
import type { BusinessUnit, ProductSummary } from '@shop/contracts';

/** How many cards the business information page features at most. */
export const FEATURED_MAX = 8;

/**
 * The cards the business information page features: gift cards (not phone credit) the unit offers its
 * business customers (spec 1 section 6: B2B on, item type not A or V), the catalogue's first ones.
 */
export function featuredProducts(unit: BusinessUnit, products: readonly ProductSummary[]): ProductSummary[] {
  if (!showsB2bFeatures(unit)) return [];
  return products.filter((product) => product.productType === 'GIFT_CARD').slice(0, FEATURED_MAX);
}

/** The smallest amount a card can be bought for: its lowest denomination, else its minimum amount. */
export function lowestAmount(product: ProductSummary): number {
  return product.denominations.length > 0 ? Math.min(...product.denominations) : product.minAmount;
}

/** The slide shown after `index` moved by `step`, going round at either end. */
export function slideAfter(index: number, step: number, total: number): number {
  return total === 0 ? 0 : (((index + step) % total) + total) % total;
}
