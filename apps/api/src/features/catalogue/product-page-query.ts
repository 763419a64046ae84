import { PRODUCT_PAGE_SIZE, type CustomerType } from '@shop/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { discountTiers, products } from './catalogue-tables';
import { summaryColumns, visibleAudiences } from './product-conditions';

export interface ProductPageFilter {
  buId: string;
  custType: CustomerType | null;
  /** 0: every category. */
  categoryId: number;
  /** '' : no country filter. */
  countryCode: string;
  /** ILIKE pattern on the names in any language; '%' matches all. */
  namePattern: string;
  page: number;
}

/**
 * The product-list query, prepared once per database: one round trip gives the page, the total of
 * the whole filter (window count) and the discount flag of the page's rows. The optional filters are
 * parameters, so every list request reuses the same statement.
 */
function prepare(db: Db) {
  const page = db
    .select({ ...summaryColumns, sort: products.sort, total: sql<number>`(count(*) over ())::int`.as('total') })
    .from(products)
    .where(
      and(
        eq(products.buId, sql.placeholder('buId')),
        eq(products.isActive, true),
        sql`${products.audience} in ('A', ${sql.placeholder('audience1')}, ${sql.placeholder('audience2')})`,
        // Business buyers are not offered items of type A or V (spec 1 section 6).
        sql`(not ${sql.placeholder('business')}::boolean or ${products.itemType} not in ('A', 'V'))`,
        sql`(${sql.placeholder('categoryId')}::int = 0
          or ${products.categoryId} = ${sql.placeholder('categoryId')}::int)`,
        sql`(${sql.placeholder('countryCode')}::text = ''
          or ${products.countryCode} = ${sql.placeholder('countryCode')}::text)`,
        // '%' (no search) matches every name: skip reading each product's names for it.
        sql`(${sql.placeholder('namePattern')}::text = '%' or exists (select 1 from jsonb_each_text(${products.names})
          as name where name.value ilike ${sql.placeholder('namePattern')}::text))`,
      ),
    )
    .orderBy(asc(products.sort), asc(products.itemCode))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .select({
      itemCode: page.itemCode,
      names: page.names,
      imageUrl: page.imageUrl,
      categoryId: page.categoryId,
      kind: page.kind,
      productType: page.productType,
      countryCode: page.countryCode,
      currency: page.currency,
      minAmount: page.minAmount,
      maxAmount: page.maxAmount,
      denominations: page.denominations,
      isReloadable: page.isReloadable,
      total: page.total,
      hasDiscount: sql<boolean>`exists (select 1 from ${discountTiers}
        where ${discountTiers.buId} = ${sql.placeholder('buId')} and ${discountTiers.itemCode} = ${page.itemCode})`,
    })
    .from(page)
    .orderBy(asc(page.sort), asc(page.itemCode))
    .prepare('product_page');
}

const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

export async function productPage(db: Db, filter: ProductPageFilter) {
  let statement = prepared.get(db);
  if (!statement) {
    statement = prepare(db);
    prepared.set(db, statement);
  }
  // The statement takes two audiences besides 'A'; a caller with one repeats it.
  const [, audience1, audience2 = audience1] = visibleAudiences(filter.custType);
  return statement.execute({
    buId: filter.buId,
    audience1,
    audience2,
    business: filter.custType === 'B',
    categoryId: filter.categoryId,
    countryCode: filter.countryCode,
    namePattern: filter.namePattern,
    limit: PRODUCT_PAGE_SIZE,
    offset: (filter.page - 1) * PRODUCT_PAGE_SIZE,
  });
}
