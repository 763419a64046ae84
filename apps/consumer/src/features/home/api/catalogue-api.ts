import { pageAnswer, pageAnswerRequest, shopApi, type ApiResult } from '@shop/api-client';
import { getCategories, getProducts, type Category, type ResponseOf } from '@shop/contracts';

export type ProductPage = ResponseOf<typeof getProducts>;
/** Which page of which category (0: all), and the name searched ('' for none). */
export interface ProductQuery {
  categoryId: number;
  page: number;
  productName: string;
}

/** What the home page shows first: every category, and the first page of all their cards. */
const FIRST_PRODUCTS = { categoryId: 0, page: 1 };

/** The calls of the home page's first screen, answered by a server that renders it (the routes' pageData). */
export const homePageData = () => [
  pageAnswerRequest(getCategories, {}),
  pageAnswerRequest(getProducts, FIRST_PRODUCTS),
];

/** The first screen's categories and cards as delivered with a server-rendered page; null without them. */
export function deliveredFirstScreen(): { categories: Category[]; products: ProductPage } | null {
  const categories = pageAnswer(getCategories, {});
  const products = pageAnswer(getProducts, FIRST_PRODUCTS);
  return categories && products ? { categories: categories.categories, products } : null;
}

/** The unit's card categories in the page's language. */
export async function fetchCategories(): Promise<ApiResult<Category[]>> {
  const result = await shopApi().call(getCategories, {});
  return result.ok ? { ...result, data: result.data.categories } : result;
}

/** One page of a category's cards (0: every category), optionally searched by name. */
export function fetchProducts(query: ProductQuery): Promise<ApiResult<ProductPage>> {
  return shopApi().call(getProducts, query.productName ? query : { categoryId: query.categoryId, page: query.page });
}

/**
 * Pages 1 to `query.page` as one list: what the home page shows after "more" was used, asked again
 * in another language. Fails when any page fails.
 */
export async function fetchProductsUpTo(query: ProductQuery): Promise<ApiResult<ProductPage>> {
  const pages = Array.from({ length: query.page }, (_, index) => index + 1);
  const answers = await Promise.all(pages.map((page) => fetchProducts({ ...query, page })));
  const failed = answers.find((answer) => !answer.ok);
  if (failed) return failed;
  const last = answers[answers.length - 1];
  if (!last.ok) return last;
  const products = answers.flatMap((answer) => (answer.ok ? answer.data.products : []));
  return { ...last, data: { ...last.data, products } };
}
