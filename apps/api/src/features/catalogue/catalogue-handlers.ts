import {
  CLOCK_SKEW_TOLERANCE_MS,
  getAdditionalProducts,
  getCategories,
  getLetterTypes,
  getProductDetail,
  getProducts,
  getTemplateCategories,
  getTemplates,
  integrityCheck,
  type BusinessUnit,
  type Language,
} from '@shop/contracts';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  additionalProducts,
  categories,
  letterTypes,
  products,
  templateCategories,
  templateImages,
  templates,
} from '../../db/schema';
import { ApiFailure } from '../../http/api-failure';
import { handler } from '../../http/handler';
import { localised } from '../../i18n/localised';
import { containsPattern } from '../../db/like-pattern';
import { productPage } from './product-page-query';
import { audienceFilter, hasDiscountColumn, percentOf, productDetail, productSummary, visibleProduct } from './product-view';

export async function categoryList(db: Db, buId: string, language: Language, unit: BusinessUnit) {
  const rows = await db.select().from(categories).where(eq(categories.buId, buId)).orderBy(asc(categories.sort));
  return rows.map((row) => ({
    categoryId: row.categoryId,
    categoryName: localised(row.names, language, unit),
    imageUrl: row.imageUrl,
    sort: row.sort,
  }));
}

export const getCategoriesHandler = handler(getCategories, async ({ webInfo, language, unit, services }) => ({
  categories: await categoryList(services.db, webInfo.buId, language, unit),
}));

export const getProductsHandler = handler(getProducts, async ({ input, webInfo, session, language, unit, services }) => {
  const filter = {
    buId: webInfo.buId,
    custType: session?.custType ?? null,
    categoryId: input.categoryId,
    countryCode: input.productCountry ?? '',
    // The name matches in any of its languages, the caller's % and _ taken literally.
    namePattern: input.productName ? containsPattern(input.productName) : '%',
    page: input.page,
  };
  const rows = await productPage(services.db, filter);
  // A page past the end has no row to carry the total; the first page has it.
  const totalCount = rows.length > 0 ? rows[0].total : ((await productPage(services.db, { ...filter, page: 1 }))[0]?.total ?? 0);
  return {
    products: rows.map((row) => productSummary(row, row.hasDiscount, language, unit)),
    totalCount,
    page: input.page,
  };
});

export const getProductDetailHandler = handler(getProductDetail, async ({ input, webInfo, session, language, unit, services }) => {
  const [row] = await services.db
    .select({ product: products, hasDiscount: hasDiscountColumn })
    .from(products)
    .where(visibleProduct(webInfo.buId, input.itemCode, session?.custType ?? null));
  if (!row) throw new ApiFailure('ITEM_GONE');
  return productDetail(row.product, row.hasDiscount, language, unit);
});

export const getLetterTypesHandler = handler(getLetterTypes, async ({ input, language, services }) => {
  const unit = await services.units.find(input.aggregatorBuId);
  if (!unit) throw new ApiFailure('UNKNOWN_BUSINESS_UNIT');
  const rows = await services.db
    .select()
    .from(letterTypes)
    .where(eq(letterTypes.buId, input.aggregatorBuId))
    .orderBy(asc(letterTypes.letterTypeId));
  const answerLanguage = unit.languages.includes(language) ? language : unit.defaultLanguage;
  return {
    letterTypes: rows.map((row) => ({
      letterTypeId: row.letterTypeId,
      name: localised(row.names, answerLanguage, unit),
      price: row.price,
      imageUrl: row.imageUrl,
    })),
  };
});

export const getAdditionalProductsHandler = handler(getAdditionalProducts, async ({ input, webInfo, language, unit, services }) => {
  const conditions: (SQL | undefined)[] = [eq(additionalProducts.buId, webInfo.buId)];
  if (input.itemCode) {
    // An extra with no item list goes with every item.
    conditions.push(
      sql`(${additionalProducts.itemCodes} = '[]'::jsonb or ${additionalProducts.itemCodes} @> ${JSON.stringify([input.itemCode])}::jsonb)`,
    );
  }
  const rows = await services.db
    .select()
    .from(additionalProducts)
    .where(and(...conditions))
    .orderBy(asc(additionalProducts.extraItemCode));
  return {
    products: rows.map((row) => ({
      extraItemCode: row.extraItemCode,
      extraProductName: localised(row.names, language, unit),
      extraProductAmount: row.amount,
      extraItemImgUrl: row.imageUrl,
      itemCodes: row.itemCodes,
    })),
  };
});

export const getTemplatesHandler = handler(getTemplates, async ({ input, webInfo, session, language, unit, services }) => {
  const templateConditions: (SQL | undefined)[] = [eq(templates.buId, webInfo.buId)];
  if (input.categoryId !== undefined) templateConditions.push(eq(templates.categoryId, input.categoryId));
  const templateRows = await services.db
    .select()
    .from(templates)
    .where(and(...templateConditions))
    .orderBy(asc(templates.sort), asc(templates.templateId));
  if (templateRows.length === 0) return { templates: [] };
  const imageConditions: (SQL | undefined)[] = [
    eq(templateImages.buId, webInfo.buId),
    inArray(
      templateImages.templateId,
      templateRows.map((row) => row.templateId),
    ),
    eq(products.isActive, true),
    // An image shows its product's discount and fee: only for products the caller may see.
    audienceFilter(session?.custType ?? null),
  ];
  if (input.itemCode) imageConditions.push(eq(templateImages.itemCode, input.itemCode));
  const imageRows = await services.db
    .select({ image: templateImages })
    .from(templateImages)
    .innerJoin(products, and(eq(products.buId, templateImages.buId), eq(products.itemCode, templateImages.itemCode)))
    .where(and(...imageConditions))
    .orderBy(asc(templateImages.itemCode));
  const answer = templateRows.map((row) => ({
    templateId: row.templateId,
    templateName: localised(row.names, language, unit),
    categoryId: row.categoryId,
    images: imageRows
      .filter(({ image }) => image.templateId === row.templateId)
      .map(({ image }) => ({
        imageUrl: image.imageUrl,
        itemCode: image.itemCode,
        discount: percentOf(image.discountBp),
        cardMadeFee: image.cardMadeFee,
        isPercentageCardFee: image.isPercentageCardFee,
      })),
  }));
  // Asked for one item: only the templates that have an image for it.
  return { templates: input.itemCode ? answer.filter((template) => template.images.length > 0) : answer };
});

export const getTemplateCategoriesHandler = handler(getTemplateCategories, async ({ webInfo, language, unit, services }) => {
  const rows = await services.db
    .select()
    .from(templateCategories)
    .where(eq(templateCategories.buId, webInfo.buId))
    .orderBy(asc(templateCategories.sort));
  return { categories: rows.map((row) => ({ categoryId: row.categoryId, categoryName: localised(row.names, language, unit) })) };
});

export const integrityCheckHandler = handler(integrityCheck, async ({ input, webInfo, language, unit, services }) => {
  const serverTime = services.now();
  if (Math.abs(serverTime - input.timestamp) > CLOCK_SKEW_TOLERANCE_MS) throw new ApiFailure('CLOCK_OUT_OF_SYNC');
  return { categories: await categoryList(services.db, webInfo.buId, language, unit), serverTime };
});

export const CATALOGUE_HANDLERS = [
  getCategoriesHandler,
  getProductsHandler,
  getProductDetailHandler,
  getLetterTypesHandler,
  getAdditionalProductsHandler,
  getTemplatesHandler,
  getTemplateCategoriesHandler,
  integrityCheckHandler,
];
