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
import type * as v from 'valibot';
import { ApiFailure } from '../../http/api-failure';
import { handler } from '../../http/handler';
import type { Call, Services } from '../services';
import { localised } from '../../i18n/localised';
import { percentOf, productDetail, productSummary } from './product-view';
import { cachedAnswer, cachedHandler } from './cached-answer';

async function categoryList(services: Services, buId: string, language: Language, unit: BusinessUnit) {
  const rows = await services.catalogue.categories(buId);
  return rows.map((row) => ({
    categoryId: row.categoryId,
    categoryName: localised(row.names, language, unit),
    imageUrl: row.imageUrl,
    sort: row.sort,
  }));
}

/** The unit's categories in the call's language, through the catalogue cache. */
const cachedCategories = ({ webInfo, language, unit, services }: Call<object>) =>
  services.catalogueCache.answer(`${webInfo.buId}|${language}|categories`, () =>
    categoryList(services, webInfo.buId, language, unit),
  );

export const getCategoriesHandler = handler(getCategories, async (call) => ({
  categories: await cachedCategories(call),
}));

async function productPage({
  input,
  webInfo,
  session,
  language,
  unit,
  services,
}: Call<v.InferOutput<typeof getProducts.request>>) {
  const filter = {
    buId: webInfo.buId,
    custType: session?.custType ?? null,
    categoryId: input.categoryId,
    countryCode: input.productCountry ?? '',
    // The name matches in any of its languages.
    nameContains: input.productName ?? '',
    page: input.page,
  };
  const { products, totalCount } = await services.products.page(filter);
  return {
    products: products.map((row) => productSummary(row, row.hasDiscount, language, unit)),
    totalCount,
    page: input.page,
  };
}

export const getProductsHandler = handler(getProducts, (call) =>
  // A name search is the visitor's own: read each time, so searches cannot crowd out the shared pages.
  call.input.productName ? productPage(call) : cachedAnswer(getProducts.name, call, () => productPage(call)),
);

export const getProductDetailHandler = cachedHandler(
  getProductDetail,
  async ({ input, webInfo, session, language, unit, services }) => {
    const row = await services.products.visible(webInfo.buId, input.itemCode, session?.custType ?? null);
    if (!row) throw new ApiFailure('ITEM_GONE');
    return productDetail(row.product, row.hasDiscount, language, unit);
  },
);

export const getLetterTypesHandler = cachedHandler(getLetterTypes, async ({ input, language, services }) => {
  const unit = await services.units.find(input.aggregatorBuId);
  if (!unit) throw new ApiFailure('UNKNOWN_BUSINESS_UNIT');
  const rows = await services.catalogue.letterTypes(input.aggregatorBuId);
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

export const getAdditionalProductsHandler = cachedHandler(
  getAdditionalProducts,
  async ({ input, webInfo, language, unit, services }) => {
    // Asked for one item: the extras that go with it.
    const rows = await services.catalogue.additionalProducts(webInfo.buId, input.itemCode);
    return {
      products: rows.map((row) => ({
        extraItemCode: row.extraItemCode,
        extraProductName: localised(row.names, language, unit),
        extraProductAmount: row.amount,
        extraItemImgUrl: row.imageUrl,
        itemCodes: row.itemCodes,
      })),
    };
  },
);

export const getTemplatesHandler = cachedHandler(
  getTemplates,
  async ({ input, webInfo, session, language, unit, services }) => {
    const templateRows = await services.catalogue.templates(webInfo.buId, input.categoryId);
    if (templateRows.length === 0) return { templates: [] };
    const images = await services.catalogue.templateImages(
      webInfo.buId,
      templateRows.map((row) => row.templateId),
      session?.custType ?? null,
      input.itemCode,
    );
    const answer = templateRows.map((row) => ({
      templateId: row.templateId,
      templateName: localised(row.names, language, unit),
      categoryId: row.categoryId,
      images: images
        .filter((image) => image.templateId === row.templateId)
        .map((image) => ({
          imageUrl: image.imageUrl,
          itemCode: image.itemCode,
          discount: percentOf(image.discountBp),
          cardMadeFee: image.cardMadeFee,
          isPercentageCardFee: image.isPercentageCardFee,
        })),
    }));
    // Asked for one item: only the templates that have an image for it.
    return { templates: input.itemCode ? answer.filter((template) => template.images.length > 0) : answer };
  },
);

export const getTemplateCategoriesHandler = cachedHandler(
  getTemplateCategories,
  async ({ webInfo, language, unit, services }) => {
    const rows = await services.catalogue.templateCategories(webInfo.buId);
    return {
      categories: rows.map((row) => ({
        categoryId: row.categoryId,
        categoryName: localised(row.names, language, unit),
      })),
    };
  },
);

export const integrityCheckHandler = handler(integrityCheck, async ({ input, webInfo, language, unit, services }) => {
  const serverTime = services.now();
  if (Math.abs(serverTime - input.timestamp) > CLOCK_SKEW_TOLERANCE_MS) throw new ApiFailure('CLOCK_OUT_OF_SYNC');
  return { categories: await categoryList(services, webInfo.buId, language, unit), serverTime };
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
