import { shopApi, type ApiResult } from '@shop/api-client';
import {
  getAdditionalProducts,
  getLetterTypes,
  getProductDetail,
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
  const [templates, letters, extras] = await Promise.all([
    api.call(getTemplates, { itemCode }),
    physical ? api.call(getLetterTypes, { aggregatorBuId: buId }) : null,
    api.call(getAdditionalProducts, { itemCode }),
  ]);
  if (!templates.ok) return templates;
  if (letters && !letters.ok) return letters;
  if (!extras.ok) return extras;
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
    },
  };
}
