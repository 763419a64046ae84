import { pageAnswer, pageAnswerRequest, shopApi, type ApiResult } from '@shop/api-client';
import type { DiscountList } from '@shop/cart-engine';
import {
  getAdditionalProducts,
  getLetterTypes,
  getProductDetail,
  getProductsDiscount,
  getTemplates,
  type ProductDetail,
  type ResponseOf,
} from '@shop/contracts';

export type Template = ResponseOf<typeof getTemplates>['templates'][number];
export type LetterType = ResponseOf<typeof getLetterTypes>['letterTypes'][number];
export type ExtraProduct = ResponseOf<typeof getAdditionalProducts>['products'][number];

/** Everything the buying steps show for one card: its detail, designs, letters and extra products. */
export interface ProductChoices {
  product: ProductDetail;
  templates: Template[];
  letterTypes: LetterType[];
  extras: ExtraProduct[];
  /** The item's discount tiers when it has any: the cart rates its lines by them. */
  discountList: DiscountList | null;
}

const PHYSICAL_KINDS = new Set(['P', 'CP']);

/**
 * The card of `itemCode` with its choices. The detail decides; a design, letter or extra list that
 * fails to load fails the whole (a card shown without its choices could not be bought as priced).
 */
export async function fetchProductChoices(itemCode: string, buId: string): Promise<ApiResult<ProductChoices>> {
  const api = shopApi();
  const detail = await api.call(getProductDetail, { itemCode });
  if (!detail.ok) return detail;
  const product = detail.data;
  const physical = PHYSICAL_KINDS.has(product.kind);
  const [templates, letters, extras, discount] = await Promise.all([
    api.call(getTemplates, { itemCode }),
    physical ? api.call(getLetterTypes, { aggregatorBuId: buId }) : null,
    api.call(getAdditionalProducts, { itemCode }),
    product.hasDiscount ? api.call(getProductsDiscount, { itemCode }) : null,
  ]);
  if (!templates.ok) return templates;
  if (letters && !letters.ok) return letters;
  if (!extras.ok) return extras;
  if (discount && !discount.ok) return discount;
  const data = choicesOf(itemCode, {
    product,
    templates: templates.data,
    letterTypes: letters?.data ?? null,
    extras: extras.data,
    discount: discount?.data ?? null,
  });
  return { ok: true, status: 200, data };
}

interface ChoiceAnswers {
  product: ProductDetail;
  templates: ResponseOf<typeof getTemplates>;
  letterTypes: ResponseOf<typeof getLetterTypes> | null;
  extras: ResponseOf<typeof getAdditionalProducts>;
  discount: ResponseOf<typeof getProductsDiscount> | null;
}

/** The choices a card's page shows, from the answers of its calls. */
function choicesOf(itemCode: string, answers: ChoiceAnswers): ProductChoices {
  const { product, templates, letterTypes, extras, discount } = answers;
  return {
    product,
    templates: templates.templates.filter((template) => template.images.some((image) => image.itemCode === itemCode)),
    letterTypes: letterTypes ? letterTypes.letterTypes : [],
    extras: extras.products.filter((extra) => extra.itemCodes.length === 0 || extra.itemCodes.includes(itemCode)),
    discountList: discount
      ? {
          itemCode,
          tiers: discount.productDiscountList.map(({ amountFrom, amountTo, discountRate }) => ({
            amountFrom,
            amountTo,
            discountRate,
          })),
        }
      : null,
  };
}

/** The calls of a card's page, answered by a server that renders it (the routes' pageData). */
export function productPageData(url: URL, buId: string) {
  const itemCode = url.searchParams.get('itemCode');
  if (!itemCode) return [];
  return [
    pageAnswerRequest(getProductDetail, { itemCode }),
    pageAnswerRequest(getTemplates, { itemCode }),
    // Whether the card is physical is known from its detail only: the unit's letters are asked anyway.
    pageAnswerRequest(getLetterTypes, { aggregatorBuId: buId }),
    pageAnswerRequest(getAdditionalProducts, { itemCode }),
    pageAnswerRequest(getProductsDiscount, { itemCode }),
  ];
}

/** The card's choices as delivered with a server-rendered page; null when any part is missing. */
export function deliveredProductChoices(itemCode: string, buId: string): ProductChoices | null {
  const product = pageAnswer(getProductDetail, { itemCode });
  const templates = pageAnswer(getTemplates, { itemCode });
  const extras = pageAnswer(getAdditionalProducts, { itemCode });
  if (!product || !templates || !extras) return null;
  const letterTypes = PHYSICAL_KINDS.has(product.kind) ? pageAnswer(getLetterTypes, { aggregatorBuId: buId }) : null;
  const discount = product.hasDiscount ? pageAnswer(getProductsDiscount, { itemCode }) : null;
  if (PHYSICAL_KINDS.has(product.kind) && !letterTypes) return null;
  if (product.hasDiscount && !discount) return null;
  return choicesOf(itemCode, { product, templates, letterTypes, extras, discount });
}
