import type { CustomerType } from '@shop/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { countries, type LocalisedText } from '../../db/schema';
import { discountTiers, products } from './catalogue-tables';
import {
  audienceFilter,
  hasDiscountColumn,
  summaryColumns,
  visibleProduct,
  type ProductRow,
  type SummaryRow,
} from './product-conditions';
import { productPage, type ProductPageFilter } from './product-page-query';

export type DiscountTier = typeof discountTiers.$inferSelect;

/** The product list's filter as callers give it. */
export type ProductListFilter = Omit<ProductPageFilter, 'namePattern'> & { nameContains: string };

/** A product summary with whether it has discount tiers. */
export type ListedProduct = SummaryRow & { hasDiscount: boolean };

/** Products of a unit as a caller may see them: only active ones of the caller's audiences. */
export class ProductRepository {
  constructor(private readonly db: Db) {}

  /**
   * One page of the product list and the total of the whole filter. `nameContains` matches a name in
   * any of its languages, the caller's % and _ taken literally; '' matches every name.
   */
  async page({ nameContains, ...rest }: ProductListFilter): Promise<{ products: ListedProduct[]; totalCount: number }> {
    const filter: ProductPageFilter = { ...rest, namePattern: nameContains ? containsPattern(nameContains) : '%' };
    const rows = await productPage(this.db, filter);
    // A page past the end has no row to carry the total; the first page has it.
    const totalCount =
      rows.length > 0 ? rows[0].total : ((await productPage(this.db, { ...filter, page: 1 }))[0]?.total ?? 0);
    return { products: rows, totalCount };
  }

  /** Every visible product of the unit, in the shop's order. */
  async listed(buId: string, custType: CustomerType | null): Promise<ListedProduct[]> {
    return this.db
      .select({ ...summaryColumns, hasDiscount: hasDiscountColumn })
      .from(products)
      .where(and(eq(products.buId, buId), eq(products.isActive, true), audienceFilter(custType)))
      .orderBy(asc(products.sort), asc(products.itemCode));
  }

  /** A visible product with whether it has discount tiers; null for an unknown, inactive or other audience's one. */
  async visible(
    buId: string,
    itemCode: string,
    custType: CustomerType | null,
  ): Promise<{ product: ProductRow; hasDiscount: boolean } | null> {
    const [row] = await this.db
      .select({ product: products, hasDiscount: hasDiscountColumn })
      .from(products)
      .where(visibleProduct(buId, itemCode, custType));
    return row ?? null;
  }

  /** The discount tiers of an item, lowest amount first. */
  async discountTiers(buId: string, itemCode: string): Promise<DiscountTier[]> {
    return this.db
      .select()
      .from(discountTiers)
      .where(and(eq(discountTiers.buId, buId), eq(discountTiers.itemCode, itemCode)))
      .orderBy(asc(discountTiers.amountFrom));
  }

  /** The countries the visible products are for, with their names where the country list has them. */
  async countries(
    buId: string,
    custType: CustomerType | null,
  ): Promise<{ countryCode: string; names: LocalisedText | null }[]> {
    const codes = await this.db
      .selectDistinct({ countryCode: products.countryCode })
      .from(products)
      .where(and(eq(products.buId, buId), eq(products.isActive, true), audienceFilter(custType)));
    if (codes.length === 0) return [];
    const named = await this.db
      .select()
      .from(countries)
      .where(
        inArray(
          countries.countryCode,
          codes.map((row) => row.countryCode),
        ),
      );
    return codes.map(({ countryCode }) => ({
      countryCode,
      names: named.find((row) => row.countryCode === countryCode)?.names ?? null,
    }));
  }
}
