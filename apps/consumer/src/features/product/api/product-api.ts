import { shopApi, type ApiResult } from '@shop/api-client';
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
  return {
    ok: true,
    status: 200,
    data: {
      product,
      templates: templates.data.templates.filter((template) =>
        template.images.some((image) => image.itemCode === itemCode),
      ),
      letterTypes: letters ? letters.data.letterTypes : [],
      extras: extras.data.products.filter(
        (extra) => extra.itemCodes.length === 0 || extra.itemCodes.includes(itemCode),
      ),
      discountList: discount
        ? {
            itemCode,
            tiers: discount.data.productDiscountList.map(({ amountFrom, amountTo, discountRate }) => ({
              amountFrom,
              amountTo,
              discountRate,
            })),
          }
        : null,
    },
  };
}
